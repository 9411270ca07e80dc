/**
 * Indonesia's bank direct debit through Xendit's Direct Debit API (decision 081; the documented
 * per-channel API, not Payments API v3): the borrower's BRI debit card (`DC_BRI`) is linked with
 * the bank's one-time code. A customer (`POST /customers`, found first by `reference_id`), then
 * `POST /linked_account_tokens/auth` with the card's last four digits, expiry and the phone the
 * bank knows — the bank sends its code there; `validate_otp` with the code the borrower types on
 * our page, the linked account (`GET …/accounts`), and a payment method on it (`POST
 * /payment_methods`, found first among the customer's) is what every debit takes. Each debit is
 * `POST /direct_debits` under our debit's ref (`reference_id` and `Idempotency-key`), asked by
 * `GET /direct_debits?reference_id=` before any is made. Its `direct_debit.payment` callback pays
 * the debit's repayment (`parseDirectDebitCapture`, read in callback.ts) or fails it;
 * `payment_method.expiry.expired` ends the link (the bank or the card ended it).
 */
import * as z from 'zod';
import type { DebitRequest, DebitStatus, MandateEvent, VerifiedCard } from '../mandate-rail.ts';
import { MandateCodeError, type CodeRefusal } from '../mandate-code.ts';
import type { ReportedPayment } from '../payment-provider.ts';
import { debitOnce, debitPayment } from './debit-once.ts';
import { XenditError } from './errors.ts';
import type { XenditClient } from './http-client.ts';

/** The Customers API version the Direct Debit guide's customer object belongs to. */
export const CUSTOMERS_API_VERSION = '2020-05-19';

const id = z.string().min(1).max(100);
const customer = z.object({ id, reference_id: z.string() });
/** `GET /customers?reference_id=`: an array (a `data` envelope is read as well). */
const customers = z.union([z.array(customer), z.object({ data: z.array(customer) })]);
const linkToken = z.object({ id, customer_id: z.string(), status: z.string() });
const linkedAccounts = z.array(
  z.object({
    id,
    type: z.string(),
    properties: z.object({ card_last_four: z.string().optional() }).passthrough(),
  }),
);
const paymentMethod = z.object({
  id,
  type: z.string(),
  status: z.string(),
  properties: z.object({ id: z.string().optional() }).passthrough(),
});
const paymentMethods = z.array(paymentMethod);
const directDebit = z.object({ id, reference_id: z.string(), status: z.string() });
const directDebits = z.array(directDebit);
const unbound = z.object({ id, is_deleted: z.boolean() });

const debitEvent = z.object({
  event: z.literal('direct_debit.payment'),
  id,
  reference_id: z.string().min(1).max(64),
  status: z.string(),
  amount: z.number().nonnegative(),
  timestamp: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
});
const expiryEvent = z.object({ event: z.literal('payment_method.expiry.expired'), id });

/** Xendit's refusals of a code, as the borrower is told them. */
const REFUSALS: Record<string, CodeRefusal> = {
  INVALID_OTP_ERROR: 'wrong',
  EXPIRED_OTP_ERROR: 'expired',
  MAX_OTP_ATTEMPTS_ERROR: 'locked',
};

function stateOf(status: string): DebitStatus['state'] {
  if (status === 'COMPLETED') return 'captured';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}

/** Xendit's answer to a gone resource: unbinding or expiring twice is done. */
const gone = (err: unknown) =>
  err instanceof XenditError &&
  err.kind === 'refused' &&
  (err.status === 404 || err.status === 400);

export function xenditDirectDebit(client: XenditClient) {
  const path = (...parts: string[]) => `/${parts.map(encodeURIComponent).join('/')}`;

  async function customerOf(ref: string, phone: string, email: string, name: string) {
    const headers = { 'api-version': CUSTOMERS_API_VERSION };
    const found = await client(
      { method: 'GET', path: '/customers', query: { reference_id: ref }, headers },
      customers,
    );
    const list = Array.isArray(found) ? found : found.data;
    const known = list.find((c) => c.reference_id === ref);
    if (known !== undefined) return known.id;
    const made = await client(
      {
        method: 'POST',
        path: '/customers',
        headers: { ...headers, 'idempotency-key': ref },
        repeatable: true,
        body: { reference_id: ref, given_names: name, mobile_number: phone, email },
      },
      customer,
    );
    return made.id;
  }

  async function status(ref: string): Promise<DebitStatus> {
    const found = await client(
      { method: 'GET', path: '/direct_debits', query: { reference_id: ref } },
      directDebits,
    );
    const debit = found.find((d) => d.reference_id === ref);
    return debit === undefined
      ? { state: 'none', paymentRef: null }
      : { state: stateOf(debit.status), paymentRef: debit.id };
  }

  return {
    /** The card linked: the customer, then the link whose code the bank sends by SMS. */
    async link(
      customerRef: string,
      name: string,
      card: { channel: string; lastFour: string; expiry: string; phone: string; email: string },
    ) {
      const customerId = await customerOf(customerRef, card.phone, card.email, name);
      const token = await client(
        {
          method: 'POST',
          path: '/linked_account_tokens/auth',
          body: {
            customer_id: customerId,
            channel_code: card.channel,
            properties: {
              account_mobile_number: card.phone,
              card_last_four: card.lastFour,
              card_expiry: card.expiry,
              account_email: card.email,
            },
          },
        },
        linkToken,
      );
      return { customerRef: customerId, authRef: token.id, intentUrl: null };
    },

    async verify(customerId: string, authRef: string, code: string): Promise<VerifiedCard> {
      try {
        await client(
          {
            method: 'POST',
            path: `${path('linked_account_tokens', authRef)}/validate_otp`,
            body: { otp_code: code },
          },
          linkToken,
        );
      } catch (err) {
        const refusal = err instanceof XenditError ? REFUSALS[err.code] : undefined;
        if (refusal !== undefined) throw new MandateCodeError(refusal);
        throw err;
      }
      const accounts = await client(
        { method: 'GET', path: `${path('linked_account_tokens', authRef)}/accounts` },
        linkedAccounts,
      );
      const account = accounts.find((a) => a.type === 'DEBIT_CARD') ?? accounts[0];
      if (account === undefined) throw new XenditError('unavailable', 'NO_LINKED_ACCOUNT');
      // A payment method on the account made by an earlier try whose answer was lost is used.
      const held = await client(
        { method: 'GET', path: '/payment_methods', query: { customer_id: customerId } },
        paymentMethods,
      );
      const method =
        held.find((m) => m.properties.id === account.id && m.status === 'ACTIVE') ??
        (await client(
          {
            method: 'POST',
            path: '/payment_methods',
            body: { customer_id: customerId, type: 'DEBIT_CARD', properties: { id: account.id } },
          },
          paymentMethod,
        ));
      return { tokenRef: method.id, lastFour: account.properties.card_last_four ?? '' };
    },

    debit: (request: DebitRequest): Promise<DebitStatus> =>
      debitOnce(request, status, async (rupiah) => {
        const answer = await client(
          {
            method: 'POST',
            path: '/direct_debits',
            headers: { 'idempotency-key': request.ref },
            repeatable: true,
            body: {
              reference_id: request.ref,
              payment_method_id: request.tokenRef,
              currency: 'IDR',
              amount: rupiah,
              enable_otp: false,
              description: request.description,
            },
          },
          directDebit,
        );
        return { state: stateOf(answer.status), paymentRef: answer.id };
      }),

    status,

    /** The payment method expired and the link unbound; either already gone is done. */
    async cancel(tokenRef: string, authRef?: string): Promise<void> {
      try {
        await client(
          {
            method: 'POST',
            path: `${path('payment_methods', tokenRef)}/expire`,
            repeatable: true,
          },
          paymentMethod,
        );
      } catch (err) {
        if (!gone(err)) throw err;
      }
      if (authRef === undefined) return;
      try {
        await client(
          { method: 'DELETE', path: path('linked_account_tokens', authRef), repeatable: true },
          unbound,
        );
      } catch (err) {
        if (!gone(err)) throw err;
      }
    },

    /** A failed debit, or the link ended at the bank; null for anything else. */
    parseEvent(json: unknown): MandateEvent | null {
      const debit = debitEvent.safeParse(json);
      if (debit.success && debit.data.status === 'FAILED') {
        return {
          kind: 'debitFailed',
          debitRef: debit.data.reference_id,
          paymentRef: debit.data.id,
        };
      }
      const expired = expiryEvent.safeParse(json);
      if (expired.success) return { kind: 'cancelled', tokenRef: expired.data.id };
      return null;
    },
  };
}

/**
 * A completed direct debit's `direct_debit.payment` as the gateway payment it is: our debit's
 * ref (its `reference_id`, the repayment's gateway ref) is what it pays; the direct debit's id
 * is the event id a redelivery and the status query share. Null for any other callback.
 */
export function parseDirectDebitCapture(json: unknown): ReportedPayment | null {
  const debit = debitEvent.safeParse(json);
  if (!debit.success || debit.data.status !== 'COMPLETED') return null;
  const { data } = debit;
  return debitPayment(data.id, data.reference_id, data.amount, data.timestamp);
}
