/**
 * Automatic repayment (decision 072): UPI AutoPay for an Indian loan, set up from loan details,
 * paused, resumed or cancelled there. Amounts are minor units; dates ISO-8601 UTC.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { int, isoDate, money, positiveId } from '../fields.ts';

export const mandateStatuses = ['pending', 'active', 'paused', 'cancelled', 'failed'] as const;
export type MandateStatus = (typeof mandateStatuses)[number];

/** Where a period's debit is: notice sent, asked of the bank, paid, failed (pay another way). */
export const debitStates = ['notified', 'requested', 'paid', 'failed'] as const;
export type DebitState = (typeof debitStates)[number];

export const autopayView = z.object({
  /** Whether this loan can be set up now (India, a provider with mandates, periods to pay). */
  offered: z.boolean(),
  /** What the borrower approves: null when nothing is left to pay. */
  terms: z.nullable(
    z.object({
      /** The most one debit may take: the largest instalment left. */
      maxAmount: money(),
      frequency: z.enum(['as_presented', 'monthly']),
      /** The mandate's end: the loan's last due date. */
      endsAt: isoDate(),
      nextDueAt: z.nullable(isoDate()),
      nextAmount: z.nullable(money()),
    }),
  ),
  mandate: z.nullable(
    z.object({
      status: z.enum(mandateStatuses),
      /** Who stopped it: `borrower` (here), `upiApp`, `rejected`, `loanClosed`. */
      reason: z.nullable(z.string()),
      /** `upi://mandate?…` (or the sandbox's page in demo mode) while waiting for approval. */
      intentUrl: z.nullable(z.string()),
    }),
  ),
  /** The latest period announced or debited. */
  debit: z.nullable(
    z.object({
      periodNo: int(),
      amount: money(),
      dueAt: isoDate(),
      state: z.enum(debitStates),
      noticeAt: z.nullable(isoDate()),
      /** The receipt's repayment, once paid. */
      repaymentId: z.nullable(int()),
    }),
  ),
});
export type AutopayView = z.infer<typeof autopayView>;

export const autopayGet = defineEndpoint({
  method: 'GET',
  path: '/v3/autopay',
  encoding: 'query',
  request: () => z.object({ orderId: positiveId() }),
  response: () => autopayView,
});

/** Asks the provider for a mandate; the answer's `intentUrl` opens the borrower's UPI app. */
export const autopaySetup = defineEndpoint({
  method: 'POST',
  path: '/v3/autopay/setup',
  encoding: 'json',
  request: () => z.object({ orderId: positiveId() }),
  response: () => autopayView,
});

export const autopayChange = defineEndpoint({
  method: 'POST',
  path: '/v3/autopay/change',
  encoding: 'json',
  request: () => z.object({ orderId: positiveId(), action: z.enum(['pause', 'resume', 'cancel']) }),
  response: () => autopayView,
});
