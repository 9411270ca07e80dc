/**
 * Loan arithmetic: amount and period choices, fee, interest and the repayment plan.
 * Everything is integer minor units (paise, sen); no float ever holds money.
 *
 * - Fee: `amount × fee_bps / 10 000`, taken upfront (the borrower receives amount − fee).
 * - Interest is flat on the principal: `amount × daily_rate_bps × days / 10 000`, where a
 *   month product's term counts 30 days per month (so its monthly rate is 30 × the daily
 *   rate). Fee and interest are rounded half up, once, on the total, to the market's
 *   smallest payable amount (a paisa; a whole rupiah, as sen are not paid in practice).
 * - Late charges: per market, late-fee-rules.ts; applied to a plan by orders/late-fees.ts.
 * - Plan: a day product repays everything in one period at the end of the term; a month
 *   product in one period per month, due every 30 days from the start. Principal and
 *   interest are split evenly, rounded down per period to that amount; the remainder goes to the LAST
 *   period, so the periods always add up exactly to the principal and the interest.
 */
import type { TermUnit } from '../../db/schema.ts';
import { addDays } from '../../db/time.ts';

export const DAYS_PER_MONTH = 30;
/** More amount choices than this would not fit a picker; the step widens instead. */
export const MAX_AMOUNT_CHOICES = 100;

export interface LoanTerms {
  amountMin: number;
  amountMax: number;
  amountStep: number;
  termUnit: TermUnit;
  periodChoices: readonly number[];
  dailyRateBps: number;
  feeBps: number;
  /** Minor units of the smallest payable amount (contract `payableUnit`): 1 paisa, 100 sen. */
  unit: number;
}

export interface QuotePeriod {
  periodNo: number;
  dueAt: Date;
  principal: number;
  interest: number;
  /** Charges due with the period; 0 for our products (their fee is upfront). */
  fee: number;
  total: number;
}

export interface LoanQuote {
  amount: number;
  /** Term length in `termUnit`s (91 days, 3 months). */
  periods: number;
  termUnit: TermUnit;
  termDays: number;
  fee: number;
  interest: number;
  /** amount − fee: what reaches the borrower's bank account. */
  received: number;
  /** amount + interest: what the borrower repays over the plan. */
  totalRepay: number;
  plan: QuotePeriod[];
}

/** `n × bps / 10 000` rounded half up to a multiple of `unit`, exactly (n is a safe integer). */
export function basisPoints(n: number, bps: number, unit = 1): number {
  return Math.floor((n * bps + 5_000 * unit) / (10_000 * unit)) * unit;
}

/** min, min + step, … and max itself (also when the range is not a multiple of the step). */
export function amountChoices(t: Pick<LoanTerms, 'amountMin' | 'amountMax' | 'amountStep'>) {
  const { amountMin: min, amountMax: max } = t;
  if (max <= min) return [min];
  let step = t.amountStep > 0 ? t.amountStep : max - min;
  const count = Math.floor((max - min) / step) + 1;
  if (count > MAX_AMOUNT_CHOICES) step *= Math.ceil(count / MAX_AMOUNT_CHOICES);
  const choices: number[] = [];
  for (let a = min; a < max; a += step) choices.push(a);
  choices.push(max);
  return choices;
}

export const termDays = (unit: TermUnit, periods: number): number =>
  unit === 'month' ? periods * DAYS_PER_MONTH : periods;

/** How many repayments the plan has: one for a day product, one a month for a month product. */
export const instalmentCount = (unit: TermUnit, periods: number): number =>
  unit === 'month' ? periods : 1;

/** Days between two due dates of the plan. */
export const periodDays = (unit: TermUnit, periods: number): number =>
  unit === 'month' ? DAYS_PER_MONTH : periods;

export const isOfferedAmount = (t: LoanTerms, amount: number): boolean =>
  amountChoices(t).includes(amount);

export const isOfferedPeriod = (t: LoanTerms, periods: number): boolean =>
  t.periodChoices.includes(periods);

/**
 * Splits `total` into `n` parts rounded down to a multiple of `unit`, the remainder added to
 * the last part (so a rupiah schedule is in whole rupiah whenever the total is).
 */
export function splitEvenly(total: number, n: number, unit = 1): number[] {
  const part = Math.floor(total / (n * unit)) * unit;
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? total - part * (n - 1) : part));
}

/** Due dates of a plan starting at `start` (the disbursal, or the application before it). */
export function dueDates(unit: TermUnit, periods: number, start: Date): Date[] {
  const every = periodDays(unit, periods);
  return Array.from({ length: instalmentCount(unit, periods) }, (_, i) =>
    addDays(start, every * (i + 1)),
  );
}

/** The full quote for an offered amount and term (callers check the choice first). */
export function quoteLoan(t: LoanTerms, amount: number, periods: number, start: Date): LoanQuote {
  const days = termDays(t.termUnit, periods);
  const fee = basisPoints(amount, t.feeBps, t.unit);
  const interest = basisPoints(amount * days, t.dailyRateBps, t.unit);
  const count = instalmentCount(t.termUnit, periods);
  const principals = splitEvenly(amount, count, t.unit);
  const interests = splitEvenly(interest, count, t.unit);
  const plan = dueDates(t.termUnit, periods, start).map((dueAt, i) => {
    const principal = principals[i]!;
    const periodInterest = interests[i]!;
    return {
      periodNo: i + 1,
      dueAt,
      principal,
      interest: periodInterest,
      fee: 0,
      total: principal + periodInterest,
    };
  });
  return {
    amount,
    periods,
    termUnit: t.termUnit,
    termDays: days,
    fee,
    interest,
    received: amount - fee,
    totalRepay: amount + interest,
    plan,
  };
}
