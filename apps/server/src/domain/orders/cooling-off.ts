/**
 * The cooling-off exit (decision 058; RBI Digital Lending Directions 2025 para 10, decision 054
 * India 8): while the lender's look-up period runs, the borrower may close the loan by paying
 * the principal and the proportionate cost, without any penalty. Pure: the clock is an argument.
 *
 * - The period runs from the disbursal instant for the lender's `cooling_off_days` × 24 hours:
 *   offered up to its last second, refused from `until` on.
 * - Principal: what the borrower received (the loan amount less the processing fee deducted
 *   at disbursal).
 * - Interest: the loan's daily rate on the loan amount (as the KFS states it) for the market
 *   calendar days held, at least one, never more than the whole term's interest.
 * - The processing fee is added back only when the lender's KFS says it is kept
 *   (`feeKept`); nothing else — no penalty, no other charge.
 * - Offered only on a disbursed loan nothing has been paid on yet.
 */
import { orderStatus as s } from '@tenor/contract/orders';
import { payableUnit } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import type { ExitOffer } from '@tenor/contract/loan-exit';
import type { Lender, Order, Product } from '../../db/schema.ts';
import { marketDayNumber } from './market-day.ts';

const DAY_MS = 86_400_000;

export interface ExitTerms {
  region: Region;
  status: number;
  /** The loan amount (principal of the agreement), minor units. */
  amount: number;
  /** The processing fee deducted at disbursal. */
  feeAmount: number;
  /** The whole term's interest. */
  interestAmount: number;
  paidAmount: number;
  /** ISO-8601, null before disbursal. */
  disbursedAt: string | null;
  /** The product's daily interest in basis points of the loan amount. */
  dailyRateBps: number;
  /** The lender's look-up period in days (0: none). */
  coolingOffDays: number;
  /** The lender's KFS says the one-time processing fee is kept on an exit. */
  feeKept: boolean;
}

/** Statuses of a disbursed loan still running: the exit closes one of these. */
const exitable = new Set<number>([s.disbursed, s.instalmentsInProgress]);

/** The instant the look-up period ends, or null when there is none. */
export function coolingOffUntil(
  terms: Pick<ExitTerms, 'disbursedAt' | 'coolingOffDays'>,
): Date | null {
  if (terms.disbursedAt === null || terms.coolingOffDays <= 0) return null;
  return new Date(Date.parse(terms.disbursedAt) + terms.coolingOffDays * DAY_MS);
}

/** Rounds to what the market pays (whole rupiah hundreds in Indonesia, paise in India). */
const toUnit = (region: Region, minor: number): number =>
  Math.round(minor / payableUnit[region]) * payableUnit[region];

/** The exit quote at `now`, or null when no exit is offered (not disbursed, paid on, period over). */
export function exitQuote(terms: ExitTerms, now: Date): ExitOffer | null {
  const until = coolingOffUntil(terms);
  if (until === null || terms.disbursedAt === null) return null;
  if (!exitable.has(terms.status) || terms.paidAmount > 0) return null;
  if (now.getTime() >= until.getTime()) return null;
  const daysHeld = Math.max(
    1,
    marketDayNumber(terms.region, now) - marketDayNumber(terms.region, new Date(terms.disbursedAt)),
  );
  const interest = Math.min(
    terms.interestAmount,
    toUnit(terms.region, (terms.amount * terms.dailyRateBps * daysHeld) / 10_000),
  );
  const principal = terms.amount - terms.feeAmount;
  const feeKept = terms.feeKept ? terms.feeAmount : 0;
  return {
    until: until.toISOString(),
    daysHeld,
    principal,
    interest,
    feeKept,
    total: principal + interest + feeKept,
  };
}

/** What the exit reads of a lender. */
export type ExitLender = Pick<Lender, 'cooling_off_days' | 'cooling_off_keeps_fee'>;

/** The exit terms of an order, its product and its lender (none: no period). */
export function exitTermsOf(
  order: Pick<
    Order,
    'status' | 'amount' | 'fee_amount' | 'interest_amount' | 'paid_amount' | 'disbursed_at'
  >,
  product: Pick<Product, 'region' | 'daily_rate_bps'>,
  lender: ExitLender | undefined,
): ExitTerms {
  return {
    region: product.region,
    status: order.status,
    amount: order.amount,
    feeAmount: order.fee_amount,
    interestAmount: order.interest_amount,
    paidAmount: order.paid_amount,
    disbursedAt: order.disbursed_at,
    dailyRateBps: product.daily_rate_bps,
    // Indonesia has no look-up period in the texts read (decision 054 table row 15).
    coolingOffDays: product.region === 'IN' ? (lender?.cooling_off_days ?? 0) : 0,
    feeKept: lender?.cooling_off_keeps_fee === 1,
  };
}
