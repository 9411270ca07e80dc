/**
 * Extensions: the borrower pays a fee and the due date moves on.
 *
 * - Fee: `extension_fee_bps` of the principal falling due next (the first unpaid period's
 *   principal: the whole loan for a day loan), rounded half up once.
 * - New due date: `extension_days` after the first unpaid period's due date, or after the
 *   payment when that date has already passed, so a paid extension never leaves the loan
 *   overdue.
 * - Status: 174/180 → 170 (the `byExtension` moves of order-transitions.ts); 5 → 3 with the
 *   overdue period pending again; 3 stays 3. Nothing is paid: `paid_amount` is unchanged.
 * - The quoted fee holds until the end of the due day in the market's time zone (of today
 *   once the loan is overdue): `delayExpiryTime` (deadline.ts, also its account's expiry).
 */
import { orderStatus as s, type OrderStatus } from '@tenor/contract/orders';
import type { PeriodStatus } from '../../../db/schema.ts';
import { addDays, toIso } from '../../../db/time.ts';
import { basisPoints } from '../../../domain/products/loan-terms.ts';
import { canMove } from '../../../domain/orders/order-transitions.ts';
import {
  nextDueAt,
  type OrderState,
  type PeriodState,
  type StatusChange,
} from '../../../domain/orders/status-change.ts';

const targets: Partial<Record<number, OrderStatus>> = {
  [s.due]: s.disbursed,
  [s.overdue]: s.disbursed,
  [s.instalmentsInProgress]: s.instalmentsInProgress,
  [s.instalmentOverdue]: s.instalmentsInProgress,
};

/** The status a paid extension leaves the order in; null when an order in `status` cannot be extended. */
export const extensionTarget = (status: number): OrderStatus | null => targets[status] ?? null;

/** Principal of the first unpaid period (plan in period order). */
export function principalDue(plan: readonly { status: PeriodStatus; principal: number }[]): number {
  return plan.find((p) => p.status !== 'paid')?.principal ?? 0;
}

export const extensionFee = (feeBps: number, principal: number, unit = 1): number =>
  basisPoints(principal, feeBps, unit);

/** `days` after the due date, counted from now once the due date has passed. */
export function extendedDueAt(dueAt: string, days: number, now: Date): string {
  const from = Math.max(Date.parse(dueAt), now.getTime());
  return toIso(addDays(new Date(from), days));
}

/**
 * What a paid extension does to the order and its plan; null when the order cannot be
 * extended (not in an extendable status, or nothing unpaid).
 */
export function extensionChange(
  order: OrderState,
  periods: readonly PeriodState[],
  days: number,
  now: Date,
): StatusChange | null {
  const target = extensionTarget(order.status);
  const sorted = [...periods].sort((a, b) => a.periodNo - b.periodNo);
  const first = sorted.findIndex((p) => p.status !== 'paid');
  if (target === null || first === -1) return null;
  if (target !== order.status && !canMove(order.status, target, order.termUnit, 'extension')) {
    return null;
  }
  const next = sorted.map((p, i) =>
    i === first
      ? { ...p, status: 'pending' as const, dueAt: extendedDueAt(p.dueAt, days, now) }
      : p,
  );
  // Another period still overdue keeps an instalment loan overdue.
  const status = next.some((p) => p.status === 'special') ? (order.status as OrderStatus) : target;
  return {
    order: {
      status,
      dueAt: nextDueAt(next),
      disbursedAt: order.disbursedAt,
      settledAt: order.settledAt,
      paidAmount: next.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.total, 0),
    },
    periods: next,
  };
}
