/**
 * The late charges of a plan as of a moment: the one place the engine applies a market's
 * rule (products/late-fee-rules.ts). Status changes, loan details and every repayment path
 * read the plan through it, so what a borrower sees is what they are asked to pay.
 *
 * - Only an overdue period (`special`) is charged; a paid one keeps what it was paid with,
 *   an extended one (back to `pending`) keeps what it was charged before.
 * - A period's late fee is what the rule owes for it now, and never less than what it was
 *   charged before (a fee once shown is not taken back by a later reading).
 * - Where the market caps a loan's total cost, the cap is shared over the periods in plan
 *   order: fee + interest + every late fee never passes it (rounded down to the payable
 *   unit, so the borrower never pays a fraction above it).
 * - The fee is part of the period's `total` (the rule is counted on the total without it,
 *   so a late charge is never charged on a late charge).
 */
import type { PeriodStatus } from '../../db/schema.ts';
import type { LateFeeTerms } from '../products/late-fee-rules.ts';
import { daysLateOf } from './market-day.ts';

export interface LatePeriod {
  periodNo: number;
  dueAt: string | Date;
  /** Includes `lateFee`. */
  total: number;
  status: PeriodStatus;
  lateFee?: number;
}

export function accrueLateFees<P extends LatePeriod>(
  periods: readonly P[],
  t: LateFeeTerms,
  now: Date,
): P[] {
  let charged = periods.reduce((sum, p) => sum + (p.lateFee ?? 0), 0);
  return [...periods]
    .sort((a, b) => a.periodNo - b.periodNo)
    .map((p) => {
      if (p.status !== 'special') return p;
      const before = p.lateFee ?? 0;
      const owed = t.rule(
        { base: p.total - before, daysLate: daysLateOf(t.region, p.dueAt, now) },
        t.client,
      );
      const room = t.costCap === null ? Infinity : t.costCap - t.chargedCost - charged;
      const extra = Math.min(owed - before, Math.floor(room / t.unit) * t.unit);
      if (extra <= 0) return p;
      charged += extra;
      return { ...p, lateFee: before + extra, total: p.total + extra };
    });
}
