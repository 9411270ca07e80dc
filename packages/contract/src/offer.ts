import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { empty } from './fields.ts';

/**
 * What an offer card discloses of its loan (decision 057; docs/compliance.md IN 1, ID 1, ID 2):
 * the tenor, an example loan at the product's default amount and term with its cost, the APR
 * and the charges, computed by the server from the product exactly as the confirm screen
 * quotes it (money in minor units, rates in basis points).
 */
export const offerTerms = z.lazy(() =>
  z.object({
    termUnit: z.enum(['day', 'month']),
    /** The shortest and the longest term offered, in `termUnit`s. */
    termMin: z.int(),
    termMax: z.int(),
    /** The loan the confirm screen opens at: the product's lowest amount and shortest term. */
    example: z.object({
      amount: z.int(),
      periods: z.int(),
      /** Days from disbursal to the last repayment. */
      termDays: z.int(),
      /** The processing fee, taken from the amount before it is paid out. */
      fee: z.int(),
      interest: z.int(),
      /** amount + interest: everything repaid over the plan. */
      totalRepay: z.int(),
      /** How many repayments: 1 for a one-payment loan, one a month otherwise. */
      instalments: z.int(),
      /** The monthly repayment obligation, or the single repayment of a one-payment loan. */
      instalmentAmount: z.int(),
    }),
    /** The APR of the example loan (`@tenor/contract/loan-cost`); null when it makes no loan. */
    aprBps: z.nullable(z.int()),
    /** The product's daily interest rate. */
    dailyRateBps: z.int(),
    /** The processing fee as a share of the amount. */
    feeBps: z.int(),
    /**
     * Economic benefit per day (OJK's measure): interest and fees of the example loan per day
     * of its amount, rounded half up to a basis point.
     */
    costPerDayBps: z.int(),
    /** Indonesia: OJK's cap on that figure for the example's tenor band; null in India. */
    costCapPerDayBps: z.nullable(z.int()),
    /** What a late repayment costs. */
    lateCharge: z.union([
      /** India: a flat penal charge once per overdue instalment, never interest on it. */
      z.object({ kind: z.literal('flat'), newClient: z.int(), repeatClient: z.int() }),
      /** Indonesia: a daily charge of the overdue instalment, all costs capped at a share of the amount. */
      z.object({ kind: z.literal('daily'), bpsPerDay: z.int(), totalCapBps: z.int() }),
    ]),
    /** The product's Key Fact Statement (India) or RIPLAY (Indonesia) for the example loan; '' when it has none. */
    kfsUrl: z.string(),
  }),
);
export type OfferTerms = z.output<typeof offerTerms>;

/**
 * What the offer list says above and below its cards (decision 057): how the offers are
 * ordered, the lenders that made no offer (Directions 2025 para 6(i)), and in Indonesia the
 * operator's OJK licence and its latest published funding performance.
 */
export const offerDisclosureInfo = z.lazy(() =>
  z.object({
    region: z.enum(['IN', 'ID']),
    orderedBy: z.enum(['apr', 'costPerDay']),
    /** Legal names of the market's lenders with no open offer for this borrower. */
    unmatchedLenders: z.array(z.string()),
    /** The operator's name and, in Indonesia, its OJK licence ('' where there is none). */
    operator: z.object({ name: z.string(), licence: z.string() }),
    /** TKB90 (Indonesia): repaid within 90 days of the due date, basis points, and the day it was measured; null when none is published. */
    performance: z.nullable(z.object({ tkb90Bps: z.int(), asOf: z.string() })),
  }),
);
export type OfferDisclosureInfo = z.output<typeof offerDisclosureInfo>;

/**
 * What the offer list discloses besides its cards. Public: with a session the unmatched
 * lenders are the borrower's; the site home reads the operator's licence and TKB90. An
 * endpoint of the loans area (`endpoints/loans.ts` exports it).
 */
export const offerDisclosure = defineEndpoint({
  method: 'POST',
  path: '/indah/v3/product/offer-disclosure',
  encoding: 'form',
  auth: false,
  optionalAuth: true,
  request: empty,
  response: () => offerDisclosureInfo,
});
