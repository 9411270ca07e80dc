/**
 * The borrower's data rights (`/myData`, decision 064): what is held and why, the export, the
 * phone's correction by a one-time code, optional consents, erasure and account deletion, and
 * every request with its reference, due date and answer.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { empty, requiredText } from '../fields.ts';

export const dataRequestKind = z.enum(['export', 'correct', 'erase', 'delete']);
export type DataRequestKind = z.output<typeof dataRequestKind>;

/** The optional consents a borrower may give and withdraw at any time. */
export const optionalConsent = z.enum(['marketingSms']);
export type OptionalConsent = z.output<typeof optionalConsent>;

/** What is held about the borrower, by kind, with how many records of it. */
export const heldKind = z.enum(['profile', 'loans', 'payments', 'complaints', 'chats', 'consents']);
export type HeldKind = z.output<typeof heldKind>;

export const dataRequestRow = z.lazy(() =>
  z.object({
    reference: z.string(),
    kind: dataRequestKind,
    status: z.enum(['verifying', 'open', 'scheduled', 'done', 'refused']),
    /** ISO instants; '' for none. */
    createdAt: z.string(),
    dueAt: z.string(),
    scheduledFor: z.string(),
    answeredAt: z.string(),
    /** The desk's answer, or the server's own for what it did by itself; '' until then. */
    answer: z.string(),
  }),
);
export type DataRequestRow = z.output<typeof dataRequestRow>;

/** Whether erasure may start now; else why not and from when (ISO; '' while a loan is open). */
export const eraseVerdict = z.lazy(() =>
  z.object({
    allowed: z.boolean(),
    reason: z.enum(['none', 'openLoan', 'retention']),
    possibleFrom: z.string(),
    /** The market's retention of a loan's records after it ends, in years. */
    years: z.int(),
  }),
);
export type EraseVerdict = z.output<typeof eraseVerdict>;

export const myData = defineEndpoint({
  method: 'GET',
  path: '/v3/my-data',
  encoding: 'query',
  request: empty,
  response: () =>
    z.object({
      /** E.164. */
      phone: z.string(),
      held: z.array(z.object({ kind: heldKind, count: z.int() })),
      consents: z.array(
        z.object({
          key: optionalConsent,
          given: z.boolean(),
          /** ISO; '' never set. */ at: z.string(),
        }),
      ),
      requests: z.array(dataRequestRow),
      erase: eraseVerdict,
      /** The address a loan's documents are e-mailed to (decision 067); absent or '' none. */
      email: z.optional(z.string()),
    }),
});

/**
 * Gives, corrects or removes ('') the e-mail address a loan's documents are sent to
 * (decision 067); an address that is not one is refused (1001).
 */
export const dataEmail = defineEndpoint({
  method: 'POST',
  path: '/v3/my-data/email',
  encoding: 'json',
  request: () =>
    z.object({
      email: z.string().check(
        z.trim(),
        z.maxLength(254),
        z.refine(
          (v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v),
          'is not an e-mail address',
        ),
      ),
    }),
  response: () => z.object({ email: z.string() }),
});

/** Builds the export now; its two files download through signed addresses for an hour. */
export const dataExport = defineEndpoint({
  method: 'POST',
  path: '/v3/my-data/export',
  encoding: 'json',
  request: empty,
  response: () => z.object({ reference: z.string(), jsonUrl: z.string(), pageUrl: z.string() }),
});

/** Gives or withdraws an optional consent at once; recorded in the consent ledger. */
export const dataConsent = defineEndpoint({
  method: 'POST',
  path: '/v3/my-data/consent',
  encoding: 'json',
  request: () => z.object({ key: optionalConsent, given: z.boolean() }),
  response: () => z.object({ key: optionalConsent, given: z.boolean(), at: z.string() }),
});

/** Sends a one-time code to the new phone; the correction waits for it. */
export const phoneCode = defineEndpoint({
  method: 'POST',
  path: '/v3/my-data/phone-code',
  encoding: 'json',
  request: () => z.object({ phone: requiredText(20) }),
  response: () => z.object({ reference: z.string(), sentTo: z.string() }),
});

/** Changes the phone once the code sent to it is given back. */
export const phoneCorrect = defineEndpoint({
  method: 'POST',
  path: '/v3/my-data/phone',
  encoding: 'json',
  request: () => z.object({ reference: requiredText(40), code: requiredText(12) }),
  response: () => z.object({ phone: z.string() }),
});

/**
 * Asks for erasure or the account's deletion: refused (1009, with the legal reason and the
 * date) while a loan or its retention runs, else scheduled with notice.
 */
export const dataErase = defineEndpoint({
  method: 'POST',
  path: '/v3/my-data/erase',
  encoding: 'json',
  request: () => z.object({ kind: z.enum(['erase', 'delete']) }),
  response: () => z.object({ reference: z.string(), scheduledFor: z.string() }),
});
