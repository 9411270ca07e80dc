import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanConfirm } from '@tenor/contract/endpoints/loans';
import { formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { t } from '../../../shared/i18n.ts';
import styles from './loan-confirm.module.css';

type Plan = ResponseOf<typeof loanConfirm>['repayPlans'];

/** One card per repayment: period (in the page's words), due date, amount. */
export function RepayPlanList({ plan, region }: { plan: Plan; region: Region }) {
  return (
    <ol className={styles.plan} role="list" data-testid="repay-plan">
      {plan.map((period, i) => (
        <li key={`${i}-${period.payTime}`} className={styles.period}>
          <span className={styles.periodTitle}>
            {t('loans.confirm.periodTitle', { n: i + 1, total: plan.length })}
          </span>
          <span className={styles.periodDue}>
            {t('loans.confirm.planDue', { date: period.payTime })}
          </span>
          <span className={styles.periodAmount}>{formatMoney(region, period.amount)}</span>
        </li>
      ))}
    </ol>
  );
}
