/**
 * The parts of Xendit's JSON that Tenor reads (legacy Fixed Virtual Account and Retail Outlet
 * APIs, docs/decisions/030-xendit-provider.md). Unknown fields are dropped, so Xendit adding a
 * field breaks nothing; a missing or mistyped field we rely on fails the parse.
 */
import * as z from 'zod';

/** Every 4xx and 5xx answer. */
export const xenditErrorBody = z.object({ error_code: z.string().min(1).max(100) });

const id = z.string().min(1).max(100);
/** Sen to the rupiah: Tenor's amounts are minor units, Xendit's are whole rupiah. */
export const SEN_PER_RUPIAH = 100;

/** Tenor's amount (sen) as Xendit's whole rupiah; null when it is not a whole rupiah. */
export const rupiahOf = (sen: number): number | null =>
  Number.isInteger(sen) && sen % SEN_PER_RUPIAH === 0 ? sen / SEN_PER_RUPIAH : null;

/** Whole rupiah (IDR has no minor unit at Xendit), read as Tenor's minor units (sen). */
const rupiah = z
  .number()
  .int()
  .nonnegative()
  .transform((whole) => whole * SEN_PER_RUPIAH);
/** Xendit's timestamps, normalised to our ISO-8601 form (`…Z`). */
const instant = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), 'not a timestamp')
  .transform((s) => new Date(s).toISOString());

/** POST /callback_virtual_accounts and PATCH /callback_virtual_accounts/{id}. */
export const fixedVirtualAccount = z.object({
  id,
  external_id: z.string(),
  bank_code: z.string(),
  account_number: z.string().regex(/^\d{6,32}$/),
  status: z.string(),
});

/** POST /fixed_payment_code and PATCH /fixed_payment_code/{id}. */
export const fixedPaymentCode = z.object({
  id,
  external_id: z.string(),
  retail_outlet_name: z.string(),
  payment_code: z.string().regex(/^[A-Z0-9]{4,32}$/i),
  status: z.string(),
});

/** PATCH answers: only that Xendit took the change matters. */
export const updated = z.object({ id });

/** The "FVA paid" callback, and GET /callback_virtual_account_payments/payment_id={id}. */
export const virtualAccountPayment = z.object({
  payment_id: id,
  callback_virtual_account_id: id,
  external_id: z.string(),
  account_number: z.string().min(1).max(64),
  bank_code: z.string(),
  amount: rupiah,
  transaction_timestamp: instant,
});

/** The "Retail outlet paid" callback (Xendit's fixed payment code payment). */
export const paymentCodePayment = z.object({
  payment_id: id,
  fixed_payment_code_id: id,
  external_id: z.string(),
  payment_code: z.string().min(1).max(64),
  retail_outlet_name: z.string(),
  amount: rupiah,
  status: z.string(),
  transaction_timestamp: instant,
});

/** GET /fixed_payment_code/{id}/payments. */
export const paymentCodePayments = z.object({
  data: z.array(
    z.object({
      payment_id: id,
      amount: rupiah,
      status: z.string(),
      transaction_timestamp: instant,
    }),
  ),
  has_more: z.boolean().optional(),
});

/** A retail payment Xendit has taken: later statuses of the same payment keep its payment_id. */
export const PAID_CODE_STATUSES = ['SETTLING', 'COMPLETED'];
