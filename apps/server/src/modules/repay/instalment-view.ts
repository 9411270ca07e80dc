import type { ResponseOf } from '@tenor/contract/endpoint';
import type { instalmentDetail, Period } from '@tenor/contract/endpoints/repay';
import type { PlanPeriod, Product } from '../../db/schema.ts';
import { readerOf, type Lang } from '../../i18n.ts';
import { formatDate } from '@tenor/contract/format';
import { copy } from './copy.ts';

/** `periodStatus` values: the spec's 500 is an overdue ("special") period. */
export const periodStatusCode = { pending: 0, special: 500, paid: 200 } as const;

export type InstalmentView = ResponseOf<typeof instalmentDetail>;

/**
 * The instalment screen: unpaid periods in order, only the first of them clickable and
 * ticked (the screen ticks later ones together with everything before them), then the
 * paid ones. Amounts are minor units; due dates yyyy-MM-dd in the market's zone.
 */
export function instalmentView(
  product: Pick<Product, 'name' | 'region'>,
  plan: readonly PlanPeriod[],
  lang: Lang,
): InstalmentView {
  const sorted = [...plan].sort((a, b) => a.period_no - b.period_no);
  const total = sorted.length;
  const row = (p: PlanPeriod, first: boolean): Period => {
    const n = p.period_no;
    const paid = p.status === 'paid';
    return {
      periodNo: n,
      totalAmount: p.total,
      canClick: first,
      check: first,
      periodStatus: periodStatusCode[p.status],
      repayDes: paid
        ? copy(lang, 'periodPaid', {
            n,
            total,
            date: formatDate(product.region, p.paid_at ?? p.due_at, readerOf(lang)),
          })
        : copy(lang, p.status === 'special' ? 'periodOverdue' : 'period', { n, total }),
      dueTime: formatDate(product.region, p.due_at, readerOf(lang)),
      ...(paid && { paidTime: formatDate(product.region, p.paid_at ?? p.due_at, readerOf(lang)) }),
      // What an overdue period's amount includes, so the screen can say it (docs/screens.md "Instalment repayment").
      ...(!paid && (p.late_fee ?? 0) > 0 && { lateFee: p.late_fee }),
    };
  };
  const waiting = sorted.filter((p) => p.status !== 'paid');
  return {
    productName: product.name,
    repayWaitDetail: waiting.map((p, i) => row(p, i === 0)),
    repayYetDetail: sorted.filter((p) => p.status === 'paid').map((p) => row(p, false)),
    repayWaitCount: waiting.length,
    note: copy(lang, 'instalmentNote'),
  };
}
