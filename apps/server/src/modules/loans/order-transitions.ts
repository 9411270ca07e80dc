/**
 * Which status an order may move to (DESIGN §6), as data. The sandbox moves orders only
 * along these; a real lender integration would report the same transitions.
 */
import { orderStatus as s, type OrderStatus } from '@tenor/contract/orders';
import type { TermUnit } from '../../db/schema.ts';

export interface Transition {
  from: OrderStatus;
  to: OrderStatus;
  /** Only for products of this term unit (disbursal: day loans → 170, instalment loans → 3). */
  termUnit?: TermUnit;
}

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
];

/** Statuses an order of this term unit may move to from `from`, in table order. */
export function allowedTargets(from: number, termUnit: TermUnit): OrderStatus[] {
  return transitions
    .filter((t) => t.from === from && (t.termUnit === undefined || t.termUnit === termUnit))
    .map((t) => t.to);
}

export const canMove = (from: number, to: number, termUnit: TermUnit): boolean =>
  allowedTargets(from, termUnit).some((t) => t === to);
