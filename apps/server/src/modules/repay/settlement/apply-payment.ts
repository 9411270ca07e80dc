/**
 * What money received for an order does to it — the one rule every channel uses
 * (webhook, card, gateway; apply-to-order.ts writes the result):
 *
 * - A `repay` amount pays whole unpaid periods in plan order (overdue first, as it is the
 *   earliest); a remainder that does not cover the next period is left unapplied (the
 *   payment's record keeps it for a refund).
 * - All paid: the order settles through statusChange (→ 200, or 4 for an instalment
 *   loan), along order-transitions.ts.
 * - An instalment loan in 5 whose overdue periods are now paid goes back to 3 the same
 *   way (statusChange 5 → 3, which re-dates a next period already in the past).
 * - Otherwise the status stays and only the plan, `due_at` and `paid_amount` move.
 * - An `extension` amount applies extension.ts instead.
 * - India's cooling-off exit (decision 058): a `repay` amount equal to the exit quote while the
 *   period runs closes the order (→ 201 "Closed — cooling-off"), every period closed, the
 *   order's paid amount the quote.
 * - The payoff quote (decision 061): a `repay` amount equal to the quote of the day the money
 *   was paid settles the order as the last period would (→ 200, or 4), every open period paid
 *   with its share of the quote (payoff.ts `payoffTotals`), so the plan adds up to the money.
 */
import { orderStatus as s } from '@tenor/contract/orders';
import type { PaymentPurpose } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { isRepayable } from '../../../domain/orders/order-flags.ts';
import { canMove } from '../../../domain/orders/order-transitions.ts';
import {
  nextDueAt,
  paidAmountOf,
  statusChange,
  type OrderState,
  type PeriodState,
  type StatusChange,
} from '../../../domain/orders/status-change.ts';
import { extensionChange } from '../extension/extension.ts';

export interface Payment {
  amount: number;
  purpose: PaymentPurpose;
}

export interface PaymentEffect {
  /** null when the order takes nothing (settled, not disbursed, not extendable). */
  change: StatusChange | null;
  /** How much of the amount went to the order. */
  applied: number;
}

const settledStatus = (order: OrderState) =>
  order.termUnit === 'month' ? s.instalmentSettled : s.settled;

function viaStatusChange(
  order: OrderState,
  periods: PeriodState[],
  to: typeof s.settled | typeof s.instalmentSettled | typeof s.instalmentsInProgress,
  now: Date,
): StatusChange | null {
  if (!canMove(order.status, to, order.termUnit)) return null;
  const result = statusChange(order, periods, to, now);
  return result.ok ? result.change : null;
}

function repayChange(
  order: OrderState,
  periods: readonly PeriodState[],
  amount: number,
  now: Date,
): PaymentEffect {
  if (!isRepayable(order.status)) return { change: null, applied: 0 };
  let left = amount;
  let stopped = false;
  const next = [...periods]
    .sort((a, b) => a.periodNo - b.periodNo)
    .map((p): PeriodState => {
      if (p.status === 'paid' || stopped) return p;
      if (p.total > left) {
        stopped = true;
        return p;
      }
      left -= p.total;
      return { ...p, status: 'paid', paidAt: toIso(now) };
    });
  const applied = amount - left;
  if (applied === 0) return { change: null, applied: 0 };

  if (next.every((p) => p.status === 'paid')) {
    return { change: viaStatusChange(order, next, settledStatus(order), now), applied };
  }
  if (order.status === s.instalmentOverdue && !next.some((p) => p.status === 'special')) {
    return { change: viaStatusChange(order, next, s.instalmentsInProgress, now), applied };
  }
  return {
    change: {
      order: {
        status: order.status as StatusChange['order']['status'],
        dueAt: nextDueAt(next),
        disbursedAt: order.disbursedAt,
        settledAt: order.settledAt,
        paidAmount: paidAmountOf(next),
      },
      periods: next,
    },
    applied,
  };
}

function exitChange(
  order: OrderState,
  periods: readonly PeriodState[],
  amount: number,
  now: Date,
): PaymentEffect {
  if (!canMove(order.status, s.closedCoolingOff, order.termUnit, 'exit'))
    return { change: null, applied: 0 };
  const result = statusChange(order, [...periods], s.closedCoolingOff, now);
  if (!result.ok) return { change: null, applied: 0 };
  const { change } = result;
  return { change: { ...change, order: { ...change.order, paidAmount: amount } }, applied: amount };
}

/** The payoff quote the payment matched: its interest and the plan rows it is spread over. */
export interface PayoffPaid {
  total: number;
  /** Each open period's total as the payoff pays it. */
  totals: ReadonlyMap<number, number>;
}

function payoffChange(
  order: OrderState,
  periods: readonly PeriodState[],
  payoff: PayoffPaid,
  now: Date,
): PaymentEffect {
  if (!isRepayable(order.status)) return { change: null, applied: 0 };
  // Each open period is paid with its share of the quote; the late charge stays its own.
  const next = periods.map((p): PeriodState => {
    const total = payoff.totals.get(p.periodNo);
    if (p.status === 'paid' || total === undefined) return p;
    return { ...p, total, lateFee: p.lateFee ?? 0, status: 'paid', paidAt: toIso(now) };
  });
  const change = viaStatusChange(order, next, settledStatus(order), now);
  return { change, applied: change === null ? 0 : payoff.total };
}

export function paymentEffect(
  order: OrderState,
  periods: readonly PeriodState[],
  payment: Payment,
  extensionDays: number,
  now: Date,
  /** The cooling-off exit quote when the payment was made inside the period, else null. */
  exitAmount: number | null = null,
  /** The payoff quote of the day the payment was made, else null (decision 061). */
  payoff: PayoffPaid | null = null,
): PaymentEffect {
  if (payment.purpose === 'repay' && exitAmount !== null && payment.amount === exitAmount)
    return exitChange(order, periods, payment.amount, now);
  if (payment.purpose === 'repay' && payoff !== null && payment.amount === payoff.total)
    return payoffChange(order, periods, payoff, now);
  if (payment.purpose === 'repay') return repayChange(order, periods, payment.amount, now);
  const change = extensionChange(order, periods, extensionDays, now);
  return { change, applied: change === null ? 0 : payment.amount };
}
