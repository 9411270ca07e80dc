/**
 * OJK's cap on a consumptive loan's economic benefit per calendar day (interest, fees and other
 * costs except late fees, stamp duty and tax, over the funding value in the agreement), by the
 * date it came into force (decision 066, after decision 054 Indonesia 1 and table row 11).
 * Pure: the start check (lender-check.ts) refuses an Indonesian product above the cap in force
 * today, and the offer cards show the same figure.
 */
import type { Product } from '../../db/schema.ts';
import { quoteLoan } from './loan-terms.ts';
import { parsePeriods, termsOf } from './product-terms.ts';

/** OJK's tenor band: up to 6 months (180 days) or over. */
export const SIX_MONTHS_DAYS = 180;

interface CapStep {
  /** The first day in force, Jakarta's calendar date. */
  from: string;
  upToSixMonthsBps: number;
  overSixMonthsBps: number;
  source: string;
}

/**
 * Newest first. 2024: 0.3 % a day for every consumptive loan (SEOJK 19/SEOJK.05/2023); from
 * 1 Jan 2025 the band splits, 0.3 % up to 6 months and 0.2 % over, which SEOJK 19/SEOJK.06/2025
 * (in force 31 Jul 2025, Romawi XIV.3) keeps with no later step: the 0.1 % "from 2026" was
 * SEOJK 19/2023's schedule, revoked with it (decision 054 table row 11).
 */
export const OJK_CONSUMPTIVE_CAPS: readonly CapStep[] = [
  {
    from: '2025-01-01',
    upToSixMonthsBps: 30,
    overSixMonthsBps: 20,
    source: 'SEOJK 19/SEOJK.06/2025 Romawi XIV.3',
  },
  {
    from: '2024-01-01',
    upToSixMonthsBps: 30,
    overSixMonthsBps: 30,
    source: 'SEOJK 19/SEOJK.05/2023',
  },
];

/** Jakarta's calendar date of a moment (UTC+7, no daylight saving). */
const jakartaDay = (now: Date) =>
  new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The cap step in force on `now`'s Jakarta date (the oldest before any). */
export function capInForce(now: Date): CapStep {
  const day = jakartaDay(now);
  return OJK_CONSUMPTIVE_CAPS.find((s) => s.from <= day) ?? OJK_CONSUMPTIVE_CAPS.at(-1)!;
}

/** The cap for a loan of `termDays` on `now`, basis points of the agreement's amount a day. */
export function ojkCostCapBps(termDays: number, now: Date): number {
  const step = capInForce(now);
  return termDays <= SIX_MONTHS_DAYS ? step.upToSixMonthsBps : step.overSixMonthsBps;
}

type CappedProduct = Parameters<typeof termsOf>[0] & Pick<Product, 'code' | 'late_fee_bps'>;

const pct = (bps: number) => `${(bps / 100).toFixed(2)} %`;

/**
 * Every Indonesian product whose fee and interest per day, at its smallest or largest amount
 * for any term it offers, or whose daily late fee, is above the cap in force on `now`: one
 * problem per product and column, naming the term and the cap's source.
 */
export function costCapProblems(products: readonly CappedProduct[], now: Date): string[] {
  const problems: string[] = [];
  const step = capInForce(now);
  for (const product of products) {
    if (product.region !== 'ID') continue;
    const terms = termsOf(product);
    let worst: { bps: number; cap: number; days: number } | undefined;
    let lowestCap = Infinity;
    for (const periods of parsePeriods(product.period_choices)) {
      for (const amount of [product.amount_min, product.amount_max]) {
        const q = quoteLoan(terms, amount, periods, now);
        const cap = ojkCostCapBps(q.termDays, now);
        lowestCap = Math.min(lowestCap, cap);
        // Exact: (fee + interest) / (amount × days) > cap / 10,000.
        const over = (q.fee + q.interest) * 10_000 > cap * q.amount * q.termDays;
        const bps = ((q.fee + q.interest) * 10_000) / (q.amount * q.termDays);
        if (over && (worst === undefined || bps - cap > worst.bps - worst.cap)) {
          worst = { bps, cap, days: q.termDays };
        }
      }
    }
    if (worst !== undefined) {
      problems.push(
        `product ${product.code}: daily_rate_bps: with fee_bps, ${pct(worst.bps)} a day for a ${worst.days}-day loan is above OJK's ${pct(worst.cap)} cap in force since ${step.from} (${step.source})`,
      );
    }
    if (lowestCap !== Infinity && product.late_fee_bps > lowestCap) {
      problems.push(
        `product ${product.code}: late_fee_bps: ${pct(product.late_fee_bps)} a day is above OJK's late-fee cap of ${pct(lowestCap)} in force since ${step.from} (${step.source})`,
      );
    }
  }
  return problems;
}
