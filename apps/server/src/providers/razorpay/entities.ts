/**
 * The parts of Razorpay's v1 entities the adapter reads (API reference: QR Codes, Payment
 * Links, Payments, Refunds entities). Unknown fields are ignored; amounts are integer paise.
 */
import * as z from 'zod';

const paise = z.int().nonnegative();
/** Razorpay writes Unix seconds; some payloads send them as strings (`close_by`). */
const unixSeconds = z.coerce.number().int().nonnegative();

export const qrCode = z.object({
  id: z.string().min(1),
  entity: z.literal('qr_code'),
  status: z.enum(['active', 'closed']),
  image_url: z.string().nullish(),
  /** The `upi://pay` text inside the QR, on accounts with the image-content feature. */
  image_content: z.string().nullish(),
  payment_amount: paise.nullish(),
  close_by: unixSeconds.nullish(),
  /** Ours, as sent (`tenor_vcode`); Razorpay writes an empty array when there are none. */
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
});
export type QrCode = z.infer<typeof qrCode>;

export const payment = z.object({
  id: z.string().min(1),
  entity: z.literal('payment'),
  amount: paise,
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullish(),
  method: z.string().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  created_at: unixSeconds,
});
export type Payment = z.infer<typeof payment>;

export const paymentLinkStatus = z.enum([
  'created',
  'partially_paid',
  'paid',
  'cancelled',
  'expired',
]);

export const paymentLink = z.object({
  id: z.string().min(1),
  amount: paise,
  amount_paid: paise.nullish(),
  status: paymentLinkStatus,
  reference_id: z.string().nullish(),
  short_url: z.string().min(1),
  order_id: z.string().nullish(),
  expire_by: unixSeconds.nullish(),
});
export type PaymentLink = z.infer<typeof paymentLink>;

export const refund = z.object({
  id: z.string().min(1),
  entity: z.literal('refund'),
  amount: paise,
  payment_id: z.string(),
  receipt: z.string().nullish(),
  status: z.enum(['pending', 'processed', 'failed']),
});
export type Refund = z.infer<typeof refund>;

/** `GET /payments/:id/refunds` and `GET /orders/:id/payments` answer a collection. */
export const collection = <T extends z.ZodType>(item: T) =>
  z.object({ entity: z.literal('collection'), count: z.int(), items: z.array(item) });

/** `GET /payment_links?reference_id=` answers `{ payment_links: [...] }`, not a collection. */
export const paymentLinks = z.object({ payment_links: z.array(paymentLink) });
