import { wireDate } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { annualPercentageRate, planCashFlows, totalRepayable } from '@tenor/contract/loan-cost';
import { t } from '../../../shared/i18n.ts';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import type { Quote } from '../api/loan-confirm.ts';
import { quoteRows } from '../quote-rows.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { LoanCostSummary } from './loan-cost-summary.tsx';
import { RepayPlanList } from './repay-plan-list.tsx';
import styles from './loan-confirm.module.css';

/** Loan confirm's figures of the quote: details, repayment plan and cost (placeholders while pending). */
export function QuoteFigures({
  quote,
  pending,
  market,
}: {
  quote: Quote;
  /** The figures are another choice's: shown as placeholders until the choice's quote arrives. */
  pending: boolean;
  market: Region;
}) {
  const total = totalRepayable(quote.repayPlans);
  const apr = annualPercentageRate(
    quote.receivedAmount,
    planCashFlows(quote.repayPlans, wireDate(market, new Date()), quote),
  );
  const figures = pending ? { className: styles.pending, 'aria-busy': true } : {};
  return (
    <>
      <TitledCard title={t('loans.confirm.details')} {...figures}>
        <DetailRows rows={quoteRows(quote, market)} testId="detail-rows" />
      </TitledCard>

      <TitledCard title={t('loans.confirm.plan')} {...figures}>
        <RepayPlanList plan={quote.repayPlans} region={market} />
      </TitledCard>

      <TitledCard title={t('loans.confirm.cost')} {...figures}>
        <LoanCostSummary received={quote.receivedAmount} total={total} apr={apr} region={market} />
      </TitledCard>
    </>
  );
}
