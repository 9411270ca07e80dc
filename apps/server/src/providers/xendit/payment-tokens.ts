/**
 * Automatic repayment in Indonesia through Xendit's Payments API v3 payment tokens (decision
 * 076): the borrower links a wallet (DANA, OVO, ShopeePay) with `POST /v3/payment_tokens`, whose
 * `REDIRECT_CUSTOMER` action is the wallet's own page where they log in and consent; the
 * `payment_token.activation` webhook says it is linked (`payment_token.failure` that it is not,
 * `payment_token.expiry` that it ended, also when the borrower unlinks in the wallet app). Each
 * debit is a `PAY` payment request on the token, its `reference_id` and idempotency key our
 * debit's ref, so asked twice it is one request; the status is asked by that reference before
 * anything is made. Its `payment.capture` is a gateway payment of the settlement path
 * (`parseTokenCapture`, read in callback.ts), its `payment.failure` a failed debit.
 */
import * as z from 'zod';
import type {
  DebitRequest,
  DebitStatus,
  MandateEvent,
  MandateRail,
  MandateRegistration,
  MandateTerms,
} from '../mandate-rail.ts';
import type { ReportedPayment } from '../payment-provider.ts';
import { webhookJson } from '../webhook-json.ts';
import { debitOnce, debitPayment } from './debit-once.ts';
import { XenditError } from './errors.ts';
import type { XenditClient } from './http-client.ts';
import { PAYMENTS_API_VERSION } from './payment-requests.ts';
import { rupiahOf } from './wire.ts';

const api = { 'api-version': PAYMENTS_API_VERSION };

const action = z.object({ type: z.string(), descriptor: z.string(), value: z.string() });

const paymentToken = z.object({
  payment_token_id: z.string().min(1).max(100),
  reference_id: z.string(),
  customer_id: z.string().optional(),
  status: z.string(),
  actions: z.array(action).optional(),
});

const tokenDebit = z.object({
  payment_request_id: z.string().min(1).max(100),
  reference_id: z.string(),
  status: z.string(),
});
const tokenDebits = z.object({ data: z.array(tokenDebit) });

const tokenEvent = z.object({
  event: z.enum(['payment_token.activation', 'payment_token.failure', 'payment_token.expiry']),
  data: z.object({ payment_token_id: z.string().min(1), status: z.string().optional() }),
});

const paymentEvent = z.object({
  event: z.enum(['payment.capture', 'payment.failure']),
  data: z.object({
    payment_request_id: z.string().min(1).max(100),
    payment_token_id: z.string().min(1),
    reference_id: z.string().min(1).max(64),
    status: z.string(),
    request_amount: z.number().nonnegative(),
    updated: z.string().refine((s) => !Number.isNaN(Date.parse(s))),
  }),
});

/** Where the borrower consents in the wallet: its web page, else its app's deep link. */
const LINK_AT = ['WEB_URL', 'DEEPLINK_URL'];

function stateOf(status: string): DebitStatus['state'] {
  if (status === 'SUCCEEDED') return 'captured';
  if (status === 'FAILED' || status === 'CANCELED' || status === 'EXPIRED') return 'failed';
  return 'pending';
}

export function xenditTokenRail(client: XenditClient): MandateRail {
  async function status(ref: string): Promise<DebitStatus> {
    const found = await client(
      { method: 'GET', path: '/v3/payment_requests', query: { reference_id: ref }, headers: api },
      tokenDebits,
    );
    const request = found.data.find((r) => r.reference_id === ref);
    return request === undefined
      ? { state: 'none', paymentRef: null }
      : { state: stateOf(request.status), paymentRef: request.payment_request_id };
  }

  /** A create under our ref as `reference_id` and idempotency key: sent twice, made once. */
  const create = <T>(
    path: string,
    body: { reference_id: string } & Record<string, unknown>,
    schema: z.ZodType<T>,
  ) =>
    client(
      {
        method: 'POST',
        path,
        headers: { ...api, 'idempotency-key': body.reference_id },
        repeatable: true,
        body,
      },
      schema,
    );

  return {
    linksWallets: true,
    async register(terms: MandateTerms): Promise<MandateRegistration> {
      const { wallet } = terms;
      if (wallet === undefined) throw new XenditError('refused', 'NO_CHANNEL');
      const answer = await create(
        '/v3/payment_tokens',
        {
          reference_id: terms.ref,
          country: 'ID',
          currency: 'IDR',
          channel_code: wallet.channel,
          channel_properties: {
            success_return_url: wallet.returnUrl,
            failure_return_url: wallet.returnUrl,
          },
          customer: {
            reference_id: `${terms.ref}-c`,
            type: 'INDIVIDUAL',
            mobile_number: terms.customer.phone,
            individual_detail: { given_names: terms.customer.name },
          },
          description: terms.description,
          metadata: {
            max_amount: rupiahOf(terms.maxAmount),
            ends_at: terms.endsAt.toISOString(),
          },
        },
        paymentToken,
      );
      const url = answer.actions?.find((a) => LINK_AT.includes(a.descriptor))?.value;
      if (url === undefined) throw new XenditError('unavailable', 'NO_LINK_URL');
      return {
        customerRef: answer.customer_id ?? `${terms.ref}-c`,
        authRef: answer.payment_token_id,
        intentUrl: url,
      };
    },

    /** Xendit sends the wallet no notice of its own: Tenor's SMS is the notice (decision 076). */
    announce: () => Promise.resolve(),

    debit: (request: DebitRequest): Promise<DebitStatus> =>
      debitOnce(request, status, async (rupiah) => {
        const answer = await create(
          '/v3/payment_requests',
          {
            reference_id: request.ref,
            type: 'PAY',
            country: 'ID',
            currency: 'IDR',
            request_amount: rupiah,
            capture_method: 'AUTOMATIC',
            payment_token_id: request.tokenRef,
            description: request.description,
          },
          tokenDebit,
        );
        return { state: stateOf(answer.status), paymentRef: answer.payment_request_id };
      }),

    debitStatus: status,

    async cancel(_customerRef: string, tokenRef: string): Promise<void> {
      try {
        await client(
          {
            method: 'POST',
            path: `/v3/payment_tokens/${encodeURIComponent(tokenRef)}/cancel`,
            headers: api,
            repeatable: true,
          },
          paymentToken,
        );
      } catch (err) {
        // Cancelled or expired already (unlinked in the wallet app): nothing left to cancel.
        if (!(err instanceof XenditError && err.kind === 'refused')) throw err;
      }
    },

    parseEvent(rawBody: Buffer): MandateEvent | null {
      const json = webhookJson(rawBody);
      const token = tokenEvent.safeParse(json);
      if (token.success) {
        const id = token.data.data.payment_token_id;
        if (token.data.event === 'payment_token.activation') {
          return { kind: 'confirmed', authRef: id, tokenRef: id };
        }
        if (token.data.event === 'payment_token.failure') return { kind: 'rejected', authRef: id };
        return { kind: 'cancelled', tokenRef: id };
      }
      const payment = paymentEvent.safeParse(json);
      if (payment.success && payment.data.event === 'payment.failure') {
        const { data } = payment.data;
        return {
          kind: 'debitFailed',
          debitRef: data.reference_id,
          paymentRef: data.payment_request_id,
        };
      }
      return null;
    },
  };
}

/**
 * A token debit's `payment.capture` as the gateway payment it is: our debit's ref (its
 * `reference_id`, the repayment's gateway ref) is what it pays; the payment request's id is the
 * event id a redelivery and the status query share. Null for any other callback.
 */
export function parseTokenCapture(json: unknown): ReportedPayment | null {
  const capture = paymentEvent.safeParse(json);
  if (!capture.success || capture.data.event !== 'payment.capture') return null;
  const { data } = capture.data;
  if (data.status !== 'SUCCEEDED') return null;
  return debitPayment(
    data.payment_request_id,
    data.reference_id,
    data.request_amount,
    data.updated,
  );
}
