/**
 * The Razorpay stand-in's e-mandates (Recurring Payments, `emandate` method, API v1; decision
 * 078): the registration link (`POST /subscription_registration/auth_links`, `type: link`,
 * amount 0, `subscription_registration` with `auth_type` netbanking / debitcard / aadhaar,
 * `max_amount` up to ₹1,00,00,000, `expire_at`, and a `bank_account` whose IFSC has Razorpay's
 * shape; one link per `receipt`), listed by receipt (`GET /invoices?receipt=`, `expired` past
 * its `expire_by`), the token with its `recurring_details` (`GET /customers/:id/tokens/:id`),
 * and token deletion (`DELETE /customers/:id/tokens/:id`), after which NPCI's cancellation
 * arrives as `token.cancelled`. The payer's side: signing at the bank (`payment.authorized`, the token
 * `initiated`), the bank confirming or rejecting the token days later (`token.confirmed`,
 * `token.rejected`), and NPCI acknowledging a deletion. Debits on a confirmed token are the
 * recurring payments of razorpay-mandates.ts.
 */
import { badRequest, newId, type RazorpayStore } from './razorpay-store.ts';

type Json = Record<string, unknown>;
type Signed<T> = (event: string, payload: Json) => T;

const AUTH_TYPES = ['netbanking', 'debitcard', 'aadhaar'];
/** ₹1,00,00,000: Razorpay's largest e-mandate (NPCI e-NACH, every auth type). */
const MAX_AMOUNT = 1_000_000_000;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function razorpayEmandate<T>(
  store: RazorpayStore,
  nowS: () => number,
  signed: Signed<T>,
  customers: Map<string, Json>,
  tokens: Map<string, Json>,
) {
  const { s } = store;
  const invoices = new Map<string, Json>();

  function createAuthLink(b: Json): Json {
    if (b.type !== 'link') throw badRequest('type must be link', 'type');
    if (b.amount !== 0) throw badRequest('The amount for an emandate registration must be 0');
    if (b.currency !== 'INR') throw badRequest('Currency is not supported', 'currency');
    if (!customers.has(b.customer_id as string)) throw store.noSuchId();
    if (
      typeof b.receipt === 'string' &&
      [...invoices.values()].some((i) => i.receipt === b.receipt)
    )
      throw badRequest('Invoice receipt already exists', 'receipt');
    if (!Number.isInteger(b.expire_by) || (b.expire_by as number) < nowS() + 15 * 60)
      throw badRequest('expire_by should be at least 15 minutes ahead', 'expire_by');
    const reg = b.subscription_registration as Json | undefined;
    if (reg?.method !== 'emandate') throw badRequest('subscription_registration.method is invalid');
    if (!AUTH_TYPES.includes(reg.auth_type as string))
      throw badRequest('auth_type is invalid', 'subscription_registration.auth_type');
    const max = reg.max_amount;
    if (!Number.isInteger(max) || (max as number) < 100 || (max as number) > MAX_AMOUNT)
      throw badRequest('max_amount is invalid', 'subscription_registration.max_amount');
    if (!Number.isInteger(reg.expire_at) || (reg.expire_at as number) <= nowS())
      throw badRequest('expire_at must be in the future', 'subscription_registration.expire_at');
    const account = reg.bank_account as Json | undefined;
    if (
      typeof account?.beneficiary_name !== 'string' ||
      account.beneficiary_name.trim() === '' ||
      typeof account.account_number !== 'string' ||
      !/^\d{6,18}$/.test(account.account_number) ||
      !['savings', 'current'].includes(account.account_type as string) ||
      typeof account.ifsc_code !== 'string' ||
      !IFSC.test(account.ifsc_code)
    )
      throw badRequest('bank_account is invalid', 'subscription_registration.bank_account');
    const order: Json = {
      id: newId('order'),
      entity: 'order',
      amount: 0,
      amount_paid: 0,
      currency: 'INR',
      receipt: b.receipt ?? null,
      status: 'created',
      notes: b.notes ?? {},
      customer_id: b.customer_id,
      method: 'emandate',
      token: {
        method: 'emandate',
        auth_type: reg.auth_type,
        max_amount: max,
        expire_at: reg.expire_at,
        bank_account: account,
      },
      notification: null,
      created_at: nowS(),
    };
    s.orders.set(order.id as string, order);
    const id = newId('inv');
    const link: Json = {
      id,
      entity: 'invoice',
      type: 'link',
      status: 'issued',
      receipt: b.receipt ?? null,
      order_id: order.id,
      customer_id: b.customer_id,
      amount: 0,
      currency: 'INR',
      description: b.description ?? null,
      short_url: `https://rzp.io/i/${id.slice(4)}`,
      expire_by: b.expire_by,
      sms_status: b.sms_notify === 0 ? null : 'pending',
      email_status: b.email_notify === 0 ? null : 'pending',
      created_at: nowS(),
    };
    invoices.set(id, link);
    return link;
  }

  /** A customer's token, as `GET` and `DELETE /customers/:id/tokens/:id` find it. */
  function ownedToken(m: string[]): Json {
    const token = tokens.get(m[2]!);
    if (token === undefined || token.customer_id !== m[1] || token.deleted === true)
      throw store.noSuchId();
    return token;
  }

  function deleteToken(m: string[]): Json {
    ownedToken(m).deleted = true;
    return { deleted: true };
  }

  /** An issued link past its `expire_by` is `expired`, as Razorpay lists it. */
  function lapsed(link: Json): Json {
    if (link.status === 'issued' && (link.expire_by as number) < nowS()) link.status = 'expired';
    return link;
  }

  const tokenEntity = (token: Json) => ({
    ...token,
    entity: 'token',
    recurring_details: { status: token.recurring_status, failure_reason: token.failure_reason },
  });

  const routes: [string, RegExp, (m: string[], body: Json, q: URLSearchParams) => Json][] = [
    ['POST', /^\/subscription_registration\/auth_links$/, (_m, b) => createAuthLink(b)],
    [
      'GET',
      /^\/invoices$/,
      (_m, _b, q) =>
        store.list(
          [...invoices.values()]
            .map(lapsed)
            .filter((i) => !q.has('receipt') || i.receipt === q.get('receipt')),
        ),
    ],
    ['GET', /^\/customers\/([^/]+)\/tokens\/([^/]+)$/, (m) => tokenEntity(ownedToken(m))],
    ['DELETE', /^\/customers\/([^/]+)\/tokens\/([^/]+)$/, (m) => deleteToken(m)],
  ];
  const tokenEvent = (tokenId: string, to: string, event: string, reason?: string): T => {
    const token = tokens.get(tokenId);
    if (token === undefined) throw badRequest('no such token');
    Object.assign(token, { recurring_status: to, failure_reason: reason ?? null });
    return signed(event, { token: tokenEntity(token) });
  };

  return {
    routes,
    invoices,
    /** The borrower signs at the bank on the link's page: `payment.authorized`, token initiated. */
    sign(authOrderId: string): T {
      const order = store.get(s.orders, authOrderId);
      const terms = order.token as Json;
      const token: Json = {
        id: newId('token'),
        customer_id: order.customer_id,
        method: 'emandate',
        auth_type: terms.auth_type,
        recurring_status: 'initiated',
        failure_reason: null,
        max_amount: terms.max_amount,
        expired_at: terms.expire_at,
        bank_details: terms.bank_account,
      };
      tokens.set(token.id as string, token);
      const payment = store.newPayment(0, {
        status: 'authorized',
        captured: false,
        method: 'emandate',
        order_id: order.id,
        customer_id: order.customer_id,
        token_id: token.id,
        recurring: true,
      });
      for (const link of invoices.values()) {
        if (link.order_id === order.id) Object.assign(link, { status: 'paid' });
      }
      return signed('payment.authorized', { payment });
    },
    /** The bank registers the mandate (NPCI e-NACH): `token.confirmed`. */
    confirm: (tokenId: string): T => tokenEvent(tokenId, 'confirmed', 'token.confirmed'),
    /** The bank refuses it (a wrong account, a signature mismatch): `token.rejected`. */
    reject: (tokenId: string): T =>
      tokenEvent(tokenId, 'rejected', 'token.rejected', 'Account details do not match'),
    /** NPCI acknowledges a deleted token's cancellation the next working day. */
    cancelled(tokenId: string): T {
      if (tokens.get(tokenId)?.deleted !== true) throw badRequest('the token was not deleted');
      return tokenEvent(tokenId, 'cancelled', 'token.cancelled');
    },
  };
}
