/**
 * The stand-in Xendit's Payments API v3 payment tokens (decision 076), as payment-tokens.ts
 * uses them: `POST /v3/payment_tokens` (channels DANA, OVO, SHOPEEPAY; HTTPS
 * `success_return_url` and `failure_return_url`; the `api-version` header) answers
 * `REQUIRES_ACTION` with a `REDIRECT_CUSTOMER` action, the wallet's page where the borrower
 * logs in and consents; `POST /v3/payment_tokens/{id}/cancel`; a `PAY` payment request on an
 * active token (`payment_token_id`, no `channel_code`), within the channel's per-transaction
 * limit, which the wallet debits without the borrower; `GET /v3/payment_requests?reference_id=`
 * listing the requests made under a reference. The wallet is played by `approve`, `decline`,
 * `unlink`, `settle` and `failNext`, each answering the webhook Xendit would post.
 */
import { randomUUID } from 'node:crypto';
import { fail, ok, type Answer } from './xendit-routes.ts';

const API_VERSION = '2024-11-11';
const LIMITS: Record<string, { min: number; max: number }> = {
  DANA: { min: 100, max: 20_000_000 },
  OVO: { min: 100, max: 20_000_000 },
  SHOPEEPAY: { min: 100, max: 10_000_000 },
};
const https = (value: unknown) =>
  typeof value === 'string' &&
  value.length >= 11 &&
  value.length <= 255 &&
  value.startsWith('https://');

export type TokenStatus = 'REQUIRES_ACTION' | 'ACTIVE' | 'FAILED' | 'EXPIRED' | 'CANCELED';

export interface StoredToken {
  payment_token_id: string;
  reference_id: string;
  customer_id: string;
  channel_code: string;
  status: TokenStatus;
  return_url: string;
  created: string;
  updated: string;
}

export interface StoredDebit {
  payment_request_id: string;
  reference_id: string;
  payment_token_id: string;
  request_amount: number;
  status: 'PENDING' | 'SUCCEEDED' | 'FAILED';
  created: string;
  updated: string;
}

export function paymentTokenBooks(now: () => Date) {
  const tokens: StoredToken[] = [];
  const debits: StoredDebit[] = [];
  let failNext = false;
  const token = (id: string) => tokens.find((t) => t.payment_token_id === id);
  const tokenView = (t: StoredToken) => ({
    business_id: '5f0000000000000000000001',
    payment_token_id: t.payment_token_id,
    reference_id: t.reference_id,
    customer_id: t.customer_id,
    country: 'ID',
    currency: 'IDR',
    channel_code: t.channel_code,
    channel_properties: { success_return_url: t.return_url, failure_return_url: t.return_url },
    actions:
      t.status === 'REQUIRES_ACTION'
        ? [
            {
              type: 'REDIRECT_CUSTOMER',
              descriptor: 'WEB_URL',
              value: `https://wallet.stand-in.test/${t.channel_code.toLowerCase()}/link/${t.payment_token_id}`,
            },
          ]
        : [],
    status: t.status,
    created: t.created,
    updated: t.updated,
  });
  const debitView = (d: StoredDebit) => ({
    payment_request_id: d.payment_request_id,
    reference_id: d.reference_id,
    payment_token_id: d.payment_token_id,
    type: 'PAY',
    country: 'ID',
    currency: 'IDR',
    request_amount: d.request_amount,
    capture_method: 'AUTOMATIC',
    status: d.status,
    created: d.created,
    updated: d.updated,
  });
  const envelope = (event: string, data: Record<string, unknown>) => ({
    event,
    business_id: '5f0000000000000000000001',
    created: now().toISOString(),
    data,
  });
  const move = (t: StoredToken, status: TokenStatus) => {
    t.status = status;
    t.updated = now().toISOString();
  };
  const paymentEvent = (d: StoredDebit, event: 'payment.capture' | 'payment.failure') =>
    envelope(event, {
      payment_id: `py-${d.payment_request_id}`,
      ...debitView(d),
      ...(event === 'payment.failure' && { failure_code: 'INSUFFICIENT_BALANCE' }),
    });

  return {
    tokens,
    debits,
    /** POST /v3/payment_tokens */
    create(body: Record<string, unknown>, apiVersion: unknown): Answer {
      if (apiVersion !== API_VERSION) {
        return fail(400, 'API_VALIDATION_ERROR', 'api-version header is invalid');
      }
      const channel = String(body.channel_code);
      const props = (body.channel_properties ?? {}) as Record<string, unknown>;
      if (
        body.country !== 'ID' ||
        body.currency !== 'IDR' ||
        typeof body.reference_id !== 'string'
      ) {
        return fail(400, 'API_VALIDATION_ERROR', 'country, currency or reference_id');
      }
      if (LIMITS[channel] === undefined) {
        return fail(400, 'CHANNEL_NOT_ACTIVATED', 'channel not activated in the stand-in');
      }
      if (!https(props.success_return_url) || !https(props.failure_return_url)) {
        return fail(400, 'API_VALIDATION_ERROR', 'success_return_url and failure_return_url');
      }
      const at = now().toISOString();
      const t: StoredToken = {
        payment_token_id: `pt-${randomUUID()}`,
        reference_id: body.reference_id,
        customer_id: `cust-${randomUUID()}`,
        channel_code: channel,
        status: 'REQUIRES_ACTION',
        return_url: props.success_return_url as string,
        created: at,
        updated: at,
      };
      tokens.push(t);
      return ok(tokenView(t));
    },
    /** POST /v3/payment_tokens/{id}/cancel: an active or pending token ends. */
    cancel(id: string): Answer {
      const t = token(id);
      if (t === undefined) return fail(404, 'DATA_NOT_FOUND', 'payment token not found');
      if (t.status !== 'ACTIVE' && t.status !== 'REQUIRES_ACTION') {
        return fail(409, 'INVALID_STATUS', `payment token is ${t.status}`);
      }
      move(t, 'CANCELED');
      return ok(tokenView(t));
    },
    /** POST /v3/payment_requests with a `payment_token_id`: a debit on the linked wallet. */
    debit(body: Record<string, unknown>, apiVersion: unknown): Answer {
      if (apiVersion !== API_VERSION) {
        return fail(400, 'API_VALIDATION_ERROR', 'api-version header is invalid');
      }
      const t = token(String(body.payment_token_id));
      if (t === undefined) return fail(404, 'DATA_NOT_FOUND', 'payment token not found');
      if (t.status !== 'ACTIVE') return fail(400, 'INVALID_PAYMENT_TOKEN', `token is ${t.status}`);
      const amount = body.request_amount;
      const limits = LIMITS[t.channel_code]!;
      if (
        body.type !== 'PAY' ||
        typeof body.reference_id !== 'string' ||
        !Number.isInteger(amount) ||
        (amount as number) < limits.min ||
        (amount as number) > limits.max
      ) {
        return fail(400, 'API_VALIDATION_ERROR', 'type, reference_id or request_amount');
      }
      const at = now().toISOString();
      const d: StoredDebit = {
        payment_request_id: `pr-${randomUUID()}`,
        reference_id: body.reference_id,
        payment_token_id: t.payment_token_id,
        request_amount: amount as number,
        status: failNext ? 'FAILED' : 'PENDING',
        created: at,
        updated: at,
      };
      failNext = false;
      debits.push(d);
      return ok(debitView(d));
    },
    /** GET /v3/payment_requests?reference_id= */
    list(referenceId: string): Answer {
      return ok({
        data: debits.filter((d) => d.reference_id === referenceId).map(debitView),
        has_more: false,
      });
    },
    /** The borrower consents in the wallet: `payment_token.activation`. */
    approve(id: string): unknown {
      const t = token(id)!;
      move(t, 'ACTIVE');
      return envelope('payment_token.activation', tokenView(t));
    },
    /** The borrower declines in the wallet: `payment_token.failure`. */
    decline(id: string): unknown {
      const t = token(id)!;
      move(t, 'FAILED');
      return envelope('payment_token.failure', tokenView(t));
    },
    /** The borrower unlinks Tenor in the wallet app: `payment_token.expiry`. */
    unlink(id: string): unknown {
      const t = token(id)!;
      move(t, 'EXPIRED');
      return envelope('payment_token.expiry', tokenView(t));
    },
    /** The next debit fails (not enough balance): answered FAILED. */
    failNext() {
      failNext = true;
    },
    /** The wallet takes the money of a pending debit: `payment.capture` (again if asked again). */
    settle(referenceId: string): unknown {
      const d = debits.find((x) => x.reference_id === referenceId)!;
      if (d.status === 'PENDING') {
        d.status = 'SUCCEEDED';
        d.updated = now().toISOString();
      }
      return paymentEvent(d, 'payment.capture');
    },
    /** A pending debit the wallet refuses: `payment.failure`. */
    refuse(referenceId: string): unknown {
      const d = debits.find((x) => x.reference_id === referenceId)!;
      d.status = 'FAILED';
      d.updated = now().toISOString();
      return paymentEvent(d, 'payment.failure');
    },
  };
}

export type PaymentTokenBooks = ReturnType<typeof paymentTokenBooks>;
