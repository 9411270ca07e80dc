import { t } from '../../../shared/i18n.ts';
import { clockText, useCountdown } from '../../../shared/countdown.ts';
import { Button } from '../../../shared/ui/button.tsx';
import styles from './repay.module.css';

/**
 * How long the account stays payable. Key it by `expiresAt`: a new account counts afresh.
 * Not a live region: a ticking clock must not talk over the page.
 */
export function ExpiryCountdown({
  expiresAt,
  onRenew,
  renewing,
}: {
  expiresAt: string;
  onRenew: () => void;
  renewing: boolean;
}) {
  const deadline = Date.parse(expiresAt);
  const { left } = useCountdown(Number.isNaN(deadline) ? null : deadline);
  if (left === 0) {
    return (
      <span className={styles.expiry}>
        <span>{t('repay.va.expired')}</span>
        <Button variant="secondary" busy={renewing} onClick={onRenew}>
          {t('repay.va.renew')}
        </Button>
      </span>
    );
  }
  return (
    <span className={styles.expiry}>
      <time className={styles.clock} dateTime={`PT${left}S`} data-testid="expiry-countdown">
        {clockText(left)}
      </time>
    </span>
  );
}
