/**
 * Asking Xendit what was paid, for when a callback never came (Xendit stops redelivering after
 * a day) or an operator wants the provider's word. The answers have the webhook's shape, so a
 * reconciler can hand them to the same `recordNotification` and the event id dedupes them
 * against callbacks already received.
 */
import type { ReportedPayment } from '../payment-provider.ts';
import type { XenditRef } from './account-refs.ts';
import { XenditError } from './errors.ts';
import type { XenditClient } from './http-client.ts';
import { PAID_CODE_STATUSES, paymentCodePayments, virtualAccountPayment } from './wire.ts';

const notFound = (err: unknown) =>
  err instanceof XenditError && err.kind === 'refused' && err.status === 404;

/** GET /callback_virtual_account_payments/payment_id={id}; null when Xendit has no such payment. */
export async function virtualAccountPaymentOf(
  client: XenditClient,
  paymentId: string,
): Promise<ReportedPayment | null> {
  try {
    const payment = await client(
      {
        method: 'GET',
        path: `/callback_virtual_account_payments/payment_id=${encodeURIComponent(paymentId)}`,
      },
      virtualAccountPayment,
    );
    return {
      eventId: payment.payment_id,
      accountNo: payment.account_number,
      amount: payment.amount,
      paidAt: payment.transaction_timestamp,
    };
  } catch (err) {
    if (notFound(err)) return null;
    throw err;
  }
}

/** GET /fixed_payment_code/{id}/payments: the code's taken payments (single-use: at most one). */
export async function paymentCodePaymentsOf(
  client: XenditClient,
  ref: XenditRef,
  accountNo: string,
): Promise<ReportedPayment[]> {
  const list = await client(
    {
      method: 'GET',
      path: `/fixed_payment_code/${encodeURIComponent(ref.id)}/payments`,
    },
    paymentCodePayments,
  );
  return list.data
    .filter((p) => PAID_CODE_STATUSES.includes(p.status))
    .map((p) => ({
      eventId: p.payment_id,
      accountNo,
      amount: p.amount,
      paidAt: p.transaction_timestamp,
    }));
}
