/**
 * Cost of a loan as India's Key Fact Statement asks for it before the contract: the total
 * repayable and the annual percentage rate (APR) — interest and every fee in one yearly
 * rate, so loans with different fees and terms can be compared. Both sides compute it here:
 * the confirm page and the server's Key Fact Statement show the same figure.
 *
 * APR method (docs/decisions/005): the internal rate of return of the borrower's cash
 * flows, per day — the money received (after upfront fees) on day 0 against each plan
 * payment on its day — annualised as daily rate × 365, the "periodic IRR × periods per
 * year" of the RBI KFS illustration. Not compounded: compounding would show a higher
 * figure than the lender's own nominal rate for the same loan.
 */

export interface CashFlow {
  /** Days after the money is received. */
  days: number;
  /** Payment in minor units. */
  amount: number;
}

export interface PlanPayment {
  amount: number;
  /** Due date, `yyyy-MM-dd` on the market's calendar (the plan's `dueOn`). */
  dueOn: string;
}

export type TermUnit = 'day' | 'month';

const DAY_MS = 86_400_000;
/** A month of the loan terms counts 30 days (server loan-terms.ts). */
const MONTH_DAYS = 30;

export function totalRepayable(plan: readonly Pick<PlanPayment, 'amount'>[]): number {
  return plan.reduce((sum, p) => sum + p.amount, 0);
}

/** Calendar-day number of a `yyyy-MM-dd…` text, or undefined. */
function dayNumber(text: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(ms) ? undefined : Math.round(ms / DAY_MS);
}

/**
 * The plan as cash flows counted from `today` (`yyyy-MM-dd`, the day the money arrives).
 * A due date that cannot be read, or is not after today, falls back to the product's
 * schedule: a day loan repays once after `periods` days, a month loan every 30 days.
 */
export function planCashFlows(
  plan: readonly PlanPayment[],
  today: string,
  schedule: { termUnit: TermUnit; periods: number },
): CashFlow[] {
  const start = dayNumber(today);
  return plan.map((p, i) => {
    const due = dayNumber(p.dueOn);
    const fromDate = due === undefined || start === undefined ? undefined : due - start;
    const fallback =
      schedule.termUnit === 'month'
        ? MONTH_DAYS * (i + 1)
        : Math.round((schedule.periods * (i + 1)) / plan.length);
    return {
      days: fromDate !== undefined && fromDate > 0 ? fromDate : fallback,
      amount: p.amount,
    };
  });
}

const presentValue = (flows: readonly CashFlow[], dailyRate: number) =>
  flows.reduce((sum, f) => sum + f.amount / (1 + dailyRate) ** f.days, 0);

/**
 * The daily rate r at which the payments are worth what was received:
 * Σ amount / (1 + r)^days = received. Bisection: the present value falls as r rises.
 */
export function dailyIrr(received: number, flows: readonly CashFlow[]): number | undefined {
  if (!(received > 0) || flows.length === 0 || flows.some((f) => !(f.days > 0))) return undefined;
  if (!(totalRepayable(flows) > 0)) return undefined;
  let low = -0.5;
  let high = 0.01;
  while (presentValue(flows, high) > received) {
    high *= 2;
    if (high > 100) return undefined;
  }
  if (presentValue(flows, low) < received) return undefined;
  for (let i = 0; i < 200 && high - low > 1e-15; i++) {
    const mid = (low + high) / 2;
    if (presentValue(flows, mid) > received) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** APR as a fraction (0.3008 for 30.08 %), or undefined when the flows make no loan. */
export function annualPercentageRate(
  received: number,
  flows: readonly CashFlow[],
): number | undefined {
  const daily = dailyIrr(received, flows);
  return daily === undefined ? undefined : daily * 365;
}

/** APR in basis points for display (`formatPercent`), or undefined when there is none. */
export const aprBasisPoints = (apr: number | undefined): number | undefined =>
  apr === undefined ? undefined : Math.round(apr * 10_000);
