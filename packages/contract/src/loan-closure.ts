import * as z from 'zod/mini';

/**
 * The payoff quote of a loan that still owes money (decision 061): what paying today closes it
 * with — the unpaid principal, interest to today at the loan's own daily rate, the charges of
 * its unpaid periods (penal charges when overdue) — dated, and valid until 23:59 market time.
 */
export const payoffQuote = z.lazy(() =>
  z.object({
    /** The market day it was quoted on, `yyyy-MM-dd` (Asia/Kolkata or Asia/Jakarta). */
    quotedOn: z.string(),
    /** ISO-8601 instant of 23:59:59 that day, market time: paid after it, it is refused. */
    validUntil: z.string(),
    /** Market calendar days from disbursal to the quote (at least 1). */
    daysHeld: z.int(),
    /** The unpaid periods' principal, minor units. */
    principal: z.int(),
    /** Interest to the quote's day, less interest already paid, minor units. */
    interest: z.int(),
    /** The unpaid periods' charges, penal charges included, minor units. */
    charges: z.int(),
    /** principal + interest + charges: the amount that closes the loan today. */
    total: z.int(),
    /** What the plan would have the borrower pay for the same periods (total ≤ this). */
    outstanding: z.int(),
    /** The product allows paying part of the principal early (off unless the product says so). */
    partPrepayment: z.boolean(),
  }),
);
export type PayoffQuote = z.output<typeof payoffQuote>;

/**
 * A closed loan's certificate (decision 061: the NOC in India, surat keterangan lunas in
 * Indonesia) and its report to the credit bureaus, as loan details shows them.
 */
export const loanClosure = z.lazy(() =>
  z.object({
    /** ISO-8601 instant the loan closed. */
    closedAt: z.string(),
    /** The issued certificate; absent until the closing job has issued it (within a minute). */
    certificate: z.optional(
      z.object({
        title: z.string(),
        /** The verification code printed on it (the public check at /verify reads it). */
        code: z.string(),
        /** A signed download address without the session (decision 059). */
        url: z.string(),
        issuedAt: z.string(),
      }),
    ),
    /** ISO-8601 instant the bureaus' report was recorded; absent before. */
    reportedAt: z.optional(z.string()),
    /** The report is later than the bureaus' deadline (India: 30 days): the correction rights show. */
    reportLate: z.boolean(),
  }),
);
export type LoanClosure = z.output<typeof loanClosure>;
