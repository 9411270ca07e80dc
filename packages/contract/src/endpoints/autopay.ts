/**
 * Automatic repayment (decisions 072, 076, 078, 081): UPI AutoPay or e-NACH for an Indian loan,
 * a linked e-wallet or a BRI debit card (direct debit, linked with the bank's one-time code) for
 * an Indonesian one, set up from loan details, paused, resumed or cancelled there. Amounts are
 * minor units; dates ISO-8601 UTC.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { orderCall } from './order-call.ts';
import { int, isoDate, money, positiveId, requiredText } from '../fields.ts';
import {
  ACCOUNT_NUMBER,
  BANK_CODE,
  bankAccountTypes,
  CARD_EXPIRY,
  CARD_LAST_FOUR,
  cardChannels,
  EMAIL,
  enachAuthTypes,
  IFSC,
  walletChannels,
} from '../autopay-fields.ts';

export const mandateMethods = ['upiAutopay', 'enach', 'wallet', 'directDebit'] as const;

/**
 * What Xendit's BRI debit-card linking needs (decision 081): the card's last four digits and
 * expiry, the phone registered at the bank (the bank sends its code there) and an e-mail.
 */
export const directDebitRequest = z.lazy(() =>
  z.object({
    channel: z.enum(cardChannels),
    cardLastFour: z.string().check(z.regex(CARD_LAST_FOUR)),
    cardExpiry: z.string().check(z.regex(CARD_EXPIRY)),
    phone: requiredText(20),
    email: z.string().check(z.maxLength(254), z.regex(EMAIL)),
  }),
);
export type DirectDebitRequest = z.infer<typeof directDebitRequest>;

/** The account an e-NACH mandate debits and how the borrower signs it (decision 078). */
export const enachRequest = z.lazy(() =>
  z.object({
    authType: z.enum(enachAuthTypes),
    holder: requiredText(100),
    accountNumber: z.string().check(z.regex(ACCOUNT_NUMBER)),
    ifsc: z.string().check(z.regex(IFSC)),
    accountType: z.enum(bankAccountTypes),
  }),
);
export type EnachRequest = z.infer<typeof enachRequest>;

export const mandateStatuses = ['pending', 'active', 'paused', 'cancelled', 'failed'] as const;
export type MandateStatus = (typeof mandateStatuses)[number];

/** Where a period's debit is: notice sent, asked of the bank, paid, failed (pay another way). */
export const debitStates = ['notified', 'requested', 'paid', 'failed'] as const;
export type DebitState = (typeof debitStates)[number];

export const autopayView = z.lazy(() =>
  z.object({
    /** Whether this loan can be set up now (India, a provider with mandates, periods to pay). */
    offered: z.boolean(),
    /**
     * Indonesia: the borrower's phone as the bank-card form prefills it (local form, `08…`); null
     * when not offered or not known.
     */
    phone: z.nullable(z.string()),
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
        method: z.enum(mandateMethods),
        /** The wallet an Indonesian mandate links; null for India's methods. */
        wallet: z.nullable(z.enum(walletChannels)),
        /** The debit card a direct debit links (its bank and last four digits only); else null. */
        card: z.nullable(z.object({ bank: requiredText(20), lastFour: z.string() })),
        status: z.enum(mandateStatuses),
        /** Who stopped it: `borrower` (here), `upiApp`, `rejected`, `loanClosed`. */
        reason: z.nullable(z.string()),
        /**
         * While waiting for approval: `upi://mandate?…`, or e-NACH's https page at Razorpay (the
         * sandbox's in demo mode); null once signed at the bank and waiting for its confirmation.
         */
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
  }),
);
export type AutopayView = z.infer<typeof autopayView>;

export const autopayGet = orderCall({
  method: 'GET',
  path: '/v3/autopay',
  response: () => autopayView,
});

/**
 * Asks the provider for a mandate; the answer's `intentUrl` opens the borrower's UPI app, or,
 * with `enach`, the bank's authorisation page.
 */
export const autopaySetup = defineEndpoint({
  method: 'POST',
  path: '/v3/autopay/setup',
  encoding: 'json',
  request: () =>
    z.object({
      orderId: positiveId(),
      enach: z.optional(enachRequest),
      /** Indonesia: the wallet to link (decision 076). */
      wallet: z.optional(z.enum(walletChannels)),
      /**
       * Indonesia: the debit card to link by direct debit (decision 081). Sent again while its
       * mandate waits for the code, it asks the bank for a new code.
       */
      directDebit: z.optional(directDebitRequest),
    }),
  response: () => autopayView,
});

/**
 * The bank's one-time code for a direct debit waiting for it (decision 081): right, the card is
 * linked and the mandate active; wrong, expired or tried too often, a message saying which.
 */
export const autopayVerify = defineEndpoint({
  method: 'POST',
  path: '/v3/autopay/verify',
  encoding: 'json',
  request: () => z.object({ orderId: positiveId(), code: z.string().check(z.regex(BANK_CODE)) }),
  response: () => autopayView,
});

export const autopayChange = defineEndpoint({
  method: 'POST',
  path: '/v3/autopay/change',
  encoding: 'json',
  request: () => z.object({ orderId: positiveId(), action: z.enum(['pause', 'resume', 'cancel']) }),
  response: () => autopayView,
});
