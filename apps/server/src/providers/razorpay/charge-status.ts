/**
 * What became of a gateway payment whose end Tenor did not see (reconciler): the link found
 * by our reference, and the payments of its order. A card charge never reaches Razorpay
 * (card-charge.ts here), so a reference without a link was never charged.
 */
import type { ChargeStatus } from '../payment-provider.ts';
import { collection, payment } from './entities.ts';
import type { RazorpayHttp } from './http.ts';
import { razorpayMandates } from './mandates.ts';
import { linkByRef } from './payment-link.ts';

const orderPayments = collection(payment);

export async function chargeStatus(http: RazorpayHttp, reference: string): Promise<ChargeStatus> {
  try {
    const link = await linkByRef(http, reference);
    if (link === undefined) {
      // No link: an AutoPay debit of this ref, or nothing ever charged (decision 072).
      const debit = await razorpayMandates(http).debitStatus(reference);
      return debit.state === 'captured'
        ? 'succeeded'
        : debit.state === 'pending'
          ? 'unknown'
          : 'failed';
    }
    if (link.status === 'paid') return 'succeeded';
    // The link's own status can trail its order's payments (a capture just before expiry).
    const captured =
      link.order_id != null &&
      (
        await http(
          { method: 'GET', path: `/orders/${encodeURIComponent(link.order_id)}/payments` },
          orderPayments,
        )
      ).items.some((p) => p.status === 'captured' || p.status === 'refunded');
    if (captured) return 'succeeded';
    return link.status === 'cancelled' || link.status === 'expired' ? 'failed' : 'unknown';
  } catch {
    // Any failure to ask (5xx, timeout, refusal) is "ask again later", never a guess.
    return 'unknown';
  }
}
