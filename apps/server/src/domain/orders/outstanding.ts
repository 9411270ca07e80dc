import type { PlanPeriod } from '../../db/schema.ts';
import { isRepayable } from './order-flags.ts';

/** What the borrower still owes: the unpaid periods, once the money is out. */
export function outstandingOf(
  status: number,
  plan: readonly Pick<PlanPeriod, 'status' | 'total'>[],
): number {
  if (!isRepayable(status)) return 0;
  return plan.filter((p) => p.status !== 'paid').reduce((sum, p) => sum + p.total, 0);
}
