/**
 * What loan details puts at the top for a loan that owes money (docs/screens.md "Loan
 * details"): the amount due next, its due date, and once overdue the days late and the
 * late fee charged.
 *
 * - Amount due: every overdue period plus the first unpaid one (for a day loan, the whole
 *   loan; for an instalment loan, the instalments to pay now).
 * - Due date: the first unpaid period's.
 * - Days late: whole calendar days of the market (docs/markets.md) from that due date to
 *   today, while a period is overdue; 0 otherwise.
 * - Late fee: the late fees on the unpaid periods (already inside their totals).
 */
import type { Region } from '@tenor/contract/launch';
import type { PeriodStatus } from '../../db/schema.ts';
import { daysLateOf } from '../../domain/orders/market-day.ts';
import { isRepayable } from '../../domain/orders/order-flags.ts';

export interface DuePeriod {
  period_no: number;
  due_at: string;
  total: number;
  status: PeriodStatus;
  late_fee?: number;
}

export interface AmountDue {
  amountDue: number;
  /** ISO instant of the first unpaid period's due date; null when nothing is owed. */
  dueAt: string | null;
  daysLate: number;
  lateFee: number;
}

export const nothingDue: AmountDue = { amountDue: 0, dueAt: null, daysLate: 0, lateFee: 0 };

export function amountDueOf(
  region: Region,
  status: number,
  plan: readonly DuePeriod[],
  now: Date,
): AmountDue {
  if (!isRepayable(status)) return nothingDue;
  const unpaid = [...plan]
    .filter((p) => p.status !== 'paid')
    .sort((a, b) => a.period_no - b.period_no);
  const first = unpaid[0];
  if (first === undefined) return nothingDue;
  const due = unpaid.filter((p) => p === first || p.status === 'special');
  const overdue = unpaid.some((p) => p.status === 'special');
  const daysLate = overdue ? daysLateOf(region, first.due_at, now) : 0;
  return {
    amountDue: due.reduce((sum, p) => sum + p.total, 0),
    dueAt: first.due_at,
    daysLate,
    lateFee: unpaid.reduce((sum, p) => sum + (p.late_fee ?? 0), 0),
  };
}
