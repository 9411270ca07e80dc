/**
 * What moving an order to a new status does to its dates and repayment plan, so the
 * details, repayment and extension screens stay plausible after a sandbox move:
 *
 * - 110 (approved), 151 (rejected): only the status.
 * - 170 / 3 (disbursed): `disbursed_at` = now; the plan is re-dated from now.
 * - 174 (due): the open period falls due in 6 hours.
 * - 180 (overdue): the open period fell due 5 days ago and is marked overdue (`special`).
 * - 5 (instalment overdue): the first open instalment fell due 6 days ago (`special`); the
 *   later ones follow every 30 days.
 * - On 180 and 5 the period falling overdue is charged its market's late charge as of now
 *   (late-fees.ts: `lateFee`, added to its `total`, so every repayment path collects it);
 *   periods already overdue are brought up to now first, so one paid by the move (5 → 3,
 *   settling) is paid with its charge. A period charged before (overdue, extended, overdue
 *   again) is never charged less than before, nor a flat charge twice.
 * - 5 → 3: the overdue instalments are paid; refused when that would pay the last one
 *   (that is a move to 4).
 * - 200 / 4 (settled): every open period is paid now; `settled_at` = now.
 *
 * `due_at` on the order is always the due date of the first unpaid period (or the last
 * period once everything is paid); `paid_amount` the sum of the paid periods.
 * Callers check the move against order-transitions.ts first.
 */
import { orderStatus as s, type OrderStatus } from '@tenor/contract/orders';
import type { Order, PeriodStatus, PlanPeriod, TermUnit } from '../../db/schema.ts';
import { addDays, toIso } from '../../db/time.ts';
import { noLateFee, type LateFeeTerms } from '../products/late-fee-rules.ts';
import { dueDates, periodDays } from '../products/loan-terms.ts';
import { accrueLateFees } from './late-fees.ts';

const HOUR_MS = 3_600_000;
export const DUE_IN_HOURS = 6;
export const OVERDUE_DAYS = 5;
export const INSTALMENT_OVERDUE_DAYS = 6;

export interface OrderState {
  status: number;
  termUnit: TermUnit;
  periods: number;
  dueAt: string | null;
  disbursedAt: string | null;
  settledAt: string | null;
}

export interface PeriodState {
  periodNo: number;
  dueAt: string;
  /** Includes `lateFee`. */
  total: number;
  status: PeriodStatus;
  paidAt: string | null;
  /** The late fee charged on the period so far; absent is none. */
  lateFee?: number;
}

/** The order row as this module reads it. */
export const orderStateOf = (
  order: Pick<Order, 'status' | 'term_unit' | 'periods' | 'due_at' | 'disbursed_at' | 'settled_at'>,
): OrderState => ({
  status: order.status,
  termUnit: order.term_unit,
  periods: order.periods,
  dueAt: order.due_at,
  disbursedAt: order.disbursed_at,
  settledAt: order.settled_at,
});

/** The plan rows as this module reads them. */
export const periodStatesOf = (
  plan: readonly Pick<
    PlanPeriod,
    'period_no' | 'due_at' | 'total' | 'status' | 'paid_at' | 'late_fee'
  >[],
): PeriodState[] =>
  plan.map((p) => ({
    periodNo: p.period_no,
    dueAt: p.due_at,
    total: p.total,
    status: p.status,
    paidAt: p.paid_at,
    ...(p.late_fee === undefined ? {} : { lateFee: p.late_fee }),
  }));

export interface StatusChange {
  order: {
    status: OrderStatus;
    dueAt: string | null;
    disbursedAt: string | null;
    settledAt: string | null;
    paidAmount: number;
  };
  /** Every period of the plan in its new state, by period number. */
  periods: PeriodState[];
}

export type StatusChangeResult =
  { ok: true; change: StatusChange } | { ok: false; reason: 'lastInstalment' };

const isOpen = (p: PeriodState) => p.status !== 'paid';

/** The order's due date: the first unpaid period's, else the last period's. */
export function nextDueAt(periods: readonly PeriodState[]): string | null {
  const open = periods.find(isOpen);
  return open?.dueAt ?? periods[periods.length - 1]?.dueAt ?? null;
}

export const paidAmountOf = (periods: readonly PeriodState[]): number =>
  periods.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.total, 0);

const pay = (p: PeriodState, now: Date): PeriodState =>
  isOpen(p) ? { ...p, status: 'paid', paidAt: toIso(now) } : p;

/** Re-dates the open periods so the first falls on `firstDue`, the rest `every` days apart. */
function redateOpen(periods: PeriodState[], firstDue: Date, every: number): PeriodState[] {
  let k = 0;
  return periods.map((p) => {
    if (!isOpen(p)) return p;
    const dueAt = toIso(addDays(firstDue, every * k));
    k += 1;
    return { ...p, dueAt };
  });
}

function nextPeriods(
  order: OrderState,
  periods: PeriodState[],
  to: OrderStatus,
  now: Date,
  lateFees: LateFeeTerms,
): PeriodState[] | null {
  const every = periodDays(order.termUnit, order.periods);
  switch (to) {
    case s.disbursed:
    case s.instalmentsInProgress: {
      if (order.status === s.instalmentOverdue) {
        const paid = periods.map((p) => (p.status === 'special' ? pay(p, now) : p));
        const open = paid.filter(isOpen);
        if (open.length === 0) return null;
        const first = new Date(open[0]!.dueAt);
        return first < now ? redateOpen(paid, addDays(now, every), every) : paid;
      }
      const dates = dueDates(order.termUnit, order.periods, now);
      return periods.map((p, i) => ({ ...p, dueAt: toIso(dates[i] ?? dates[dates.length - 1]!) }));
    }
    case s.due:
      return redateOpen(periods, new Date(now.getTime() + DUE_IN_HOURS * HOUR_MS), every);
    case s.overdue:
    case s.instalmentOverdue: {
      const days = to === s.overdue ? OVERDUE_DAYS : INSTALMENT_OVERDUE_DAYS;
      const redated = redateOpen(periods, addDays(now, -days), every);
      const firstOpen = redated.findIndex(isOpen);
      const marked = redated.map((p, i) =>
        i === firstOpen ? { ...p, status: 'special' as const } : p,
      );
      return accrueLateFees(marked, lateFees, now);
    }
    case s.settled:
    case s.instalmentSettled:
    case s.closedCoolingOff:
      return periods.map((p) => pay(p, now));
    default:
      return periods;
  }
}

/**
 * `lateFees`: how overdue periods are charged (late-fees.ts); when left out, nothing more
 * is charged (a repayment's caller has already read the plan as of now).
 */
export function statusChange(
  order: OrderState,
  periods: readonly PeriodState[],
  to: OrderStatus,
  now: Date,
  lateFees: LateFeeTerms = noLateFee,
): StatusChangeResult {
  const sorted = accrueLateFees(periods, lateFees, now);
  const next = nextPeriods(order, sorted, to, now, lateFees);
  if (next === null) return { ok: false, reason: 'lastInstalment' };
  const disburses =
    (to === s.disbursed || to === s.instalmentsInProgress) && order.status === s.approved;
  const settles = to === s.settled || to === s.instalmentSettled || to === s.closedCoolingOff;
  const moneyOut = disburses || order.disbursedAt !== null;
  return {
    ok: true,
    change: {
      order: {
        status: to,
        dueAt: moneyOut ? nextDueAt(next) : order.dueAt,
        disbursedAt: disburses ? toIso(now) : order.disbursedAt,
        settledAt: settles ? toIso(now) : order.settledAt,
        paidAmount: paidAmountOf(next),
      },
      periods: next,
    },
  };
}
