/**
 * Which status an order may move to (docs/order-statuses.md), as data. The sandbox moves orders only
 * along these; a real lender integration would report the same transitions. Repayments
 * settle along them too (repay/settlement/apply-payment.ts), and a paid extension fee takes the
 * moves marked `byExtension` (repay/extension/extension.ts), which the sandbox never offers.
 */
import { orderStatus as s, type OrderStatus } from '@tenor/contract/orders';
import type { TermUnit } from '../../db/schema.ts';

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  /** Only for products of this term unit (disbursal: day loans → 170, instalment loans → 3). */
  termUnit?: TermUnit;
  /** Only as the effect of a paid extension fee: the loan is no longer due. */
  byExtension?: true;
  /** Only by the borrower's own choice (decision 058): a paid cooling-off exit, or a cancel. */
  byBorrower?: 'exit' | 'cancel';
}

/**
 * `move`: the sandbox (and lender reports); `extension`: a paid extension fee; `exit`: a paid
 * cooling-off exit; `cancel`: the borrower cancels before disbursal.
 */
export type MoveCause = 'move' | 'extension' | 'exit' | 'cancel';

export const transitions: readonly Transition[] = [
  { from: s.underReview, to: s.approved },
  { from: s.underReview, to: s.rejected },
  { from: s.approved, to: s.disbursed, termUnit: 'day' },
  { from: s.approved, to: s.instalmentsInProgress, termUnit: 'month' },
  { from: s.disbursed, to: s.due },
  { from: s.due, to: s.overdue },
  { from: s.disbursed, to: s.settled },
  { from: s.due, to: s.settled },
  { from: s.overdue, to: s.settled },
  { from: s.instalmentsInProgress, to: s.instalmentOverdue },
  { from: s.instalmentOverdue, to: s.instalmentsInProgress },
  { from: s.instalmentsInProgress, to: s.instalmentSettled },
  { from: s.instalmentOverdue, to: s.instalmentSettled },
  { from: s.due, to: s.disbursed, byExtension: true },
  { from: s.overdue, to: s.disbursed, byExtension: true },
  { from: s.disbursed, to: s.closedCoolingOff, byBorrower: 'exit' },
  { from: s.instalmentsInProgress, to: s.closedCoolingOff, byBorrower: 'exit' },
  { from: s.underReview, to: s.cancelledByYou, byBorrower: 'cancel' },
];

/** Statuses an order of this term unit may move to from `from`, in table order. */
export function allowedTargets(
  from: number,
  termUnit: TermUnit,
  cause: MoveCause = 'move',
): OrderStatus[] {
  return transitions
    .filter(
      (t) =>
        t.from === from &&
        (t.termUnit === undefined || t.termUnit === termUnit) &&
        (t.byExtension === undefined || cause === 'extension') &&
        (t.byBorrower === undefined || t.byBorrower === cause),
    )
    .map((t) => t.to);
}

export const canMove = (
  from: number,
  to: number,
  termUnit: TermUnit,
  cause: MoveCause = 'move',
): boolean => allowedTargets(from, termUnit, cause).some((t) => t === to);
