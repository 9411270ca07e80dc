import { formatMoney, formatPercent } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { totalRepayable } from '@tenor/contract/loan-cost';
import { t } from '../../shared/i18n.ts';
import type { DetailRowItem } from '../../shared/ui/detail-rows.tsx';
import type { Quote } from './api/loan-confirm.ts';
import type { LoansTexts } from './locales/en-IN.ts';

type RowKey = Exclude<keyof LoansTexts['confirm']['rows'], 'rateValue' | 'instalmentsValue'>;

/**
 * The confirm screen's detail rows in the page's own words, from the quote's figures: the
 * server's `details` say the same in English or Indonesian only, and the staff's Chinese
 * pack must read no server words. Same rows, same order: amount, term, rate,
 * interest, fee, amount received, total, then the due date (or the instalments).
 */
export function quoteRows(quote: Quote, region: Region): DetailRowItem[] {
  const money = (n: number) => formatMoney(region, n);
  const row = (key: RowKey, value: string): DetailRowItem => ({
    text: t(`loans.confirm.rows.${key}`),
    value,
  });
  const total = totalRepayable(quote.repayPlans);
  const plan = quote.repayPlans;
  const first = plan[0];
  const last = plan[plan.length - 1];
  const schedule =
    plan.length <= 1
      ? [row('dueDate', first?.payTime ?? '')]
      : [
          row(
            'instalments',
            t('loans.confirm.rows.instalmentsValue', {
              n: plan.length,
              amount: money(first!.amount),
            }),
          ),
          row('firstDueDate', first!.payTime),
          row('lastDueDate', last!.payTime),
        ];
  return [
    row('loanAmount', money(quote.amount)),
    row(
      'term',
      t(quote.termUnit === 'month' ? 'loans.confirm.termMonths' : 'loans.confirm.termDays', {
        n: quote.periods,
      }),
    ),
    row(
      'interestRate',
      t('loans.confirm.rows.rateValue', { rate: formatPercent(region, quote.dailyRateBps) }),
    ),
    row('interest', money(total - quote.amount)),
    row('fee', money(quote.amount - quote.receivedAmount)),
    row('toReceive', money(quote.receivedAmount)),
    row('totalRepay', money(total)),
    ...schedule,
  ];
}
