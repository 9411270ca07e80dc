import { t } from '../../../shared/i18n.ts';
import { type Currency, formatMoney } from '../../../shared/format/money.ts';
import { formatPercent } from '../../../shared/format/percent.ts';
import styles from './loan-confirm.module.css';

/**
 * The Key Fact Statement figures, shown before the borrower confirms: what arrives, what
 * is repaid in total, and the APR of those cash flows (loan-cost.ts).
 */
export function LoanCostSummary({
  received,
  total,
  apr,
  currency,
}: {
  received: number;
  total: number;
  apr: number | undefined;
  currency: Currency;
}) {
  return (
    <>
      <dl className={styles.cost} data-testid="loan-cost">
        <div className={styles.costRow}>
          <dt>{t('loans.confirm.received')}</dt>
          <dd data-testid="received">{formatMoney(received, currency)}</dd>
        </div>
        <div className={styles.costRow}>
          <dt>{t('loans.confirm.total')}</dt>
          <dd className={styles.costStrong} data-testid="total-repayable">
            {formatMoney(total, currency)}
          </dd>
        </div>
        <div className={styles.costRow}>
          <dt>{t('loans.confirm.apr')}</dt>
          <dd className={styles.costStrong} data-testid="apr">
            {apr === undefined ? '–' : formatPercent(apr, currency)}
          </dd>
        </div>
      </dl>
      <p className={styles.hint}>{t('loans.confirm.aprHint')}</p>
    </>
  );
}
