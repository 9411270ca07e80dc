/**
 * The Razorpay stand-in's Recurring Payments (UPI Autopay, API v1, S2S intent flow; decision
 * 072): customers (`fail_existing: '0'` answers the customer already made for a contact),
 * orders (with token terms for the authorisation: `method: upi`, `token.max_amount`,
 * `expire_at`, `frequency` `as_presented` or `monthly` only; `receipt` searchable), the
 * authorisation payment by intent (`/payments/create/upi`, `recurring: '1'`, `upi.flow:
 * intent` — collect is refused, NPCI retired it for new mandates), recurring payments on a
 * confirmed token (one per order; refused on a paused or cancelled token, and before the
 * order's pre-debit `notification.payment_after`) and token
 * cancellation. The payer's side — approving, declining, pausing or cancelling in the UPI app,
 * the bank capturing or failing a debit — answers the signed webhooks Razorpay sends.
 */
import { razorpayEmandate } from './razorpay-emandate.ts';
import { badRequest, newId, type RazorpayStore } from './razorpay-store.ts';

type Json = Record<string, unknown>;
type Route = [
  string,
  RegExp,
  (m: string[], body: Json, q: URLSearchParams) => Json | { status: number; body: Json },
];
type Signed<T> = (event: string, payload: Json) => T;

const FREQUENCIES = ['as_presented', 'monthly'];

export function razorpayMandates<T>(store: RazorpayStore, nowS: () => number, signed: Signed<T>) {
  const { s } = store;
  const customers = new Map<string, Json>();
  const tokens = new Map<string, Json>();
  const emandate = razorpayEmandate(store, nowS, signed, customers, tokens);

  function createCustomer(b: Json): Json {
    if (typeof b.contact !== 'string' || b.contact === '')
      throw badRequest('contact is required', 'contact');
    const known = [...customers.values()].find((c) => c.contact === b.contact);
    if (known !== undefined) {
      if (b.fail_existing !== '0') throw badRequest('Customer already exists for the merchant');
      return known;
    }
    const c: Json = {
      id: newId('cust'),
      entity: 'customer',
      name: b.name ?? '',
      contact: b.contact,
      created_at: nowS(),
    };
    customers.set(c.id as string, c);
    return c;
  }

  function createOrder(b: Json): Json {
    const auth = b.token !== undefined;
    if (!Number.isInteger(b.amount) || (b.amount as number) < 100)
      throw badRequest('The amount must be atleast INR 1.00', 'amount');
    if (b.currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (auth) {
      const token = b.token as Json;
      if (b.method !== 'upi') throw badRequest('method: upi is required for a UPI mandate');
      if (!customers.has(b.customer_id as string)) throw store.noSuchId();
      if (!Number.isInteger(token.max_amount) || (token.max_amount as number) < 100)
        throw badRequest('token.max_amount is invalid', 'token.max_amount');
      if (!FREQUENCIES.includes(token.frequency as string))
        throw badRequest('token.frequency must be as_presented or monthly', 'token.frequency');
      if (!Number.isInteger(token.expire_at) || (token.expire_at as number) <= nowS())
        throw badRequest('token.expire_at must be in the future', 'token.expire_at');
    }
    const notification = b.notification as Json | undefined;
    if (notification !== undefined) {
      const token = tokens.get(notification.token_id as string);
      if (token === undefined) throw badRequest('notification.token_id is invalid');
      if (token.recurring_status !== 'confirmed')
        throw badRequest(`Token is ${String(token.recurring_status)}`);
      if (!Number.isInteger(notification.payment_after))
        throw badRequest('notification.payment_after is invalid');
    }
    const order: Json = {
      id: newId('order'),
      entity: 'order',
      amount: b.amount,
      amount_paid: 0,
      currency: 'INR',
      receipt: b.receipt ?? null,
      status: 'created',
      notes: b.notes ?? {},
      customer_id: b.customer_id ?? null,
      token: b.token ?? null,
      notification: notification ?? null,
      created_at: nowS(),
    };
    s.orders.set(order.id as string, order);
    return order;
  }

  function createAuthorisation(b: Json): Json {
    const order = store.get(s.orders, b.order_id as string);
    if (order.token === null) throw badRequest('The order carries no token terms');
    if (b.recurring !== '1') throw badRequest('recurring must be 1 for a mandate');
    const upi = b.upi as Json | undefined;
    if (upi?.flow !== 'intent')
      throw badRequest('UPI collect is not supported for new mandates; use intent', 'upi.flow');
    const payment = store.newPayment(order.amount as number, {
      status: 'created',
      captured: false,
      order_id: order.id,
      customer_id: order.customer_id,
      recurring: true,
    });
    return {
      razorpay_payment_id: payment.id,
      link: `upi://mandate?pa=rzr.standin@icic&pn=Tenor&tr=${String(order.id)}&am=${(((order.token as Json).max_amount as number) / 100).toFixed(2)}&amrule=MAX&cu=INR`,
    };
  }

  function createRecurring(b: Json): Json {
    const order = store.get(s.orders, b.order_id as string);
    const token = tokens.get(b.token as string);
    if (token === undefined || token.customer_id !== b.customer_id) throw store.noSuchId();
    if (token.recurring_status !== 'confirmed' || token.deleted === true)
      throw badRequest(`Token is ${String(token.recurring_status)}`);
    if (b.amount !== order.amount) throw badRequest('amount must match the order', 'amount');
    const notice = order.notification as Json | null;
    // With the merchant's notification, no debit before its payment_after (the notice's 24 h).
    if (notice !== null && nowS() < (notice.payment_after as number))
      throw badRequest('The payment cannot be created before payment_after');
    if ((b.amount as number) > ((token.max_amount as number) ?? 0))
      throw badRequest('amount exceeds the mandate maximum', 'amount');
    if ([...s.payments.values()].some((p) => p.order_id === order.id))
      throw badRequest('A payment is already in progress for this order');
    const payment = store.newPayment(b.amount as number, {
      status: 'created',
      captured: false,
      order_id: order.id,
      customer_id: b.customer_id,
      token_id: token.id,
      method: token.method,
      recurring: true,
      notes: b.notes ?? {},
    });
    return { razorpay_payment_id: payment.id, razorpay_order_id: order.id };
  }

  function tokenOf(m: string[]): Json {
    const token = tokens.get(m[2]!);
    if (token === undefined || token.customer_id !== m[1]) throw store.noSuchId();
    return token;
  }

  const routes: Route[] = [
    ['POST', /^\/customers$/, (_m, b) => createCustomer(b)],
    ['POST', /^\/orders$/, (_m, b) => createOrder(b)],
    [
      'GET',
      /^\/orders$/,
      (_m, _b, q) =>
        store.list(
          [...s.orders.values()].filter((o) => !q.has('receipt') || o.receipt === q.get('receipt')),
        ),
    ],
    ['POST', /^\/payments\/create\/upi$/, (_m, b) => createAuthorisation(b)],
    ['POST', /^\/payments\/create\/recurring$/, (_m, b) => createRecurring(b)],
    [
      'PUT',
      /^\/customers\/([^/]+)\/tokens\/([^/]+)\/cancel$/,
      (m) => {
        const token = tokenOf(m);
        if (token.recurring_status === 'cancelled') throw badRequest('Token is already cancelled');
        return Object.assign(token, { recurring_status: 'cancelled' });
      },
    ],
    ...emandate.routes,
  ];

  const paymentOf = (orderId: string) => {
    const p = [...s.payments.values()].find((x) => x.order_id === orderId);
    if (p === undefined) throw badRequest('no payment on this order');
    return p;
  };
  const tokenEntity = (token: Json) => ({ ...token, entity: 'token' });

  return {
    routes,
    customers,
    tokens,
    /** e-NACH's links, the bank's signature and confirmation (razorpay-emandate.ts). */
    emandate,
    /** The borrower approves the mandate in their UPI app: `payment.authorized` with the token. */
    approve(authOrderId: string): T {
      const order = store.get(s.orders, authOrderId);
      const terms = order.token as Json;
      const payment = paymentOf(authOrderId);
      const token: Json = {
        id: newId('token'),
        customer_id: order.customer_id,
        method: 'upi',
        recurring_status: 'confirmed',
        max_amount: terms.max_amount,
        expired_at: terms.expire_at,
        frequency: terms.frequency,
      };
      tokens.set(token.id as string, token);
      Object.assign(payment, { status: 'authorized', token_id: token.id });
      return signed('payment.authorized', { payment });
    },
    /** The borrower declines it: the authorisation payment fails. */
    decline(authOrderId: string): T {
      const payment = paymentOf(authOrderId);
      Object.assign(payment, { status: 'failed', error_code: 'BAD_REQUEST_ERROR' });
      return signed('payment.failed', { payment });
    },
    /** Paused, resumed or cancelled in the UPI app: `token.paused` / `resumed` / `cancelled`. */
    tokenEvent(tokenId: string, to: 'paused' | 'confirmed' | 'cancelled'): T {
      const token = tokens.get(tokenId);
      if (token === undefined) throw badRequest('no such token');
      token.recurring_status = to;
      const event = to === 'confirmed' ? 'token.resumed' : `token.${to}`;
      return signed(event, { token: tokenEntity(token) });
    },
    /** The bank's answer to a debit: `payment.captured` or `payment.failed`. */
    settleDebit(paymentId: string, outcome: 'captured' | 'failed'): T {
      const payment = store.get(s.payments, paymentId);
      if (outcome === 'captured') {
        Object.assign(payment, { status: 'captured', captured: true });
        Object.assign(store.get(s.orders, payment.order_id as string), {
          status: 'paid',
          amount_paid: payment.amount,
        });
      } else Object.assign(payment, { status: 'failed', error_code: 'BAD_REQUEST_ERROR' });
      return signed(outcome === 'captured' ? 'payment.captured' : 'payment.failed', { payment });
    },
    /** The debits asked for (recurring payments), oldest first. */
    debits: () =>
      [...s.payments.values()].filter(
        (p) =>
          p.token_id != null && p.recurring === true && (p.notes as Json)?.tenor_ref !== undefined,
      ),
  };
}
