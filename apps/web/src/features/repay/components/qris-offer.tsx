import type { PayChannel } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { QRIS_MAX_AMOUNT, qrisTakes } from '@tenor/contract/rules';
import { Link } from '../../../lib/navigation.tsx';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { qrisUrl, type PayQuery } from '../repay-links.ts';
import { ChevronIcon } from './picker-row.tsx';
import styles from './repay.module.css';

/**
 * QRIS beside the virtual account and mini market (decision 073): a row to its own page when
 * the market offers it, or, above QRIS's limit, the reason it is not offered for this amount.
 */
export function QrisOffer({
  query,
  channels,
}: {
  query: PayQuery;
  channels: readonly PayChannel[];
}) {
  if (!channels.includes('qris')) return null;
  if (!qrisTakes(query.amount)) {
    return (
      <Card>
        <p className="muted" data-testid="qris-too-large">
          {t('repay.qris.tooLarge', { max: formatMoney(region(), QRIS_MAX_AMOUNT) })}
        </p>
      </Card>
    );
  }
  return (
    <Card>
      <Link className={styles.offer} to={qrisUrl(query)} data-testid="qris-offer">
        <span className={styles.offerText}>
          <span className={styles.offerTitle}>{t('repay.qris.offer')}</span>
          <span className="muted">{t('repay.qris.offerHint')}</span>
        </span>
        <ChevronIcon />
      </Link>
    </Card>
  );
}
