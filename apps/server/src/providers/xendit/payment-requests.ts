/**
 * QRIS through Xendit's Payments API v3 (decision 073): one `PAY` payment request per bill,
 * channel `QRIS`, for the bill's exact amount. Its `payment_request_id` is the number Tenor
 * stores (the account), its QR string (`actions[]`, descriptor `QR_STRING`) is what the page
 * draws. QRIS takes no expiry of ours (the channel page: 48 hours, not settable), so the request
 * is cancelled when Tenor's time for it ends (provider-follow-up.ts). A PAY request takes one
 * payment, so its id is also the event id a callback and a status query share: the two
 * crossing are one payment.
 *
 * E-wallets (decision 077) are the same `PAY` request with the wallet's channel code and its
 * return addresses; the answer's `REDIRECT_CUSTOMER` action is where the borrower approves.
 */
import * as z from 'zod';
import type { IssueRequest, ReportedPayment } from '../payment-provider.ts';
import type { XenditRef } from './account-refs.ts';
import { XenditError } from './errors.ts';
import type { XenditClient } from './http-client.ts';
import { rupiahOf } from './wire.ts';

/** The API version the requests are written against (Xendit's `api-version` header). */
export const PAYMENTS_API_VERSION = '2024-11-11';

/** How long Xendit keeps a QRIS payment request payable (its QRIS channel page). */
export const QRIS_REQUEST_TTL_MS = 48 * 3_600_000;

const SEN_PER_RUPIAH = 100;
const instant = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a timestamp')
  .transform((s) => new Date(s).toISOString());

/** A payment request as POST /v3/payment_requests and GET /v3/payment_requests/{id} answer it. */
export const paymentRequest = z.object({
  payment_request_id: z.string().min(1).max(100),
  reference_id: z.string(),
  status: z.string(),
  request_amount: z.number().nonnegative(),
  actions: z
    .array(z.object({ type: z.string(), descriptor: z.string(), value: z.string() }))
    .optional(),
  channel_properties: z.object({ expires_at: instant.optional() }).partial().optional(),
  created: instant.optional(),
  updated: instant.optional(),
});
export type PaymentRequestAnswer = z.infer<typeof paymentRequest>;

/** The `payment.capture` callback (Payments API v3 webhooks). */
export const paymentCapture = z.object({
  event: z.literal('payment.capture'),
  data: z.object({
    payment_request_id: z.string().min(1).max(100),
    status: z.string(),
    request_amount: z.number().nonnegative(),
    channel_code: z.string(),
    updated: instant,
  }),
});

const api = { 'api-version': PAYMENTS_API_VERSION };
const path = (id: string) => `/v3/payment_requests/${encodeURIComponent(id)}`;

export interface IssuedRequest {
  accountNo: string;
  ref: XenditRef;
  qrString: string;
  expiresAt: Date;
  /** False once Xendit reports it paid, expired, cancelled or failed. */
  open: boolean;
}

const OPEN_STATUSES = ['REQUIRES_ACTION', 'ACCEPTING_PAYMENTS', 'PENDING'];

/** One `PAY` request for the bill, under its number as the idempotency key. */
async function createRequest(
  client: XenditClient,
  request: IssueRequest,
  channel: { code: string; properties: Record<string, string> },
): Promise<PaymentRequestAnswer> {
  const rupiah = rupiahOf(request.amount);
  if (rupiah === null) throw new XenditError('refused', 'AMOUNT_NOT_WHOLE_RUPIAH');
  return client(
    {
      method: 'POST',
      path: '/v3/payment_requests',
      headers: { ...api, 'idempotency-key': request.vcode },
      repeatable: true,
      body: {
        reference_id: request.vcode,
        type: 'PAY',
        country: 'ID',
        currency: 'IDR',
        request_amount: rupiah,
        capture_method: 'AUTOMATIC',
        channel_code: channel.code,
        channel_properties: channel.properties,
        description: `Bill ${request.vcode}`,
      },
    },
    paymentRequest,
  );
}

/** A dynamic QRIS for the bill; asked again with the same bill, the same request body and key. */
export async function issueQris(
  client: XenditClient,
  request: IssueRequest,
  now: Date,
): Promise<IssuedRequest> {
  const answer = await createRequest(client, request, { code: 'QRIS', properties: {} });
  const qrString = answer.actions?.find((a) => a.descriptor === 'QR_STRING')?.value;
  if (qrString === undefined) throw new XenditError('unavailable', 'NO_QR_STRING');
  const from = answer.created === undefined ? now : new Date(answer.created);
  const expiresAt = answer.channel_properties?.expires_at
    ? new Date(answer.channel_properties.expires_at)
    : new Date(from.getTime() + QRIS_REQUEST_TTL_MS);
  return {
    accountNo: answer.payment_request_id,
    ref: { rail: 'pr', id: answer.payment_request_id },
    qrString,
    expiresAt,
    open: OPEN_STATUSES.includes(answer.status),
  };
}

/**
 * Cancels the request: it takes no payment from then on. One already paid, expired or
 * cancelled is refused by Xendit, which is done too (a payment that got in is reported and
 * refunded like any money for a closed account).
 */
export async function cancelRequest(client: XenditClient, id: string): Promise<void> {
  try {
    await client(
      { method: 'POST', path: `${path(id)}/cancel`, headers: api, repeatable: true },
      paymentRequest,
    );
  } catch (err) {
    if (!(err instanceof XenditError && err.kind === 'refused')) throw err;
  }
}

/** The request's payment, asked of Xendit (the callback's shape and event id); none until paid. */
export async function requestPayments(
  client: XenditClient,
  id: string,
): Promise<ReportedPayment[]> {
  const answer = await client({ method: 'GET', path: path(id), headers: api }, paymentRequest);
  if (answer.status !== 'SUCCEEDED') return [];
  return [
    {
      eventId: answer.payment_request_id,
      accountNo: answer.payment_request_id,
      amount: Math.round(answer.request_amount * SEN_PER_RUPIAH),
      paidAt: answer.updated ?? new Date().toISOString(),
    },
  ];
}

/** A `payment.capture` callback that succeeded, as the payment it reports; null otherwise. */
export function parseCapture(json: unknown): ReportedPayment | null {
  const capture = paymentCapture.safeParse(json);
  if (!capture.success || capture.data.data.status !== 'SUCCEEDED') return null;
  const { data } = capture.data;
  return {
    eventId: data.payment_request_id,
    accountNo: data.payment_request_id,
    amount: Math.round(data.request_amount * SEN_PER_RUPIAH),
    paidAt: data.updated,
  };
}

/** A wallet's request: where the borrower approves it, and whether it still awaits them. */
export interface IssuedWalletRequest {
  accountNo: string;
  ref: XenditRef;
  url: string;
  expiresAt: Date | undefined;
  open: boolean;
}

/**
 * Where the borrower approves: the web page, which works in a phone's browser and in the
 * app's WebView, else the wallet's deep link (ShopeePay answers only that).
 */
const APPROVE_AT = ['WEB_URL', 'DEEPLINK_URL'];

/**
 * A one-off e-wallet payment for the bill (decision 077): a `PAY` request with the wallet's
 * channel code and where it sends the borrower back, approved or not. Asked again with the
 * same bill, the same body and key answer the same request.
 */
export async function issueWallet(
  client: XenditClient,
  request: IssueRequest,
): Promise<IssuedWalletRequest> {
  if (request.returnUrl === undefined) throw new XenditError('refused', 'NO_RETURN_URL');
  const answer = await createRequest(client, request, {
    code: request.payCode,
    properties: {
      success_return_url: request.returnUrl,
      failure_return_url: request.returnUrl,
      cancel_return_url: request.returnUrl,
    },
  });
  const redirect = answer.actions?.filter((a) => a.type === 'REDIRECT_CUSTOMER') ?? [];
  const url = APPROVE_AT.map((d) => redirect.find((a) => a.descriptor === d)?.value).find(
    (v) => v !== undefined,
  );
  const open = OPEN_STATUSES.includes(answer.status);
  if (url === undefined && open) throw new XenditError('unavailable', 'NO_REDIRECT_ACTION');
  return {
    accountNo: answer.payment_request_id,
    ref: { rail: 'pr', id: answer.payment_request_id },
    url: url ?? '',
    expiresAt: answer.channel_properties?.expires_at
      ? new Date(answer.channel_properties.expires_at)
      : undefined,
    open,
  };
}

/** What Xendit says became of a wallet's request: paid, still awaiting the borrower, or over. */
export async function requestOutcome(
  client: XenditClient,
  id: string,
): Promise<'open' | 'paid' | 'failed'> {
  const answer = await client({ method: 'GET', path: path(id), headers: api }, paymentRequest);
  if (answer.status === 'SUCCEEDED') return 'paid';
  return OPEN_STATUSES.includes(answer.status) ? 'open' : 'failed';
}
