/**
 * UPI Autopay through Razorpay's Recurring Payments API (v1, S2S intent flow; decision 072,
 * docs/providers/mandates.md). Registering: a customer, an order carrying the token's terms
 * (`method: upi`, `token.max_amount`, `expire_at`, `frequency`), and the authorisation payment
 * by intent (`/payments/create/upi`, `recurring: 1`, `upi.flow: intent`): its `upi://mandate`
 * link opens the borrower's UPI app. UPI Collect (typing a UPI ID) registers nothing since NPCI
 * retired it for new mandates. Each debit: at the notice, an order whose `receipt` is our debit
 * ref and whose `notification` object has Razorpay send the pre-debit notification with the
 * earliest debit time (`payment_after`); on the due day a recurring payment on the token, both
 * noted `tenor_ref`, so `payment.captured` reaches the
 * settlement path as a gateway payment of that ref. Before any debit the order is looked up by
 * its receipt, so a lost answer or a crashed run never makes a second one. e-NACH (the
 * `emandate` method, decision 078) registers and cancels through emandate.ts and debits the
 * same way, without the UPI-only notification.
 */
import * as z from 'zod';
import type {
  DebitRequest,
  DebitStatus,
  MandateEvent,
  MandateMethod,
  MandateRail,
  MandateRegistration,
  MandateTerms,
  PendingMandate,
} from '../mandate-rail.ts';
import { webhookJson } from '../webhook-json.ts';
import { authorisation, cancelEnach, enachStatus, registerEnach } from './emandate.ts';
import { collection, payment } from './entities.ts';
import { isRefusal } from './errors.ts';
import type { RazorpayHttp } from './http.ts';

/** The smallest order Razorpay takes (₹1): the authorisation payment's amount. */
export const AUTH_AMOUNT = 100;

const order = z.object({
  id: z.string().min(1),
  entity: z.literal('order'),
  amount: z.int().nonnegative(),
  status: z.string(),
  receipt: z.string().nullish(),
});
const customer = z.object({ id: z.string().min(1), entity: z.literal('customer') });
const created = z.object({ razorpay_payment_id: z.string().min(1), link: z.string().nullish() });
const tokenEntity = z.object({ id: z.string().min(1) });
/** A payment as the mandate events carry it: the token and order it belongs to. */
const tokenPayment = z.object({
  ...payment.shape,
  token_id: z.string().nullish(),
});
const event = z.object({
  entity: z.literal('event'),
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: tokenPayment }).optional(),
    token: z.object({ entity: tokenEntity }).optional(),
  }),
});

const orders = collection(order);
const payments = collection(payment);

const noteRef = (notes: unknown): string | null => {
  if (typeof notes !== 'object' || notes === null || Array.isArray(notes)) return null;
  const ref = (notes as Record<string, unknown>).tenor_ref;
  return typeof ref === 'string' ? ref : null;
};

/**
 * The order a debit is made on: its receipt and note are Tenor's ref, by which the status is
 * asked before any debit; at the notice it carries the pre-debit `notification`.
 */
const debitOrder = (
  request: DebitRequest,
  notification?: { token_id: string; payment_after: number },
) => ({
  method: 'POST' as const,
  path: '/orders',
  body: {
    amount: request.amount,
    currency: 'INR',
    receipt: request.ref,
    payment_capture: true,
    notes: { tenor_ref: request.ref },
    ...(notification === undefined ? {} : { notification }),
  },
});

export function razorpayMandates(http: RazorpayHttp): MandateRail {
  async function orderOf(receipt: string) {
    const list = await http(
      { method: 'GET', path: '/orders', query: { receipt, count: '10' } },
      orders,
    );
    return list.items.find((o) => o.receipt === receipt);
  }

  async function statusOf(ref: string): Promise<DebitStatus & { orderId: string | null }> {
    const found = await orderOf(ref);
    if (found === undefined) return { state: 'none', paymentRef: null, orderId: null };
    const list = await http(
      { method: 'GET', path: `/orders/${encodeURIComponent(found.id)}/payments` },
      payments,
    );
    const captured = list.items.find((p) => p.status === 'captured' || p.status === 'refunded');
    const working = list.items.find((p) => p.status === 'created' || p.status === 'authorized');
    const failed = list.items.find((p) => p.status === 'failed');
    const pick = captured ?? working ?? failed;
    const state = captured ? 'captured' : working ? 'pending' : failed ? 'failed' : 'none';
    return { state, paymentRef: pick?.id ?? null, orderId: found.id };
  }

  return {
    async register(terms: MandateTerms): Promise<MandateRegistration> {
      const cust = await http(
        {
          method: 'POST',
          path: '/customers',
          // '0': the customer already made for this phone is answered, not refused.
          body: { name: terms.customer.name, contact: terms.customer.phone, fail_existing: '0' },
        },
        customer,
      );
      if (terms.bank !== undefined) {
        return registerEnach(http, terms, terms.bank, cust.id, new Date());
      }
      const existing = await orderOf(terms.ref);
      const auth =
        existing ??
        (await http(
          {
            method: 'POST',
            path: '/orders',
            body: {
              amount: AUTH_AMOUNT,
              currency: 'INR',
              customer_id: cust.id,
              method: 'upi',
              receipt: terms.ref,
              notes: { tenor_mandate: terms.ref },
              token: {
                max_amount: terms.maxAmount,
                expire_at: Math.floor(terms.endsAt.getTime() / 1000),
                frequency: terms.frequency,
              },
            },
          },
          order,
        ));
      const pay = await http(
        {
          method: 'POST',
          path: '/payments/create/upi',
          body: {
            amount: AUTH_AMOUNT,
            currency: 'INR',
            order_id: auth.id,
            customer_id: cust.id,
            contact: terms.customer.phone,
            method: 'upi',
            recurring: '1',
            upi: { flow: 'intent' },
            description: terms.description,
          },
        },
        created,
      );
      if (pay.link == null) throw new Error('razorpay answered no intent link for the mandate');
      return { customerRef: cust.id, authRef: auth.id, intentUrl: pay.link };
    },

    async announce(request: DebitRequest, debitAfter: Date): Promise<void> {
      // Razorpay's pre-debit notification is UPI's; an e-NACH debit's notice is Tenor's SMS.
      if (request.method === 'enach') return;
      if ((await orderOf(request.ref)) !== undefined) return;
      await http(
        debitOrder(request, {
          token_id: request.tokenRef,
          payment_after: Math.ceil(debitAfter.getTime() / 1000),
        }),
        order,
      );
    },

    async debit(request: DebitRequest): Promise<DebitStatus> {
      const known = await statusOf(request.ref);
      if (known.state !== 'none') return { state: known.state, paymentRef: known.paymentRef };
      const notes = { tenor_ref: request.ref };
      const orderId = known.orderId ?? (await http(debitOrder(request), order)).id;
      const pay = await http(
        {
          method: 'POST',
          path: '/payments/create/recurring',
          body: {
            amount: request.amount,
            currency: 'INR',
            order_id: orderId,
            customer_id: request.customerRef,
            token: request.tokenRef,
            recurring: '1',
            description: request.description,
            notes,
          },
        },
        created,
      );
      return { state: 'pending', paymentRef: pay.razorpay_payment_id };
    },

    async debitStatus(ref: string): Promise<DebitStatus> {
      const { state, paymentRef } = await statusOf(ref);
      return { state, paymentRef };
    },

    async cancel(customerRef: string, tokenRef: string, method?: MandateMethod): Promise<void> {
      if (method === 'enach') return cancelEnach(http, customerRef, tokenRef);
      const path = `/customers/${encodeURIComponent(customerRef)}/tokens/${encodeURIComponent(tokenRef)}/cancel`;
      try {
        await http({ method: 'PUT', path }, z.object({}).passthrough());
      } catch (err) {
        // A token cancelled already (here or in the UPI app) is refused: nothing left to do.
        if (!isRefusal(err)) throw err;
      }
    },

    async pendingStatus(mandate: PendingMandate): Promise<MandateEvent[]> {
      if (mandate.method === 'enach') return enachStatus(http, mandate);
      // UPI AutoPay: the authorisation payment, approved (naming the token) or declined.
      const { tokenRef, declined } = await authorisation(http, mandate.authRef);
      if (tokenRef !== null) return [{ kind: 'confirmed', authRef: mandate.authRef, tokenRef }];
      return declined ? [{ kind: 'rejected', authRef: mandate.authRef }] : [];
    },

    parseEvent(rawBody: Buffer): MandateEvent | null {
      const parsed = event.safeParse(webhookJson(rawBody));
      if (!parsed.success) return null;
      const { payload } = parsed.data;
      const pay = payload.payment?.entity;
      const token = payload.token?.entity;
      switch (parsed.data.event) {
        case 'payment.authorized':
        case 'payment.captured':
          // The authorisation payment names the token the borrower approved; an e-mandate's
          // token still waits for the bank's confirmation (`token.confirmed`).
          if (pay?.token_id == null || pay.order_id == null || noteRef(pay.notes) !== null) {
            return null;
          }
          return {
            kind: pay.method === 'emandate' ? 'authorised' : 'confirmed',
            authRef: pay.order_id,
            tokenRef: pay.token_id,
          };
        case 'payment.failed': {
          if (pay === undefined) return null;
          const ref = noteRef(pay.notes);
          if (ref !== null) return { kind: 'debitFailed', debitRef: ref, paymentRef: pay.id };
          return pay.order_id != null ? { kind: 'rejected', authRef: pay.order_id } : null;
        }
        case 'token.paused':
          return token ? { kind: 'paused', tokenRef: token.id } : null;
        case 'token.resumed':
          return token ? { kind: 'resumed', tokenRef: token.id } : null;
        case 'token.confirmed':
          return token ? { kind: 'tokenConfirmed', tokenRef: token.id } : null;
        case 'token.rejected':
          return token ? { kind: 'tokenRejected', tokenRef: token.id } : null;
        case 'token.cancelled':
          return token ? { kind: 'cancelled', tokenRef: token.id } : null;
        default:
          return null;
      }
    },
  };
}
