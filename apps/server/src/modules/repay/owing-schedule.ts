import type { PlanPeriod } from '../../db/schema.ts';

export interface OwingSchedule {
  /** ISO-8601 of the first unpaid period's due date; '' when nothing is owed. */
  dueDate: string;
  /** What is due by `dueDate`: that date's periods and any already overdue. */
  dueNext: number;
  /** Each unpaid period due after that, with its own date. */
  later: { periodNo: number; amount: number; dueAt: string }[];
}

/**
 * What a loan still owes, by date (docs/screens.md "Payment receipt"): after an extension
 * only the period that moved is due on the new date, the others keep theirs, so a receipt
 * never says the whole rest is due on the first date.
 */
export function owingSchedule(
  plan: readonly Pick<PlanPeriod, 'period_no' | 'due_at' | 'total' | 'status'>[],
  now: Date,
): OwingSchedule {
  const unpaid = plan
    .filter((p) => p.status !== 'paid')
    .sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at) || a.period_no - b.period_no);
  const first = unpaid[0];
  if (first === undefined) return { dueDate: '', dueNext: 0, later: [] };
  const by = Math.max(Date.parse(first.due_at), now.getTime());
  const next = unpaid.filter((p) => Date.parse(p.due_at) <= by);
  return {
    dueDate: first.due_at,
    dueNext: next.reduce((sum, p) => sum + p.total, 0),
    later: unpaid
      .filter((p) => Date.parse(p.due_at) > by)
      .map((p) => ({ periodNo: p.period_no, amount: p.total, dueAt: p.due_at })),
  };
}
