/**
 * The stand-in Xendit's Payments API v3 payment requests (decision 073), as the adapter uses
 * them for QRIS: `POST /v3/payment_requests` (type PAY, channel QRIS, IDR 1 to 10,000,000 whole
 * rupiah, `api-version` header), `GET /v3/payment_requests/{id}` and `POST …/{id}/cancel`. A
 * request is payable until it expires (48 hours, the channel page) or is cancelled, and takes
 * one payment; `pay`, `expire` and `fail` play the payer and answer the webhook Xendit would post
 * (`payment.capture`, `payment_request.expiry`, `payment.failure`).
 *
 * E-wallets (decision 077): channels DANA and OVO (IDR 100 to 20,000,000, their channel
 * pages) and SHOPEEPAY (IDR 100 to 10,000,000, assumed), each needing HTTPS
 * `success_return_url` and `failure_return_url` (the "routing payment channels" page: 11 to
 * 255 characters, HTTPS). The answer's action is `REDIRECT_CUSTOMER` with a `WEB_URL` (DANA,
 * OVO) or a `DEEPLINK_URL` (ShopeePay, which the checkout-methods table gives only a deep
 * link). A wallet that declines fails the request (`FAILED`): it takes no payment after that.
 */
import { randomUUID } from 'node:crypto';
import type { Answer } from './xendit-routes.ts';

export const API_VERSION = '2024-11-11';
const QRIS_LIMITS = { min: 1, max: 10_000_000 };
const TTL_MS = 48 * 3_600_000;
const WALLET_LIMITS: Record<string, { min: number; max: number; approve: string }> = {
  DANA: { min: 100, max: 20_000_000, approve: 'WEB_URL' },
  OVO: { min: 100, max: 20_000_000, approve: 'WEB_URL' },
  SHOPEEPAY: { min: 100, max: 10_000_000, approve: 'DEEPLINK_URL' },
};
/** How long the stand-in keeps a wallet's request payable (not published: an assumption). */
export const WALLET_TTL_MS = 30 * 60_000;
const returnUrl = (value: unknown) =>
  typeof value === 'string' &&
  value.length >= 11 &&
  value.length <= 255 &&
  value.startsWith('https://');

export type RequestStatus = 'REQUIRES_ACTION' | 'SUCCEEDED' | 'EXPIRED' | 'CANCELED' | 'FAILED';

export interface StoredRequest {
  payment_request_id: string;
  reference_id: string;
  request_amount: number;
  channel_code: string;
  qr_string: string;
  /** E-wallets: where the borrower approves, and where the wallet sends them back. */
  approve_url?: string;
  return_url?: string;
  status: RequestStatus;
  created: string;
  updated: string;
  expires_at: string;
  /** The payment taken, once paid. */
  payment_id?: string;
}

export type RequestRefusal = 'unknown' | 'expired' | 'cancelled' | 'paid';

const ok = (json: unknown): Answer => ({ status: 200, json });
const fail = (status: number, error_code: string, message: string): Answer => ({
  status,
  json: { error_code, message },
});

const actionsOf = (r: StoredRequest) =>
  r.approve_url === undefined
    ? [{ type: 'PRESENT_TO_CUSTOMER', descriptor: 'QR_STRING', value: r.qr_string }]
    : [
        {
          type: 'REDIRECT_CUSTOMER',
          descriptor: WALLET_LIMITS[r.channel_code]!.approve,
          value: r.approve_url,
        },
      ];

export function paymentRequestBooks(now: () => Date) {
  const requests: StoredRequest[] = [];
  const find = (id: string) => requests.find((r) => r.payment_request_id === id);
  const lapse = (r: StoredRequest) => {
    if (r.status === 'REQUIRES_ACTION' && Date.parse(r.expires_at) <= now().getTime()) {
      r.status = 'EXPIRED';
    }
    return r;
  };
  const view = (r: StoredRequest) => ({
    business_id: '5f0000000000000000000001',
    payment_request_id: r.payment_request_id,
    reference_id: r.reference_id,
    type: 'PAY',
    country: 'ID',
    currency: 'IDR',
    request_amount: r.request_amount,
    capture_method: 'AUTOMATIC',
    channel_code: r.channel_code,
    channel_properties: { expires_at: r.expires_at },
    actions: r.status !== 'REQUIRES_ACTION' ? [] : actionsOf(r),
    status: r.status,
    created: r.created,
    updated: r.updated,
  });
  const envelope = (event: string, data: Record<string, unknown>) => ({
    event,
    business_id: '5f0000000000000000000001',
    created: now().toISOString(),
    data,
  });

  return {
    requests,
    /** POST /v3/payment_requests */
    create(body: Record<string, unknown>, apiVersion: unknown): Answer {
      if (apiVersion !== API_VERSION) {
        return fail(400, 'API_VALIDATION_ERROR', 'api-version header is invalid');
      }
      const amount = body.request_amount;
      if (
        body.type !== 'PAY' ||
        body.country !== 'ID' ||
        body.currency !== 'IDR' ||
        typeof body.reference_id !== 'string' ||
        body.reference_id.length === 0
      ) {
        return fail(400, 'API_VALIDATION_ERROR', 'type, country, currency or reference_id');
      }
      const channel = String(body.channel_code);
      const wallet = WALLET_LIMITS[channel];
      if (channel !== 'QRIS' && wallet === undefined) {
        return fail(400, 'CHANNEL_NOT_ACTIVATED', 'channel not activated in the stand-in');
      }
      const limits = wallet ?? QRIS_LIMITS;
      if (
        !Number.isInteger(amount) ||
        (amount as number) < limits.min ||
        (amount as number) > limits.max
      ) {
        return fail(400, 'INVALID_AMOUNT', 'request_amount is outside the channel limits');
      }
      const props = (body.channel_properties ?? {}) as Record<string, unknown>;
      if (
        wallet !== undefined &&
        !(returnUrl(props.success_return_url) && returnUrl(props.failure_return_url))
      ) {
        return fail(400, 'API_VALIDATION_ERROR', 'success_return_url and failure_return_url');
      }
      const at = now();
      const id = `pr-${randomUUID()}`;
      const request: StoredRequest = {
        payment_request_id: id,
        reference_id: body.reference_id,
        request_amount: amount as number,
        channel_code: channel,
        ...(wallet !== undefined && {
          approve_url:
            wallet.approve === 'WEB_URL'
              ? `https://wallet.stand-in.test/${channel.toLowerCase()}/pay/${id}`
              : `${channel.toLowerCase()}://pay?request=${id}`,
          return_url: props.success_return_url as string,
        }),
        qr_string: `00020101021226${id}5303360540${String(amount).length}${String(amount)}5802ID6304ABCD`,
        status: 'REQUIRES_ACTION',
        created: at.toISOString(),
        updated: at.toISOString(),
        expires_at: new Date(at.getTime() + (wallet ? WALLET_TTL_MS : TTL_MS)).toISOString(),
      };
      requests.push(request);
      return ok(view(request));
    },
    /** GET /v3/payment_requests/{id} */
    get(id: string): Answer {
      const r = find(id);
      return r ? ok(view(lapse(r))) : fail(404, 'DATA_NOT_FOUND', 'payment request not found');
    },
    /** POST /v3/payment_requests/{id}/cancel: only a request still awaiting payment. */
    cancel(id: string): Answer {
      const r = find(id);
      if (r === undefined) return fail(404, 'DATA_NOT_FOUND', 'payment request not found');
      if (lapse(r).status !== 'REQUIRES_ACTION') {
        return fail(409, 'INVALID_STATUS', `payment request is ${r.status}`);
      }
      r.status = 'CANCELED';
      r.updated = now().toISOString();
      return ok(view(r));
    },
    /** The payer scans and pays: the request's one payment, and its `payment.capture` callback. */
    pay(id: string): { callback: unknown } | RequestRefusal {
      const r = find(id);
      if (r === undefined) return 'unknown';
      const status = lapse(r).status;
      if (status === 'EXPIRED') return 'expired';
      if (status === 'CANCELED' || status === 'FAILED') return 'cancelled';
      if (status !== 'REQUIRES_ACTION') return 'paid';
      r.status = 'SUCCEEDED';
      r.updated = now().toISOString();
      r.payment_id = `py-${randomUUID()}`;
      return { callback: this.captureOf(r) };
    },
    captureOf: (r: StoredRequest) =>
      envelope('payment.capture', {
        payment_id: r.payment_id,
        payment_request_id: r.payment_request_id,
        reference_id: r.reference_id,
        status: 'SUCCEEDED',
        request_amount: r.request_amount,
        channel_code: r.channel_code,
        country: 'ID',
        currency: 'IDR',
        type: 'PAY',
        created: r.created,
        updated: r.updated,
      }),
    /** Time runs out: the request expires, and Xendit posts `payment_request.expiry`. */
    expire(id: string): unknown {
      const r = find(id);
      if (r === undefined) throw new Error(`no payment request ${id}`);
      r.status = 'EXPIRED';
      r.expires_at = now().toISOString();
      r.updated = r.expires_at;
      return envelope('payment_request.expiry', view(r));
    },
    /**
     * The payer's app refuses the payment: `payment.failure`. A QR stays payable by another
     * app; a wallet's request is over (`FAILED`).
     */
    fail(id: string): unknown {
      const r = find(id);
      if (r === undefined) throw new Error(`no payment request ${id}`);
      if (r.approve_url !== undefined && lapse(r).status === 'REQUIRES_ACTION') {
        r.status = 'FAILED';
        r.updated = now().toISOString();
      }
      return envelope('payment.failure', {
        payment_id: `py-${randomUUID()}`,
        payment_request_id: r.payment_request_id,
        reference_id: r.reference_id,
        status: 'FAILED',
        failure_code: 'INSUFFICIENT_BALANCE',
        request_amount: r.request_amount,
        channel_code: r.channel_code,
        updated: now().toISOString(),
      });
    },
  };
}

export type PaymentRequestBooks = ReturnType<typeof paymentRequestBooks>;
