/**
 * e-NACH through Razorpay's Recurring Payments with the `emandate` method (API v1; decision
 * 078, docs/providers/mandates.md). The borrower signs at their bank on Razorpay's hosted page:
 * a registration link (`POST /subscription_registration/auth_links`, `type: link`, amount 0)
 * carrying the token's terms (`max_amount`, `expire_at`), the `auth_type` (net banking, debit
 * card or Aadhaar) and the `bank_account` to debit. The link is an invoice whose `receipt` is
 * our mandate ref, so a lost answer is found again by it before a second link is made; its
 * `order_id` is the authorisation order that `payment.authorized` names. The token then waits
 * for the bank (`token.confirmed` or `token.rejected`, real time to a few working days).
 * Debits are the same orders and recurring payments as UPI AutoPay's (mandates.ts), without
 * Razorpay's UPI-only pre-debit notification: Tenor's SMS is the notice. Cancelling deletes
 * the token; Razorpay asks NPCI the next working day and sends `token.cancelled`.
 */
import * as z from 'zod';
import type {
  MandateEvent,
  MandateRegistration,
  MandateTerms,
  PendingMandate,
} from '../mandate-rail.ts';
import { collection, payment } from './entities.ts';
import { isRefusal } from './errors.ts';
import type { RazorpayHttp } from './http.ts';

/** How long the borrower has to open the link and sign at the bank. */
const LINK_TTL_S = 24 * 3600;

const invoice = z.object({
  id: z.string().min(1),
  entity: z.literal('invoice'),
  status: z.string(),
  receipt: z.string().nullish(),
  order_id: z.string().min(1),
  short_url: z.string().min(1),
  customer_id: z.string().nullish(),
});
const invoices = collection(invoice);
/** The signature at the bank: the authorisation order's payment, naming the token. */
const signatures = collection(z.object({ ...payment.shape, token_id: z.string().nullish() }));
/** The token as Razorpay keeps it (`GET /customers/:id/tokens/:id`). */
const token = z.object({
  id: z.string().min(1),
  recurring_details: z.object({ status: z.string() }).nullish(),
});
const path = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

type Bank = NonNullable<MandateTerms['bank']>;

export async function registerEnach(
  http: RazorpayHttp,
  terms: MandateTerms,
  bank: Bank,
  customerId: string,
  now: Date,
): Promise<MandateRegistration> {
  const known = await http(
    { method: 'GET', path: '/invoices', query: { receipt: terms.ref } },
    invoices,
  );
  const link =
    known.items.find((i) => i.receipt === terms.ref && i.status === 'issued') ??
    (await http(
      {
        method: 'POST',
        path: '/subscription_registration/auth_links',
        body: {
          customer_id: customerId,
          type: 'link',
          amount: 0,
          currency: 'INR',
          description: terms.description,
          receipt: terms.ref,
          expire_by: Math.floor(now.getTime() / 1000) + LINK_TTL_S,
          // Tenor shows the link itself; Razorpay sends no SMS or email of its own.
          sms_notify: 0,
          email_notify: 0,
          notes: { tenor_mandate: terms.ref },
          subscription_registration: {
            method: 'emandate',
            auth_type: bank.authType,
            max_amount: terms.maxAmount,
            expire_at: Math.floor(terms.endsAt.getTime() / 1000),
            bank_account: {
              beneficiary_name: bank.account.holder,
              account_number: bank.account.number,
              account_type: bank.account.type,
              ifsc_code: bank.account.ifsc,
            },
          },
        },
      },
      invoice,
    ));
  return { customerRef: customerId, authRef: link.order_id, intentUrl: link.short_url };
}

/**
 * What the borrower did with a mandate's authorisation order (`GET /orders/:id/payments`): the
 * token a payment approved or signed names, or every payment on it declined. UPI AutoPay's
 * approval and e-NACH's signature at the bank both read it.
 */
export async function authorisation(
  http: RazorpayHttp,
  authRef: string,
): Promise<{ tokenRef: string | null; declined: boolean }> {
  const paid = await http({ method: 'GET', path: `/orders/${path(authRef)}/payments` }, signatures);
  const approved = paid.items.find(
    (p) => p.token_id != null && (p.status === 'authorized' || p.status === 'captured'),
  );
  return {
    tokenRef: approved?.token_id ?? null,
    declined: paid.items.length > 0 && paid.items.every((p) => p.status === 'failed'),
  };
}

/**
 * Where a pending e-NACH mandate stands when no webhook has said (decision 078): the
 * authorisation order's payments name the token once the borrower has signed at the bank
 * (`GET /orders/:id/payments`), the token's `recurring_details.status` gives the bank's verdict
 * (`GET /customers/:id/tokens/:id`), and an unsigned link listed by our receipt says whether it
 * expired. Answered as the events the webhooks would have carried, in order.
 */
export async function enachStatus(
  http: RazorpayHttp,
  mandate: PendingMandate,
): Promise<MandateEvent[]> {
  const events: MandateEvent[] = [];
  let tokenRef = mandate.tokenRef;
  if (tokenRef === null) {
    const signed = await authorisation(http, mandate.authRef);
    if (signed.tokenRef === null) {
      const links = await http(
        { method: 'GET', path: '/invoices', query: { receipt: mandate.ref } },
        invoices,
      );
      const link = links.items.find((i) => i.receipt === mandate.ref);
      if (link?.status === 'expired' || link?.status === 'cancelled') {
        events.push({ kind: 'expired', authRef: mandate.authRef });
      }
      return events;
    }
    tokenRef = signed.tokenRef;
    events.push({ kind: 'authorised', authRef: mandate.authRef, tokenRef });
  }
  const found = await http(
    { method: 'GET', path: `/customers/${path(mandate.customerRef, 'tokens', tokenRef)}` },
    token,
  );
  // `initiated`: the bank has not answered yet.
  const status = found.recurring_details?.status;
  if (status === 'confirmed') events.push({ kind: 'tokenConfirmed', tokenRef });
  if (status === 'rejected') events.push({ kind: 'tokenRejected', tokenRef });
  if (status === 'paused' || status === 'cancelled') events.push({ kind: status, tokenRef });
  return events;
}

/** Deletes the token: Razorpay cancels it at NPCI; one gone already is refused, and done. */
export async function cancelEnach(
  http: RazorpayHttp,
  customerRef: string,
  tokenRef: string,
): Promise<void> {
  const path = `/customers/${encodeURIComponent(customerRef)}/tokens/${encodeURIComponent(tokenRef)}`;
  try {
    await http({ method: 'DELETE', path }, z.object({}).passthrough());
  } catch (err) {
    if (!isRefusal(err)) throw err;
  }
}
