import { useId } from 'react';
import { Link } from '../../../lib/navigation.tsx';
import type { PayChannel } from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { EWALLETS, ewalletCodes, walletTakes } from '@tenor/contract/ewallets';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { ewalletUrl, type PayQuery } from '../repay-links.ts';
import { ChevronIcon } from './picker-row.tsx';
import styles from './repay.module.css';

/**
 * E-wallets beside the virtual account, mini market and QRIS (decision 077): a row per wallet
 * to its own page, or, for a wallet whose limit is below the amount, why it is not offered.
 */
export function EwalletOffer({
  query,
  channels,
}: {
  query: PayQuery;
  channels: readonly PayChannel[];
}) {
  const headingId = useId();
  if (!channels.includes('ewallet')) return null;
  return (
    <Card aria-labelledby={headingId} data-testid="ewallet-offer">
      <h2 id={headingId} className={styles.heading}>
        {t('repay.ewallet.offerTitle')}
      </h2>
      <p className="muted">{t('repay.ewallet.offerHint')}</p>
      <ul className={styles.walletList}>
        {ewalletCodes.map((code) => {
          const wallet = EWALLETS[code].name;
          return (
            <li key={code}>
              {walletTakes(code, query.amount) ? (
                <Link className={styles.offer} to={ewalletUrl(query, code)}>
                  <span className={styles.offerTitle}>{t('repay.ewallet.offer', { wallet })}</span>
                  <ChevronIcon />
                </Link>
              ) : (
                <p className="muted" data-testid={`ewallet-too-large-${code}`}>
                  {t('repay.ewallet.tooLarge', {
                    wallet,
                    max: formatMoney(region(), EWALLETS[code].max),
                  })}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
