import type { LightMyRequestResponse } from 'fastify';
import type { RequestOf } from '@tenor/contract/endpoint';
import { devOutbox, devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import { generateVcode, repaymentWay } from '@tenor/contract/endpoints/repay';
import { signBody } from '../../src/providers/webhook-signature.ts';
import { postForm, postJson, successData, type DemoSession, type TestApp } from './test-app.ts';

/** JSON call of a repay endpoint as the borrower (English unless told). */
export const asBorrower = (
  t: TestApp,
  session: DemoSession,
  path: string,
  payload: object,
  languageType = '1',
): Promise<LightMyRequestResponse> =>
  postJson(t.app, `${path}?languageType=${languageType}`, payload, { 'x-token': session.token });

/** Form call (card repayment endpoints) as the borrower. */
export const formAsBorrower = (
  t: TestApp,
  session: DemoSession,
  path: string,
  fields: Record<string, string | number>,
  languageType = '1',
): Promise<LightMyRequestResponse> =>
  postForm(t.app, `${path}?languageType=${languageType}`, fields, { 'x-token': session.token });

export const orderRow = (t: TestApp, id: number) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const planOf = (t: TestApp, id: number) =>
  t.db
    .selectFrom('repayment_plans')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('period_no')
    .execute();

/** What the order owes: the unpaid periods' totals, in order. */
export async function unpaidTotals(t: TestApp, orderId: number): Promise<number[]> {
  return (await planOf(t, orderId)).filter((p) => p.status !== 'paid').map((p) => p.total);
}

/** What the order owes in all: the sum of its unpaid periods. */
export async function owedOf(t: TestApp, orderId: number): Promise<number> {
  return (await unpaidTotals(t, orderId)).reduce((a, b) => a + b, 0);
}

export async function issueAccount(
  t: TestApp,
  session: DemoSession,
  payload: Partial<RequestOf<typeof generateVcode>> & { orderId: number; amount: number },
) {
  const res = await asBorrower(t, session, generateVcode.path, {
    payCode: 'BCA',
    payType: 1,
    isDefault: 1,
    isDisplay: 0,
    specificNum: 0,
    ...payload,
  });
  return successData(generateVcode, res);
}

/**
 * Pays an extension fee through an account the sandbox then marks paid: UPI in India, a BCA
 * virtual account in Indonesia. Answers the account.
 */
export async function payExtensionByAccount(
  t: TestApp,
  session: DemoSession,
  orderId: number,
  fee: number,
  region: 'IN' | 'ID',
) {
  const account = await issueAccount(t, session, {
    orderId,
    amount: fee,
    isDisplay: 1,
    ...(region === 'IN' ? { payType: 3, payCode: 'UPI' } : {}),
  });
  const paid = await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, {
    cardNo: account.cardNo,
  });
  if (paid.statusCode !== 200) throw new Error(`simulated payment answered ${paid.statusCode}`);
  return account;
}

/** A webhook call signed as the sandbox bank signs it (or with the given signature). */
export function postWebhook(
  t: TestApp,
  body: object | string,
  signature: string | null = 'sign',
  provider = 'sandbox',
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== null) {
    headers['x-signature'] =
      signature === 'sign' ? signBody(t.config.webhookSecret, raw) : signature;
  }
  return t.app.inject({
    method: 'POST',
    url: `/repay/webhook/${provider}?languageType=1`,
    headers,
    payload: raw,
  });
}

export const paymentEvent = (accountNo: string, amount: number, eventId = `evt-${accountNo}`) => ({
  eventId,
  accountNo,
  amount,
  paidAt: new Date().toISOString(),
});

export async function cardScreen(t: TestApp, session: DemoSession, orderId: number) {
  return successData(
    repaymentWay,
    await formAsBorrower(t, session, repaymentWay.path, { orderId }),
  );
}

export async function outboxOf(t: TestApp, phone: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${devOutbox.path}?phone=${encodeURIComponent(phone)}`,
  });
  return successData(devOutbox, res);
}

/** The newest SMS code sent to the phone. */
export async function lastCode(t: TestApp, phone: string): Promise<string> {
  const [latest] = await outboxOf(t, phone);
  const code = latest?.text.match(/\b(\d{6})\b/)?.[1];
  if (code === undefined) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}
