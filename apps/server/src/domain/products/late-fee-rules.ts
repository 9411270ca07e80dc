/**
 * What each market's loan terms promise for a late payment (docs/markets.md "Late charges";
 * the borrower-facing texts are apps/web/src/features/site/legal/texts/terms-*.ts). One rule
 * per market behind one interface; orders/late-fees.ts applies it to a plan.
 *
 * - India (RBI 2024 penal-charges rules): a one-time penal charge on each instalment that
 *   falls overdue, ₹1,000 for a new client and ₹800 for a repeat client. It is a flat
 *   amount, so it never grows with time and no interest is ever charged on it.
 * - Indonesia (OJK): a late charge of the product's daily rate, never above 0.1 % a day,
 *   of the overdue instalment (its principal and interest, never earlier late charges) for
 *   each day late, rounded down to the rupiah. The 100 % total-cost cap is applied by the
 *   caller (orders/late-fees.ts), over the whole loan.
 */
import type { Region } from '@tenor/contract/launch';

/** What a rule knows of one overdue instalment. */
export interface OverduePeriod {
  /** The instalment without late charges: principal + interest + fee, minor units. */
  base: number;
  /** Whole market days since its due date (orders/market-day.ts); 0 on the due date. */
  daysLate: number;
}

/** The borrower, as far as a rule needs to know. */
export interface LateClient {
  /**
   * Had settled another loan of ours before this loan was applied for. Fixed for the loan's
   * life, so the charge a rule answers never changes afterwards.
   */
  repeat: boolean;
}

/** The late charge owed on one instalment so far, in minor units of the smallest payable amount. */
export type LateFeeRule = (period: OverduePeriod, client: LateClient) => number;

/** India's penal charge per overdue instalment, paise. */
export const INDIA_PENAL_CHARGE = { newClient: 1_000_00, repeatClient: 800_00 } as const;

/** Indonesia's ceiling on the daily late charge, basis points of the overdue amount. */
export const INDONESIA_MAX_DAILY_BPS = 10;

export const indiaPenalCharge: LateFeeRule = (_period, client) =>
  client.repeat ? INDIA_PENAL_CHARGE.repeatClient : INDIA_PENAL_CHARGE.newClient;

/**
 * Indonesia's daily charge at `bpsPerDay` (cut to the ceiling): exact integer arithmetic,
 * rounded down to whole rupiah (100 sen) in the borrower's favour. Counted afresh from the
 * base each day, so rounding never accumulates.
 */
export function indonesiaDailyCharge(bpsPerDay: number): LateFeeRule {
  const bps = Math.max(0, Math.min(bpsPerDay, INDONESIA_MAX_DAILY_BPS));
  return ({ base, daysLate }) => {
    const sen = Math.floor((base * bps * daysLate) / 10_000);
    return Math.floor(sen / 100) * 100;
  };
}

export const noLateCharge: LateFeeRule = () => 0;

/**
 * The market's rule for a product. Indonesia takes the product's `late_fee_bps` as its daily
 * rate (within the ceiling); India's charge is the market's flat figure for every product.
 */
export const lateFeeRuleOf = (region: Region, productDailyBps: number): LateFeeRule =>
  region === 'IN' ? indiaPenalCharge : indonesiaDailyCharge(productDailyBps);

/** How a loan's overdue instalments are charged: its market's rule and the cost cap. */
export interface LateFeeTerms {
  region: Region;
  rule: LateFeeRule;
  client: LateClient;
  /** Minor units of the smallest payable amount. */
  unit: number;
  /**
   * The most the loan's fee, interest and late charges together may cost (minor units), or
   * null where the market sets no such cap (product-terms.ts `totalCostCap`).
   */
  costCap: number | null;
  /** The loan's upfront fee and interest, counted against the cap. */
  chargedCost: number;
}

/** Charges nothing more; late charges already on a plan stay. */
export const noLateFee: LateFeeTerms = {
  region: 'IN',
  rule: noLateCharge,
  client: { repeat: false },
  unit: 1,
  costCap: null,
  chargedCost: 0,
};
