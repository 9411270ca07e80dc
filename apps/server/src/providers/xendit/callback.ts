/**
 * Xendit's payment callbacks. They carry no signature over the body: Xendit proves itself with
 * the dashboard's callback verification token in `x-callback-token`, compared here in constant
 * time (both sides hashed first, so neither the length nor a prefix leaks). Three callbacks reach
 * `/repay/webhook/xendit`: "FVA paid" and "Retail outlet paid" (the event id is Xendit's
 * `payment_id`, which a redelivery of the same payment carries again), and Payments API v3's
 * `payment.capture` for QRIS (the event id is its payment request's id, payment-requests.ts),
 * and for a debit on a linked wallet, which pays the debit's repayment (payment-tokens.ts), as a
 * completed `direct_debit.payment` does for a linked BRI card (direct-debit.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Secret } from '../../config/xendit.ts';
import type { ReportedPayment } from '../payment-provider.ts';
import { webhookJson } from '../webhook-json.ts';
import { parseDirectDebitCapture } from './direct-debit.ts';
import { parseCapture } from './payment-requests.ts';
import { parseTokenCapture } from './payment-tokens.ts';
import { PAID_CODE_STATUSES, paymentCodePayment, virtualAccountPayment } from './wire.ts';

export const CALLBACK_TOKEN_HEADER = 'x-callback-token';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

export function verifyCallbackToken(
  token: Secret,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const given = headers[CALLBACK_TOKEN_HEADER];
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(token.reveal()));
}

/** The payment in a verified callback body; null for anything else (an "FVA created" event). */
export function parseCallback(rawBody: Buffer): ReportedPayment | null {
  const json = webhookJson(rawBody);
  const debited = parseTokenCapture(json) ?? parseDirectDebitCapture(json);
  if (debited !== null) return debited;
  const captured = parseCapture(json);
  if (captured !== null) return captured;
  const va = virtualAccountPayment.safeParse(json);
  if (va.success) {
    return {
      eventId: va.data.payment_id,
      accountNo: va.data.account_number,
      amount: va.data.amount,
      paidAt: va.data.transaction_timestamp,
    };
  }
  const code = paymentCodePayment.safeParse(json);
  if (code.success && PAID_CODE_STATUSES.includes(code.data.status)) {
    return {
      eventId: code.data.payment_id,
      accountNo: code.data.payment_code,
      amount: code.data.amount,
      paidAt: code.data.transaction_timestamp,
    };
  }
  return null;
}
