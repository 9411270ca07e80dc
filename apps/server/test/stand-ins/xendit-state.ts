/**
 * The stand-in Xendit's books: fixed virtual accounts, fixed payment codes and the payments
 * into them, with the rules the published API states (decision 030) — a closed VA takes only
 * its expected amount, a single-use account or code takes one payment, nothing is paid after
 * its expiration_date — plus one rule of ours: an external_id names one account (DUPLICATE_…).
 */
import { randomBytes, randomInt } from 'node:crypto';

export interface StoredVa {
  id: string;
  external_id: string;
  bank_code: string;
  name: string;
  account_number: string;
  merchant_code: string;
  is_closed: boolean;
  expected_amount: number | undefined;
  is_single_use: boolean;
  expiration_date: string;
  paid: boolean;
}

export interface StoredCode {
  id: string;
  external_id: string;
  retail_outlet_name: string;
  name: string;
  prefix: string;
  payment_code: string;
  expected_amount: number;
  is_single_use: boolean;
  expiration_date: string;
  paid: boolean;
}

/** A payment as Xendit stores it, and the callback body it posts for it. */
export interface StoredPayment {
  payment_id: string;
  rail: 'va' | 'code';
  accountId: string;
  amount: number;
  transaction_timestamp: string;
  callback: Record<string, unknown>;
}

export type PayRefusal = 'unknown' | 'expired' | 'paid' | 'amount';

/** Merchant codes as the first digits of each bank's numbers (test ranges, not real ones). */
const MERCHANT_CODES: Record<string, string> = {
  BCA: '10766',
  BNI: '8808',
  BRI: '26215',
  MANDIRI: '88608',
  PERMATA: '8214',
};

export const OWNER_ID = '5f0000000000000000000001';
const hexId = () => randomBytes(12).toString('hex');
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

export function xenditBooks(now: () => Date) {
  const vas: StoredVa[] = [];
  const codes: StoredCode[] = [];
  const payments: StoredPayment[] = [];
  const externalIds = new Set<string>();

  const isExpired = (expiration: string) => Date.parse(expiration) <= now().getTime();

  function refusalOf(
    account: { paid: boolean; is_single_use: boolean; expiration_date: string },
    amount: number,
    expected: number | undefined,
  ): PayRefusal | null {
    if (account.paid && account.is_single_use) return 'paid';
    if (isExpired(account.expiration_date)) return 'expired';
    if (expected !== undefined && amount !== expected) return 'amount';
    return null;
  }

  return {
    vas,
    codes,
    payments,
    merchantCodeOf: (bank: string) => MERCHANT_CODES[bank],
    isExpired,
    /** False when the external_id already names an account. */
    claim(externalId: string): boolean {
      if (externalIds.has(externalId)) return false;
      externalIds.add(externalId);
      return true;
    },
    addVa(fields: Omit<StoredVa, 'id' | 'account_number' | 'merchant_code' | 'paid'>): StoredVa {
      const merchant = MERCHANT_CODES[fields.bank_code] ?? '9999';
      const va = {
        ...fields,
        id: hexId(),
        merchant_code: merchant,
        account_number: `${merchant}${digits(10)}`,
        paid: false,
      };
      vas.push(va);
      return va;
    },
    addCode(fields: Omit<StoredCode, 'id' | 'prefix' | 'payment_code' | 'paid'>): StoredCode {
      const code = {
        ...fields,
        id: hexId(),
        prefix: 'TEST',
        payment_code: `TEST${digits(6)}`,
        paid: false,
      };
      codes.push(code);
      return code;
    },
    /** A payer pays `amount` into a VA number or payment code at the bank or the cashier. */
    pay(accountNo: string, amount: number): StoredPayment | PayRefusal {
      const at = now().toISOString();
      const va = vas.find((v) => v.account_number === accountNo);
      if (va !== undefined) {
        const refusal = refusalOf(va, amount, va.is_closed ? va.expected_amount : undefined);
        if (refusal !== null) return refusal;
        va.paid = true;
        const payment_id = `${Date.now()}${digits(6)}`;
        const callback = {
          id: hexId(),
          payment_id,
          callback_virtual_account_id: va.id,
          owner_id: OWNER_ID,
          external_id: va.external_id,
          account_number: va.account_number,
          bank_code: va.bank_code,
          amount,
          merchant_code: va.merchant_code,
          currency: 'IDR',
          transaction_timestamp: at,
          created: at,
          updated: at,
        };
        const payment = {
          payment_id,
          rail: 'va' as const,
          accountId: va.id,
          amount,
          transaction_timestamp: at,
          callback,
        };
        payments.push(payment);
        return payment;
      }
      const code = codes.find((c) => c.payment_code === accountNo);
      if (code === undefined) return 'unknown';
      const refusal = refusalOf(code, amount, code.expected_amount);
      if (refusal !== null) return refusal;
      code.paid = true;
      const payment_id = `${Date.now()}${digits(6)}`;
      const callback = {
        id: hexId(),
        external_id: code.external_id,
        prefix: code.prefix,
        payment_code: code.payment_code,
        retail_outlet_name: code.retail_outlet_name,
        name: code.name,
        amount,
        status: 'SETTLING',
        transaction_timestamp: at,
        payment_id,
        fixed_payment_code_payment_id: hexId(),
        fixed_payment_code_id: code.id,
        owner_id: OWNER_ID,
        created: at,
        updated: at,
      };
      const payment = {
        payment_id,
        rail: 'code' as const,
        accountId: code.id,
        amount,
        transaction_timestamp: at,
        callback,
      };
      payments.push(payment);
      return payment;
    },
  };
}

export type XenditBooks = ReturnType<typeof xenditBooks>;
