import * as z from 'zod/mini';

/**
 * India: the cooling-off exit loan details offers while the lender's look-up period runs
 * (decision 058; RBI Digital Lending Directions 2025 para 10): what paying now closes the loan
 * with — the principal received, interest for the days held and only the one-time processing
 * fee the KFS says is kept — and until when. Absent when no exit is offered.
 */
export const exitOffer = z.lazy(() =>
  z.object({
    /** ISO-8601 instant the period ends: the exit is refused from this second on. */
    until: z.string(),
    /** Market calendar days the money has been held (at least 1). */
    daysHeld: z.int(),
    /** The loan amount less the processing fee deducted at disbursal: what the borrower received. */
    principal: z.int(),
    /** Interest at the loan's daily rate for `daysHeld`, never more than the whole term's. */
    interest: z.int(),
    /** The processing fee the lender keeps (its KFS says so), else 0. */
    feeKept: z.int(),
    /** principal + interest + feeKept, minor units: the amount to pay. */
    total: z.int(),
  }),
);
export type ExitOffer = z.output<typeof exitOffer>;
