import { formatMoney, formatPercent } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { aprBasisPoints } from '@tenor/contract/loan-cost';
import { t } from '../../../shared/i18n.ts';
import styles from './loan-confirm.module.css';

/**
 * The Key Fact Statement figures, shown before the borrower confirms: what arrives, what
 * is repaid in total, and the APR of those cash flows (the contract's loan-cost.ts, which the
 * server's Key Fact Statement page uses too).
 */
export function LoanCostSummary({
  received,
  total,
  apr,
  region,
}: {
  received: number;
  total: number;
  /** A fraction (0.3008 for 30.08 %). */
  apr: number | undefined;
  region: Region;
}) {
  const aprBps = aprBasisPoints(apr);
  return (
    <>
      <dl className={styles.cost} data-testid="loan-cost">
        <div className={styles.costRow}>
          <dt>{t('loans.confirm.received')}</dt>
          <dd data-testid="received">{formatMoney(region, received)}</dd>
        </div>
        <div className={styles.costRow}>
          <dt>{t('loans.confirm.total')}</dt>
          <dd className={styles.costStrong} data-testid="total-repayable">
            {formatMoney(region, total)}
          </dd>
        </div>
        <div className={styles.costRow}>
          <dt>{t('loans.confirm.apr')}</dt>
          <dd className={styles.costStrong} data-testid="apr">
            {aprBps === undefined ? '–' : formatPercent(region, aprBps)}
          </dd>
        </div>
      </dl>
      <p className="muted">{t('loans.confirm.aprHint')}</p>
    </>
  );
}
