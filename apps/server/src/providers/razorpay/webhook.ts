/**
 * Razorpay's webhook: `X-Razorpay-Signature` is the hex HMAC-SHA256 of the raw body keyed
 * with the webhook secret (the same scheme as the sandbox's, so the same constant-time
 * check). The payment's id (`pay_…`) is the event id Tenor dedupes on: Razorpay retries a
 * delivery with the same body, and the several events of one payment (`qr_code.credited`,
 * `payment.captured`) all carry it, so a replay or a second event of it is a duplicate
 * whatever order they arrive in. `X-Razorpay-Event-Id` names a delivery, not a payment,
 * and the interface gives `parseWebhook` no headers: it is not needed.
 */
import * as z from 'zod';
import type { ReportedPayment } from '../payment-provider.ts';
import { verifySignature } from '../webhook-signature.ts';
import { webhookJson } from '../webhook-json.ts';
import { payment } from './entities.ts';

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';

/** Where a reported payment belongs: an issued account (UPI QR) or a gateway repayment's ref. */
export type PaymentTarget = 'account' | 'gateway';

/** ReportedPayment with its `target` always set (docs/decisions/029-razorpay-provider.md). */
export interface RazorpayReportedPayment extends ReportedPayment {
  target: PaymentTarget;
}

const wrapped = <T extends z.ZodType>(entity: T) => z.object({ entity });

const event = z.object({
  entity: z.literal('event'),
  event: z.string(),
  created_at: z.coerce.number().int(),
  payload: z.object({
    payment: wrapped(payment).optional(),
    qr_code: wrapped(z.object({ id: z.string().min(1) })).optional(),
    payment_link: wrapped(z.object({ id: z.string(), reference_id: z.string().min(1) })).optional(),
  }),
});

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

export const verifyRazorpaySignature = (
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): boolean => verifySignature(secret, rawBody, headers[RAZORPAY_SIGNATURE_HEADER]);

/** Our account or ref a bare `payment.captured` names, from the notes we set on it. */
function noteTarget(notes: unknown): { accountNo: string; target: PaymentTarget } | null {
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return null;
  const n = notes as Record<string, unknown>;
  if (typeof n.tenor_account === 'string') return { accountNo: n.tenor_account, target: 'account' };
  if (typeof n.tenor_ref === 'string') return { accountNo: n.tenor_ref, target: 'gateway' };
  return null;
}

/** The captured payment a verified body reports; null for any other event. */
export function parseRazorpayWebhook(rawBody: Buffer): RazorpayReportedPayment | null {
  const parsed = event.safeParse(webhookJson(rawBody));
  if (!parsed.success) return null;
  const { payload } = parsed.data;
  const pay = payload.payment?.entity;
  if (pay === undefined || pay.status !== 'captured' || pay.currency !== 'INR') return null;
  const found =
    parsed.data.event === 'qr_code.credited' && payload.qr_code
      ? { accountNo: payload.qr_code.entity.id, target: 'account' as const }
      : parsed.data.event === 'payment_link.paid' && payload.payment_link
        ? { accountNo: payload.payment_link.entity.reference_id, target: 'gateway' as const }
        : parsed.data.event === 'payment.captured'
          ? noteTarget(pay.notes)
          : null;
  if (found === null) return null;
  return { eventId: pay.id, amount: pay.amount, paidAt: iso(pay.created_at), ...found };
}
