/**
 * The stand-in Xendit's endpoints: exactly those the adapter calls, with the request fields,
 * answers and `{ error_code, message }` errors of the legacy Fixed Virtual Account and Retail
 * Outlet APIs (decision 030). Validation is as strict as the docs describe for the fields sent.
 */
import type { XenditBooks } from './xendit-state.ts';

export interface Answer {
  status: number;
  json: unknown;
}

export const ok = (json: unknown): Answer => ({ status: 200, json });
export const fail = (status: number, error_code: string, message: string): Answer => ({
  status,
  json: { error_code, message },
});
const invalid = (message: string) => fail(400, 'API_VALIDATION_ERROR', message);

type Body = Record<string, unknown>;
const isText = (v: unknown, max = 950): v is string =>
  typeof v === 'string' && v.length > 0 && v.length <= max;
const isInstant = (v: unknown): v is string =>
  typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isOptionalBool = (v: unknown) => v === undefined || typeof v === 'boolean';

/** The channels' published limits, in whole rupiah. */
const VA_LIMITS = { min: 10_000, max: 50_000_000 };
const OUTLET_LIMITS = { min: 10_000, max: 5_000_000 };
const inLimits = (amount: unknown, limits: { min: number; max: number }): amount is number =>
  Number.isInteger(amount) && (amount as number) >= limits.min && (amount as number) <= limits.max;

function vaView(books: XenditBooks, va: XenditBooks['vas'][number], status?: string) {
  const { paid: _paid, ...fields } = va;
  const active = !(va.paid && va.is_single_use) && !books.isExpired(va.expiration_date);
  return {
    ...fields,
    owner_id: 'stand-in',
    currency: 'IDR',
    status: status ?? (active ? 'ACTIVE' : 'INACTIVE'),
  };
}

function codeView(books: XenditBooks, code: XenditBooks['codes'][number]) {
  const { paid: _paid, ...fields } = code;
  const active = !(code.paid && code.is_single_use) && !books.isExpired(code.expiration_date);
  return { ...fields, type: 'USER', owner_id: 'stand-in', status: active ? 'ACTIVE' : 'INACTIVE' };
}

export function createVa(books: XenditBooks, body: Body, banks: readonly string[]): Answer {
  const { external_id, bank_code, name, is_closed, expected_amount, is_single_use } = body;
  if (!isText(external_id) || !isText(bank_code, 40) || !isText(name, 255)) {
    return invalid('external_id, bank_code and name are required strings');
  }
  if (!/^[A-Za-z ]+$/.test(name)) return invalid('name may contain only letters and spaces');
  if (!isOptionalBool(is_closed) || !isOptionalBool(is_single_use)) {
    return invalid('is_closed and is_single_use must be booleans');
  }
  if (is_closed === true && !inLimits(expected_amount, VA_LIMITS)) {
    return invalid('expected_amount must be a whole amount within the bank limits');
  }
  const expiration = body.expiration_date ?? '2052-01-01T00:00:00.000Z';
  if (!isInstant(expiration) || books.isExpired(expiration)) {
    return invalid('expiration_date must be a future ISO date');
  }
  if (books.merchantCodeOf(bank_code) === undefined || !banks.includes(bank_code)) {
    return fail(400, 'BANK_NOT_SUPPORTED_ERROR', 'That bank code is not currently supported');
  }
  if (!books.claim(external_id)) {
    return fail(400, 'DUPLICATE_CALLBACK_VIRTUAL_ACCOUNT_ERROR', 'external_id already used');
  }
  const va = books.addVa({
    external_id,
    bank_code,
    name,
    is_closed: is_closed === true,
    expected_amount: is_closed === true ? (expected_amount as number) : undefined,
    is_single_use: is_single_use === true,
    expiration_date: new Date(expiration).toISOString(),
  });
  // Since 2018 a new VA answers PENDING; ACTIVE follows by the "FVA created" callback.
  return ok(vaView(books, va, 'PENDING'));
}

export function createCode(books: XenditBooks, body: Body): Answer {
  const { external_id, retail_outlet_name, name, expected_amount, is_single_use } = body;
  if (!isText(external_id) || !isText(retail_outlet_name, 40) || !isText(name, 255)) {
    return invalid('external_id, retail_outlet_name and name are required strings');
  }
  if (!['ALFAMART', 'INDOMARET'].includes(retail_outlet_name)) {
    return invalid('retail_outlet_name must be ALFAMART or INDOMARET');
  }
  if (!inLimits(expected_amount, OUTLET_LIMITS) || !isOptionalBool(is_single_use)) {
    return invalid('expected_amount must be a whole amount within the outlet limits');
  }
  const expiration = body.expiration_date ?? '2052-01-01T00:00:00.000Z';
  if (!isInstant(expiration) || books.isExpired(expiration)) {
    return invalid('expiration_date must be a future ISO date');
  }
  if (!books.claim(external_id)) {
    return fail(400, 'DUPLICATE_PAYMENT_CODE_ERROR', 'external_id already used');
  }
  const code = books.addCode({
    external_id,
    retail_outlet_name,
    name,
    expected_amount,
    is_single_use: is_single_use === true,
    expiration_date: new Date(expiration).toISOString(),
  });
  return ok(codeView(books, code));
}

/** PATCH …/{id} with an expiration_date: how an account is stopped early. */
export function expire(books: XenditBooks, rail: 'va' | 'code', id: string, body: Body): Answer {
  const account =
    rail === 'va' ? books.vas.find((v) => v.id === id) : books.codes.find((c) => c.id === id);
  if (account === undefined) {
    return rail === 'va'
      ? fail(
          404,
          'CALLBACK_VIRTUAL_ACCOUNT_NOT_FOUND_ERROR',
          'Could not find callback virtual account',
        )
      : fail(404, 'DATA_NOT_FOUND', 'Fixed payment code not found');
  }
  if (!isInstant(body.expiration_date)) return invalid('expiration_date must be an ISO date');
  if ((account.paid && account.is_single_use) || books.isExpired(account.expiration_date)) {
    return rail === 'va'
      ? fail(400, 'INACTIVE_VIRTUAL_ACCOUNT_ERROR', 'Account is inactive')
      : fail(400, 'INACTIVE_FIXED_PAYMENT_CODE_ERROR', 'Payment code is inactive');
  }
  account.expiration_date = new Date(body.expiration_date).toISOString();
  return ok(
    rail === 'va'
      ? vaView(books, account as XenditBooks['vas'][number])
      : codeView(books, account as XenditBooks['codes'][number]),
  );
}

export function vaPayment(books: XenditBooks, paymentId: string): Answer {
  const payment = books.payments.find((p) => p.rail === 'va' && p.payment_id === paymentId);
  return payment
    ? ok(payment.callback)
    : fail(404, 'CALLBACK_VIRTUAL_ACCOUNT_PAYMENT_NOT_FOUND_ERROR', 'Payment not found');
}

export function codePayments(books: XenditBooks, codeId: string): Answer {
  if (!books.codes.some((c) => c.id === codeId)) {
    return fail(404, 'DATA_NOT_FOUND', 'Fixed payment code not found');
  }
  const data = books.payments
    .filter((p) => p.rail === 'code' && p.accountId === codeId)
    .map((p) => ({ ...p.callback, status: 'COMPLETED' }));
  return ok({ data, has_more: false });
}

export function getAccount(books: XenditBooks, rail: 'va' | 'code', id: string): Answer {
  if (rail === 'va') {
    const va = books.vas.find((v) => v.id === id);
    return va
      ? ok(vaView(books, va))
      : fail(404, 'CALLBACK_VIRTUAL_ACCOUNT_NOT_FOUND_ERROR', 'Not found');
  }
  const code = books.codes.find((c) => c.id === id);
  return code ? ok(codeView(books, code)) : fail(404, 'DATA_NOT_FOUND', 'Not found');
}
