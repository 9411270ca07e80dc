/**
 * A demo borrower's orders: one per status of docs/order-statuses.md with an amount the product offers,
 * its repayment plan (loan-terms.ts), and dates that make each status plausible (an
 * overdue loan has a past due date and an overdue period…). Pure, so the plan is
 * unit-tested without a database.
 */
import { orderStatus, orderStatuses, type OrderStatus } from '@tenor/contract/orders';
import type { PeriodStatus, Product, TermUnit } from '../db/schema.ts';
import { addDays } from '../db/time.ts';
import { accrueLateFees } from '../domain/orders/late-fees.ts';
import {
  amountChoices,
  instalmentCount,
  quoteLoan,
  termDays,
  type LoanQuote,
} from '../domain/products/loan-terms.ts';
import { lateFeeTerms, termsOf } from '../domain/products/product-terms.ts';

export interface PlannedPeriod {
  periodNo: number;
  dueAt: Date;
  principal: number;
  interest: number;
  fee: number;
  /** Charged when the period fell overdue; part of `total`. */
  lateFee: number;
  total: number;
  status: PeriodStatus;
  paidAt: Date | null;
}

export interface PlannedOrder {
  status: OrderStatus;
  productId: number;
  amount: number;
  feeAmount: number;
  interestAmount: number;
  paidAmount: number;
  periods: number;
  termUnit: TermUnit;
  createdAt: Date;
  disbursedAt: Date | null;
  dueAt: Date | null;
  settledAt: Date | null;
  plan: PlannedPeriod[];
}

type PlanProduct = Pick<
  Product,
  | 'id'
  | 'region'
  | 'amount_min'
  | 'amount_max'
  | 'amount_step'
  | 'term_unit'
  | 'period_choices'
  | 'daily_rate_bps'
  | 'fee_bps'
  | 'late_fee_bps'
>;

/** Where an order stands in time, in days relative to now. */
interface Timeline {
  createdDaysAgo: number;
  disbursedDaysAgo: number | null;
  settledDaysAgo: number | null;
  /** Periods already repaid (all of them once settled). */
  paidPeriods: number;
  /** The first unpaid period is overdue (plan status `special`). */
  overdue: boolean;
}

const pending = (createdDaysAgo: number): Timeline => ({
  createdDaysAgo,
  disbursedDaysAgo: null,
  settledDaysAgo: null,
  paidPeriods: 0,
  overdue: false,
});

const disbursed = (
  daysAgo: number,
  paidPeriods = 0,
  overdue = false,
  settledDaysAgo: number | null = null,
): Timeline => ({
  createdDaysAgo: daysAgo,
  disbursedDaysAgo: daysAgo,
  settledDaysAgo,
  paidPeriods,
  overdue,
});

/**
 * Due dates follow from the disbursal (loan-terms.ts), so the disbursal is placed where
 * the status needs the next due date: 174 due in 6 hours, 180 five days overdue, …
 */
function timeline(status: OrderStatus, termDays: number, periods: number): Timeline {
  const periodDays = Math.max(1, Math.round(termDays / periods));
  switch (status) {
    case orderStatus.underReview:
      return pending(0.04);
    case orderStatus.approved:
      return pending(0.2);
    case orderStatus.rejected:
      return pending(3);
    // Twelve hours ago: in India inside the lender's cooling-off period, so loan details offers
    // the exit (decision 058); whole days of it are left for a demo session.
    case orderStatus.disbursed:
      return disbursed(0.5);
    case orderStatus.due:
      return disbursed(termDays - 0.25);
    case orderStatus.overdue:
      return disbursed(termDays + 5, 0, true);
    case orderStatus.settled:
      return disbursed(termDays + 40, periods, false, 42);
    case orderStatus.instalmentsInProgress:
      return disbursed(periodDays + 10, 1);
    case orderStatus.instalmentSettled:
      return disbursed(termDays + 20, periods, false, 20);
    case orderStatus.instalmentOverdue:
      return disbursed(2 * periodDays + 6, 1, true);
    // Exited the day after disbursal (decision 058): nothing owed, every period closed.
    case orderStatus.closedCoolingOff:
      return disbursed(2, periods, false, 1);
    case orderStatus.cancelledByYou:
      return pending(1);
  }
}

const isInstalmentStatus = (s: OrderStatus) =>
  s === orderStatus.instalmentsInProgress ||
  s === orderStatus.instalmentSettled ||
  s === orderStatus.instalmentOverdue;

/** One of the product's amount choices, `fraction` of the way up the list. */
function pickAmount(p: PlanProduct, fraction: number): number {
  const choices = amountChoices(termsOf(p));
  return choices[Math.min(choices.length - 1, Math.round((choices.length - 1) * fraction))]!;
}

/**
 * Marks the plan's periods paid or overdue as the timeline says; a paid period was paid a
 * day early. Late charges come after (`withLateFees`).
 */
function planState(quote: LoanQuote, t: Timeline, settledAt: Date | null): PlannedPeriod[] {
  return quote.plan.map((p, i) => {
    const paid = i < t.paidPeriods;
    const overdue = t.overdue && i === t.paidPeriods;
    return {
      ...p,
      lateFee: 0,
      total: p.total,
      status: paid ? 'paid' : overdue ? 'special' : 'pending',
      paidAt: paid
        ? settledAt && i === quote.plan.length - 1
          ? settledAt
          : addDays(p.dueAt, -1)
        : null,
    };
  });
}

/** A repeat client, as orders/plan-as-of.ts reads it: another order settled before this one was made. */
const isRepeatClient = (o: PlannedOrder, all: readonly PlannedOrder[]): boolean =>
  all.some((e) => e !== o && e.settledAt !== null && e.settledAt < o.createdAt);

/** The overdue period charged as the engine charges it today (orders/late-fees.ts). */
function withLateFees(
  o: PlannedOrder,
  all: readonly PlannedOrder[],
  products: readonly PlanProduct[],
  now: Date,
): PlannedOrder {
  const product = products.find((p) => p.id === o.productId);
  if (product === undefined || !o.plan.some((p) => p.status === 'special')) return o;
  const order = { amount: o.amount, fee_amount: o.feeAmount, interest_amount: o.interestAmount };
  const terms = lateFeeTerms(product, order, isRepeatClient(o, all));
  return { ...o, plan: accrueLateFees(o.plan, terms, now) };
}

/** Plans one order per status on the region's active products; instalment statuses use monthly products. */
export function planDemoOrders(products: readonly PlanProduct[], now: Date): PlannedOrder[] {
  const daily = products.filter((p) => p.term_unit === 'day');
  const monthly = products.filter((p) => p.term_unit === 'month');
  if (products.length === 0) throw new Error('No active products to plan demo orders on');
  const planned = orderStatuses.map((status, i): PlannedOrder => {
    const pool = isInstalmentStatus(status) ? monthly : daily;
    const candidates = pool.length > 0 ? pool : products;
    const product = candidates[i % candidates.length]!;
    const terms = termsOf(product);
    const periods = terms.periodChoices[0] ?? 1;
    const termUnit = product.term_unit;
    const days = termDays(termUnit, periods);
    const t = timeline(status, days, instalmentCount(termUnit, periods));
    const at = (daysAgo: number | null) => (daysAgo === null ? null : addDays(now, -daysAgo));
    const createdAt = addDays(now, -t.createdDaysAgo);
    const disbursedAt = at(t.disbursedDaysAgo);
    const settledAt = at(t.settledDaysAgo);
    const quote = quoteLoan(
      terms,
      pickAmount(product, ((i * 37) % 100) / 100),
      periods,
      disbursedAt ?? createdAt,
    );
    const plan = planState(quote, t, settledAt);
    const open = plan.find((p) => p.status !== 'paid');
    const paidPlan = plan.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.total, 0);
    return {
      status,
      productId: product.id,
      amount: quote.amount,
      feeAmount: quote.fee,
      interestAmount: quote.interest,
      // An exit pays the amount (its fee kept, as the demo lenders' KFS says) and one day's interest.
      paidAmount:
        status === orderStatus.closedCoolingOff
          ? quote.amount + Math.round((quote.amount * product.daily_rate_bps) / 10_000)
          : paidPlan,
      periods,
      termUnit,
      createdAt,
      disbursedAt,
      dueAt: disbursedAt === null ? null : (open ?? plan[plan.length - 1]!).dueAt,
      settledAt,
      plan,
    };
  });
  return planned.map((o) => withLateFees(o, planned, products, now));
}
