/**
 * The stand-in Xendit's Direct Debit API (decision 081), as direct-debit.ts uses it, following
 * the published guide ("Integration Guide", "Account Linking", "Payment Scenarios", "Handling
 * Invalid/Expired Tokens", "Account Unlinking") and xendit-go's directdebit package:
 * `POST /customers` and `GET /customers?reference_id=` (Customers API `2020-05-19`);
 * `POST /linked_account_tokens/auth` for `DC_BRI` (E.164 `account_mobile_number`,
 * `card_last_four`, `card_expiry` MM/YY in the future, `account_email`), answered `PENDING`
 * while the bank texts its code; `POST …/validate_otp` — Xendit's test code `333000` links, any
 * other is `INVALID_OTP_ERROR`, and the test's own `expire` and `exhaust` play
 * `EXPIRED_OTP_ERROR` and `MAX_OTP_ATTEMPTS_ERROR`; `GET …/accounts`; `DELETE
 * /linked_account_tokens/{id}`; `POST /payment_methods`, `GET /payment_methods?customer_id=`,
 * `POST /payment_methods/{id}/expire`; `POST /direct_debits` (IDR, whole rupiah, an active
 * payment method; the `Idempotency-key` header is honoured by the server in xendit.ts) and
 * `GET /direct_debits?reference_id=` (an array). The bank is played by `settle`, `refuse`,
 * `failNext` and `unlink`, each answering the callback Xendit would post.
 */
import { randomUUID } from 'node:crypto';
import { fail, ok, type Answer } from './xendit-routes.ts';

/** Xendit's test code that links a card ("Account Linking", Debit Card). */
export const LINKING_TEST_CODE = '333000';

type Body = Record<string, unknown>;

interface Customer {
  id: string;
  reference_id: string;
  mobile_number: unknown;
  email: unknown;
}

interface LinkToken {
  id: string;
  customer_id: string;
  channel_code: string;
  status: 'PENDING' | 'SUCCESS' | 'FAILED';
  /** What the next validate_otp meets, whatever the code. */
  refuse?: 'EXPIRED_OTP_ERROR' | 'MAX_OTP_ATTEMPTS_ERROR';
  deleted: boolean;
  account: { id: string; card_last_four: string; card_expiry: string };
}

interface PaymentMethod {
  id: string;
  customer_id: string;
  account_id: string;
  status: 'ACTIVE' | 'EXPIRED';
}

export interface StoredDirectDebit {
  id: string;
  reference_id: string;
  payment_method_id: string;
  amount: number;
  status: 'PENDING' | 'COMPLETED' | 'FAILED';
  failure_code: string | null;
  created: string;
  updated: string;
}

const E164_ID = /^\+628\d{8,11}$/;

export function directDebitBooks(now: () => Date) {
  const customers: Customer[] = [];
  const tokens: LinkToken[] = [];
  const methods: PaymentMethod[] = [];
  const debits: StoredDirectDebit[] = [];
  let failNext = false;
  const token = (id: string) => tokens.find((t) => t.id === id && !t.deleted);
  const method = (id: string) => methods.find((m) => m.id === id);
  const methodView = (m: PaymentMethod) => ({
    id: m.id,
    type: 'DEBIT_CARD',
    properties: { id: m.account_id },
    customer_id: m.customer_id,
    status: m.status,
    created: now().toISOString(),
    updated: now().toISOString(),
  });
  /** What the direct debit's answers and its callback share. */
  const debitFields = (d: StoredDirectDebit) => ({
    id: d.id,
    reference_id: d.reference_id,
    channel_code: 'DC_BRI',
    payment_method_id: d.payment_method_id,
    currency: 'IDR',
    amount: d.amount,
    status: d.status,
    failure_code: d.failure_code,
  });
  const debitView = (d: StoredDirectDebit) => ({
    ...debitFields(d),
    description: 'Tenor',
    is_otp_required: false,
    created: d.created,
    updated: d.updated,
  });
  /** `direct_debit.payment`, as the guide's callback lists its fields. */
  const paymentCallback = (d: StoredDirectDebit) => ({
    event: 'direct_debit.payment',
    timestamp: now().toISOString(),
    ...debitFields(d),
  });
  const cardExpired = (expiry: string) => {
    const [mm, yy] = expiry.split('/').map(Number);
    const end = Date.UTC(2000 + yy!, mm!, 1);
    return end <= now().getTime();
  };

  return {
    customers,
    tokens,
    methods,
    debits,
    createCustomer(body: Body, apiVersion: unknown): Answer {
      if (apiVersion !== '2020-05-19') {
        return fail(400, 'API_VALIDATION_ERROR', 'api-version header is invalid');
      }
      if (typeof body.reference_id !== 'string' || body.reference_id === '') {
        return fail(400, 'API_VALIDATION_ERROR', 'reference_id is required');
      }
      if (customers.some((c) => c.reference_id === body.reference_id)) {
        return fail(409, 'DUPLICATE_ERROR', 'reference_id already used');
      }
      const c: Customer = {
        id: randomUUID(),
        reference_id: body.reference_id,
        mobile_number: body.mobile_number ?? null,
        email: body.email ?? null,
      };
      customers.push(c);
      return ok({ ...c, given_names: body.given_names ?? null });
    },
    findCustomers(referenceId: string): Answer {
      return ok(customers.filter((c) => c.reference_id === referenceId));
    },
    link(body: Body): Answer {
      const props = (body.properties ?? {}) as Body;
      if (!customers.some((c) => c.id === body.customer_id)) {
        return fail(404, 'CUSTOMER_NOT_FOUND_ERROR', 'customer_id not found');
      }
      if (body.channel_code !== 'DC_BRI') {
        return fail(400, 'CHANNEL_NOT_ACTIVATED', 'channel not activated in the stand-in');
      }
      const expiry = props.card_expiry;
      if (
        typeof props.account_mobile_number !== 'string' ||
        !E164_ID.test(props.account_mobile_number) ||
        typeof props.card_last_four !== 'string' ||
        !/^\d{4}$/.test(props.card_last_four) ||
        typeof expiry !== 'string' ||
        !/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry) ||
        typeof props.account_email !== 'string' ||
        !props.account_email.includes('@')
      ) {
        return fail(400, 'API_VALIDATION_ERROR', 'properties');
      }
      if (cardExpired(expiry)) return fail(400, 'API_VALIDATION_ERROR', 'card_expiry is past');
      const t: LinkToken = {
        id: `lat-${randomUUID()}`,
        customer_id: body.customer_id as string,
        channel_code: 'DC_BRI',
        status: 'PENDING',
        deleted: false,
        account: {
          id: `la-${randomUUID()}`,
          card_last_four: props.card_last_four,
          card_expiry: expiry,
        },
      };
      tokens.push(t);
      return ok({
        id: t.id,
        customer_id: t.customer_id,
        channel_code: t.channel_code,
        authorizer_url: null,
        status: t.status,
      });
    },
    validate(id: string, body: Body): Answer {
      const t = token(id);
      if (t === undefined) return fail(404, 'DATA_NOT_FOUND_ERROR', 'linked account token');
      if (t.status === 'FAILED') return fail(400, 'MAX_OTP_ATTEMPTS_ERROR', 'token is FAILED');
      if (t.refuse !== undefined) {
        const code = t.refuse;
        if (code === 'MAX_OTP_ATTEMPTS_ERROR') t.status = 'FAILED';
        t.refuse = undefined;
        return fail(400, code, code === 'EXPIRED_OTP_ERROR' ? 'OTP expired' : 'too many tries');
      }
      if (t.status !== 'SUCCESS' && body.otp_code !== LINKING_TEST_CODE) {
        return fail(400, 'INVALID_OTP_ERROR', 'OTP is not valid');
      }
      t.status = 'SUCCESS';
      return ok({
        id: t.id,
        customer_id: t.customer_id,
        channel_code: t.channel_code,
        status: t.status,
      });
    },
    accounts(id: string): Answer {
      const t = token(id);
      if (t === undefined || t.status !== 'SUCCESS') {
        return fail(404, 'DATA_NOT_FOUND_ERROR', 'linked account token');
      }
      return ok([
        {
          id: t.account.id,
          channel_code: 'DC_BRI',
          type: 'DEBIT_CARD',
          properties: {
            card_last_four: t.account.card_last_four,
            card_expiry: t.account.card_expiry,
            currency: 'IDR',
            description: '',
          },
        },
      ]);
    },
    unbind(id: string): Answer {
      const t = token(id);
      if (t === undefined) return fail(404, 'DATA_NOT_FOUND_ERROR', 'linked account token');
      t.deleted = true;
      return ok({ id: t.id, is_deleted: true });
    },
    createMethod(body: Body): Answer {
      const props = (body.properties ?? {}) as Body;
      const t = tokens.find((x) => x.account.id === props.id && x.status === 'SUCCESS');
      if (body.type !== 'DEBIT_CARD' || t === undefined || t.customer_id !== body.customer_id) {
        return fail(400, 'API_VALIDATION_ERROR', 'type, customer_id or properties.id');
      }
      const m: PaymentMethod = {
        id: `pm-${randomUUID()}`,
        customer_id: t.customer_id,
        account_id: t.account.id,
        status: 'ACTIVE',
      };
      methods.push(m);
      return ok(methodView(m));
    },
    listMethods(customerId: string): Answer {
      return ok(methods.filter((m) => m.customer_id === customerId).map(methodView));
    },
    expireMethod(id: string): Answer {
      const m = method(id);
      if (m === undefined) return fail(404, 'DATA_NOT_FOUND_ERROR', 'payment method');
      if (m.status === 'EXPIRED') return fail(400, 'INVALID_PAYMENT_METHOD_ERROR', 'expired');
      m.status = 'EXPIRED';
      return ok(methodView(m));
    },
    debit(body: Body): Answer {
      const m = method(String(body.payment_method_id));
      if (m === undefined || m.status !== 'ACTIVE') {
        return fail(400, 'INVALID_PAYMENT_METHOD_ERROR', 'payment method is not active');
      }
      if (
        typeof body.reference_id !== 'string' ||
        body.currency !== 'IDR' ||
        !Number.isInteger(body.amount) ||
        (body.amount as number) < 1
      ) {
        return fail(400, 'API_VALIDATION_ERROR', 'reference_id, currency or amount');
      }
      const at = now().toISOString();
      const d: StoredDirectDebit = {
        id: `ddpy-${randomUUID()}`,
        reference_id: body.reference_id,
        payment_method_id: m.id,
        amount: body.amount as number,
        status: failNext ? 'FAILED' : 'PENDING',
        failure_code: failNext ? 'INSUFFICIENT_BALANCE' : null,
        created: at,
        updated: at,
      };
      failNext = false;
      debits.push(d);
      return ok(debitView(d));
    },
    listDebits(referenceId: string): Answer {
      return ok(debits.filter((d) => d.reference_id === referenceId).map(debitView));
    },
    /** The next validate_otp of this token meets Xendit's expired or exhausted refusal. */
    refuseNext(id: string, code: 'EXPIRED_OTP_ERROR' | 'MAX_OTP_ATTEMPTS_ERROR') {
      token(id)!.refuse = code;
    },
    /** The next debit fails (not enough balance): answered FAILED. */
    failNext() {
      failNext = true;
    },
    /** The bank takes the money of a pending debit: `direct_debit.payment` COMPLETED. */
    settle(referenceId: string): unknown {
      const d = debits.find((x) => x.reference_id === referenceId)!;
      if (d.status === 'PENDING') {
        d.status = 'COMPLETED';
        d.updated = now().toISOString();
      }
      return paymentCallback(d);
    },
    /** A pending debit the bank refuses: `direct_debit.payment` FAILED. */
    refuse(referenceId: string): unknown {
      const d = debits.find((x) => x.reference_id === referenceId)!;
      d.status = 'FAILED';
      d.failure_code = 'INSUFFICIENT_BALANCE';
      d.updated = now().toISOString();
      return paymentCallback(d);
    },
    /** The card ends at the bank: `payment_method.expiry.expired` naming the link token. */
    unlink(tokenId: string): unknown {
      const t = token(tokenId)!;
      for (const m of methods) if (m.account_id === t.account.id) m.status = 'EXPIRED';
      return {
        event: 'payment_method.expiry.expired',
        timestamp: now().toISOString(),
        id: t.id,
        customer_id: t.customer_id,
      };
    },
  };
}

export type DirectDebitBooks = ReturnType<typeof directDebitBooks>;

/** The Direct Debit API's routes; undefined for any other path. */
export function directDebitRoute(
  books: DirectDebitBooks,
  method: string,
  path: string,
  body: Body,
  apiVersion: unknown,
): Answer | undefined {
  const [base = '', search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  let m: RegExpExecArray | null;
  if (base === '/customers') {
    if (method === 'POST') return books.createCustomer(body, apiVersion);
    if (method === 'GET') return books.findCustomers(query.get('reference_id') ?? '');
  }
  if (method === 'POST' && base === '/linked_account_tokens/auth') return books.link(body);
  if ((m = /^\/linked_account_tokens\/([^/]+)(\/validate_otp|\/accounts)?$/.exec(base))) {
    const id = decodeURIComponent(m[1]!);
    if (method === 'POST' && m[2] === '/validate_otp') return books.validate(id, body);
    if (method === 'GET' && m[2] === '/accounts') return books.accounts(id);
    if (method === 'DELETE' && m[2] === undefined) return books.unbind(id);
  }
  if (base === '/payment_methods') {
    if (method === 'POST') return books.createMethod(body);
    if (method === 'GET') return books.listMethods(query.get('customer_id') ?? '');
  }
  if ((m = /^\/payment_methods\/([^/]+)\/expire$/.exec(base)) && method === 'POST') {
    return books.expireMethod(decodeURIComponent(m[1]!));
  }
  if (base === '/direct_debits') {
    if (method === 'POST') return books.debit(body);
    if (method === 'GET') return books.listDebits(query.get('reference_id') ?? '');
  }
  return undefined;
}
