/**
 * Gives back money that reached a closed or settled account (`POST /payments/:id/refund`).
 * Our refund reference is both the `receipt` and the `X-Refund-Idempotency` key, so a
 * refund retried after a lost answer is taken once; `speed: normal` because the money goes
 * back to the payer's own UPI account or card, and instant refunds cost a fee.
 */
import { createHash } from 'node:crypto';
import type { RefundRequest } from '../payment-provider.ts';
import { collection, refund as refundEntity } from './entities.ts';
import { isRefusal } from './errors.ts';
import type { RazorpayHttp } from './http.ts';

/** Razorpay takes 10+ characters of letters, digits, `-` and `_` as an idempotency key. */
export function idempotencyKey(reference: string): string {
  const key = `tenor-${reference}`;
  return /^[A-Za-z0-9_-]{10,64}$/.test(key)
    ? key
    : `tenor-${createHash('sha256').update(reference).digest('hex').slice(0, 40)}`;
}

const refunds = collection(refundEntity);

export async function refundPayment(http: RazorpayHttp, request: RefundRequest): Promise<boolean> {
  const path = `/payments/${encodeURIComponent(request.eventId)}/refund`;
  try {
    await http(
      {
        method: 'POST',
        path,
        headers: { 'x-refund-idempotency': idempotencyKey(request.reference) },
        body: {
          amount: request.amount,
          speed: 'normal',
          receipt: request.reference,
          notes: { tenor_refund: request.reference, tenor_account: request.accountNo },
        },
      },
      refundEntity,
    );
    return true;
  } catch (err) {
    if (!isRefusal(err)) throw err;
    // "Already fully refunded" after an earlier try of ours whose answer was lost: it is done.
    const done = await http(
      { method: 'GET', path: `/payments/${encodeURIComponent(request.eventId)}/refunds` },
      refunds,
    );
    if (done.items.some((r) => r.receipt === request.reference && r.status !== 'failed'))
      return true;
    throw err;
  }
}
