/**
 * The hosted gateway (net banking, debit card) through Razorpay Payment Links: one link per
 * gateway repayment, `reference_id` = our ref. Razorpay keeps `reference_id` unique, so a
 * create retried after a lost answer finds the first link instead of making a second one.
 */
import type { GatewayMethod } from '@tenor/contract/endpoints/repay';
import type { GatewayRequest } from '../payment-provider.ts';
import { paymentLink, paymentLinks, type PaymentLink } from './entities.ts';
import { isRefusal } from './errors.ts';
import type { RazorpayHttp } from './http.ts';

/** Razorpay refuses an `expire_by` less than 15 minutes ahead; a minute more for clocks. */
export const MIN_EXPIRY_AHEAD_S = 16 * 60;

/** Only the method the borrower chose shows on Razorpay's page (Payment Links, customise). */
const checkoutMethods = (method: GatewayMethod) => ({
  netbanking: method === 'netbanking' ? '1' : '0',
  card: method === 'debitCard' ? '1' : '0',
  upi: '0',
  wallet: '0',
});

export async function linkByRef(http: RazorpayHttp, ref: string): Promise<PaymentLink | undefined> {
  const found = await http(
    { method: 'GET', path: '/payment_links', query: { reference_id: ref } },
    paymentLinks,
  );
  return found.payment_links.find((l) => l.reference_id === ref);
}

export async function openLink(
  http: RazorpayHttp,
  request: GatewayRequest,
  now = new Date(),
): Promise<{ url: string }> {
  const nowS = Math.floor(now.getTime() / 1000);
  const body = {
    amount: request.amount,
    currency: 'INR',
    accept_partial: false,
    reference_id: request.ref,
    description: 'Loan repayment',
    expire_by: Math.max(Math.floor(request.expiresAt.getTime() / 1000), nowS + MIN_EXPIRY_AHEAD_S),
    reminder_enable: false,
    notify: { sms: false, email: false },
    notes: { tenor_ref: request.ref },
    options: { checkout: { method: checkoutMethods(request.method) } },
    callback_url: request.returnUrl,
    callback_method: 'get',
  };
  try {
    const link = await http({ method: 'POST', path: '/payment_links', body }, paymentLink);
    return { url: link.short_url };
  } catch (err) {
    if (!isRefusal(err)) throw err;
    // The usual refusal is our own earlier create whose answer was lost: reuse that link.
    const existing = await linkByRef(http, request.ref);
    if (existing?.amount !== request.amount || existing.status !== 'created') throw err;
    return { url: existing.short_url };
  }
}

/**
 * True when the link can take no payment any more (cancelled now or before, expired, never
 * created); false when it was paid (the webhook completes that payment).
 */
export async function cancelLink(http: RazorpayHttp, ref: string): Promise<boolean> {
  const link = await linkByRef(http, ref);
  if (link === undefined) return true;
  if (link.status === 'paid' || link.status === 'partially_paid') return false;
  if (link.status !== 'created') return true;
  try {
    await http(
      { method: 'POST', path: `/payment_links/${encodeURIComponent(link.id)}/cancel` },
      paymentLink,
    );
    return true;
  } catch (err) {
    if (!isRefusal(err)) throw err;
    // Paid (or expired) between our read and the cancel: read again to know which.
    const now = await linkByRef(http, ref);
    return now?.status === 'cancelled' || now?.status === 'expired';
  }
}
