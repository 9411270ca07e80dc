/**
 * The payoff quote (decision 061): what closes a loan that still owes money if paid today.
 * Pure: the clock is an argument.
 *
 * - Principal: the unpaid periods' principal.
 * - Interest: the loan's flat daily rate on the loan amount for the market calendar days from
 *   disbursal to today (at least one), by the same formula the plan's interest was written
 *   with (products/loan-terms.ts `basisPoints`), less the interest the paid periods already
 *   carried; never less than 0, never more than the unpaid periods' interest.
 * - Charges: the unpaid periods' charges and late (penal) charges as the plan has them now
 *   (plan-as-of.ts), in full: a penal charge is not rebated.
 * - Dated: valid until 23:59:59 of the market day it was quoted on (Asia/Kolkata,
 *   Asia/Jakarta); from the next midnight the quote is another one.
 */
import { payableUnit, wireDate } from '@tenor/contract/format';
import type { PayoffQuote } from '@tenor/contract/loan-closure';
import type { Order, PlanPeriod, Product } from '../../db/schema.ts';
import { basisPoints } from '../products/loan-terms.ts';
import { marketDayNumber, nextMarketDay } from './market-day.ts';
import { isRepayable } from './order-flags.ts';

export type PayoffPeriod = Pick<
  PlanPeriod,
  'status' | 'principal' | 'interest' | 'fee' | 'late_fee' | 'total'
>;

export interface PayoffTerms {
  order: Pick<Order, 'status' | 'amount' | 'interest_amount' | 'disbursed_at'>;
  product: Pick<Product, 'region' | 'daily_rate_bps'> & { part_prepayment?: number };
  /** The plan as of now (late charges accrued). */
  plan: readonly PayoffPeriod[];
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) =>
  rows.reduce((n, row) => n + pick(row), 0);

/** The payoff quote at `now`, or null when the loan owes nothing (not disbursed, settled, closed). */
export function payoffQuote({ order, product, plan }: PayoffTerms, now: Date): PayoffQuote | null {
  if (!isRepayable(order.status) || order.disbursed_at === null) return null;
  const open = plan.filter((p) => p.status !== 'paid');
  if (open.length === 0) return null;
  const region = product.region;
  const daysHeld = Math.max(
    1,
    marketDayNumber(region, now) - marketDayNumber(region, new Date(order.disbursed_at)),
  );
  const toDate = Math.min(
    order.interest_amount,
    basisPoints(order.amount * daysHeld, product.daily_rate_bps, payableUnit[region]),
  );
  const paidInterest = sum(
    plan.filter((p) => p.status === 'paid'),
    (p) => p.interest,
  );
  const openInterest = sum(open, (p) => p.interest);
  const interest = Math.min(openInterest, Math.max(0, toDate - paidInterest));
  const principal = sum(open, (p) => p.principal);
  const charges = sum(open, (p) => p.fee + (p.late_fee ?? 0));
  return {
    quotedOn: wireDate(region, now),
    validUntil: new Date(nextMarketDay(region, now).getTime() - 1_000).toISOString(),
    daysHeld,
    principal,
    interest,
    charges,
    total: principal + interest + charges,
    outstanding: sum(open, (p) => p.total),
    partPrepayment: product.part_prepayment === 1,
  };
}

/**
 * How a paid quote's interest is spread over the unpaid periods, in plan order (each period
 * takes up to its own interest): each period's total as the payoff paid it, so the plan's
 * paid periods add up to the money received (the statement credits them, decision 060).
 */
export function payoffTotals(
  plan: readonly (PayoffPeriod & { period_no: number })[],
  interest: number,
): Map<number, number> {
  let left = interest;
  const totals = new Map<number, number>();
  for (const p of [...plan].sort((a, b) => a.period_no - b.period_no)) {
    if (p.status === 'paid') continue;
    const share = Math.min(left, p.interest);
    left -= share;
    totals.set(p.period_no, p.principal + share + p.fee + (p.late_fee ?? 0));
  }
  return totals;
}
