/**
 * Issuing and closing at Xendit. A virtual account is a closed, single-use Fixed Virtual
 * Account for the exact amount; a mini-market code is a single-use Fixed Payment Code; both
 * expire when Tenor's account does. `external_id` is our bill number (vcode), so operators find
 * a payment in Xendit's dashboard by the number the borrower's receipt shows.
 */
import type { XenditBankCode, XenditConfig, XenditOutlet } from '../../config/xendit.ts';
import type { IssueRequest } from '../payment-provider.ts';
import type { XenditRef } from './account-refs.ts';
import { XenditError } from './errors.ts';
import type { XenditClient } from './http-client.ts';
import { fixedPaymentCode, fixedVirtualAccount, rupiahOf, updated } from './wire.ts';

export interface Issued {
  accountNo: string;
  ref: XenditRef;
  /** False once Xendit reports it `INACTIVE` (paid, single-use, or expired). */
  open: boolean;
}

type Settings = Pick<XenditConfig, 'banks' | 'outlets' | 'accountName'>;

const enabled = <T extends string>(list: readonly T[], code: string): code is T =>
  (list as readonly string[]).includes(code);

export async function issueAt(
  client: XenditClient,
  config: Settings,
  request: IssueRequest,
): Promise<Issued> {
  if (request.region !== 'ID' || (request.payType !== 1 && request.payType !== 2)) {
    throw new XenditError('unsupported', 'NO_SUCH_RAIL');
  }
  const rupiah = rupiahOf(request.amount);
  if (rupiah === null) throw new XenditError('refused', 'AMOUNT_NOT_WHOLE_RUPIAH');
  const common = {
    external_id: request.vcode,
    name: config.accountName,
    expected_amount: rupiah,
    is_single_use: true,
    expiration_date: request.expiresAt.toISOString(),
  };
  // The same body, external_id and idempotency key on every ask of one bill: a repeat after a
  // lost answer is answered the first account, or refused as a duplicate (findAt, decision 044).
  const post = {
    method: 'POST',
    headers: { 'x-idempotency-key': request.vcode },
    repeatable: true,
  } as const;
  if (request.payType === 1) {
    if (!enabled<XenditBankCode>(config.banks, request.payCode)) {
      throw new XenditError('refused', 'BANK_NOT_ENABLED');
    }
    const va = await client(
      {
        ...post,
        path: '/callback_virtual_accounts',
        body: { ...common, bank_code: request.payCode, is_closed: true },
      },
      fixedVirtualAccount,
    );
    return {
      accountNo: va.account_number,
      ref: { rail: 'va', id: va.id },
      open: va.status !== 'INACTIVE',
    };
  }
  if (!enabled<XenditOutlet>(config.outlets, request.payCode)) {
    throw new XenditError('refused', 'OUTLET_NOT_ENABLED');
  }
  const code = await client(
    {
      ...post,
      path: '/fixed_payment_code',
      body: { ...common, retail_outlet_name: request.payCode },
    },
    fixedPaymentCode,
  );
  return {
    accountNo: code.payment_code,
    ref: { rail: 'code', id: code.id },
    open: code.status !== 'INACTIVE',
  };
}

/**
 * The account of a bill whose issue answer was lost: the very same request again (same body,
 * `external_id` and `X-IDEMPOTENCY-KEY`, all made from the bill). Answered an account, it is
 * the first one where Xendit honours the key, or the only one where the first ask never
 * arrived. A `DUPLICATE_…` refusal says an account exists that this call cannot see (Xendit
 * lists accounts by id only): `unknown`, and its own callbacks or its expiry settle it
 * (decision 044).
 */
export async function findAt(
  client: XenditClient,
  config: Settings,
  request: IssueRequest,
): Promise<{ issued: Issued } | 'unknown'> {
  try {
    return { issued: await issueAt(client, config, request) };
  } catch (err) {
    if (err instanceof XenditError) return 'unknown';
    throw err;
  }
}

/**
 * An account Xendit no longer has, or one already expired or paid (single-use), takes no more
 * money: closing it again is done, not a failure.
 */
const alreadyClosed = (err: unknown) =>
  err instanceof XenditError &&
  err.kind === 'refused' &&
  (err.status === 404 || /INACTIVE|EXPIRED|NOT_FOUND/.test(err.code));

/** Expires the account now: Xendit has no "close", an expiry in the past is how it stops one. */
export async function closeAt(client: XenditClient, ref: XenditRef, now: Date): Promise<void> {
  const path =
    ref.rail === 'va'
      ? `/callback_virtual_accounts/${encodeURIComponent(ref.id)}`
      : `/fixed_payment_code/${encodeURIComponent(ref.id)}`;
  try {
    await client(
      { method: 'PATCH', path, body: { expiration_date: now.toISOString() }, repeatable: true },
      updated,
    );
  } catch (err) {
    if (!alreadyClosed(err)) throw err;
  }
}
