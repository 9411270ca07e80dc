/**
 * E-wallet one-off payments in Indonesia through Xendit's Payments API v3 (decision 077),
 * played by the stand-in: one request per bill whatever the taps, a lost answer asked again
 * with the same body and key, the callback and the reconciler's status query crossing applied
 * once, a request the wallet declined or let expire asked about and replaced by a new one, one
 * whose time here ended cancelled there, and a bill above a wallet's limit refused with the
 * reason while a wallet that takes it is still offered.
 */
import { describe, expect, it } from 'vitest';
import { generateVcode, paymentReceipt, paymentStatus } from '@tenor/contract/endpoints/repay';
import { EWALLETS } from '@tenor/contract/ewallets';
import { accountRepository } from '../src/modules/repay/va/account-repository.ts';
import { xenditProvider } from '../src/providers/xendit/xendit-provider.ts';
import {
  accountsOn,
  applied,
  askBill,
  borrowerOn,
  DANA,
  deliveredTo,
  duplicate,
  issueBillOn,
  notificationsOn,
  SEN,
  SHOPEEPAY,
  useStandIns,
} from './helpers/provider-stand-ins.ts';
import { crossCallbackAndQuery } from './helpers/xendit-crossing.ts';
import { asBorrower, orderRow, owedOf } from './helpers/repay.ts';
import { successData, useTestApp, type TestAppOptions } from './helpers/test-app.ts';

// Xendit takes only HTTPS return addresses: the app answers with its public host.
const HOST = 'app.tenor.test';
const options: TestAppOptions = { env: { PUBLIC_HOST: HOST } };
const stand = useStandIns(options);
const t = useTestApp(options);

const requestOf = (id: string) => stand.xendit.v3.requests.find((r) => r.payment_request_id === id);
const creates = () =>
  stand.xendit.requests.filter((r) => r.method === 'POST' && r.path === '/v3/payment_requests');
const statusOf = async (
  session: Parameters<typeof asBorrower>[1],
  orderId: number,
  vcode: string,
) =>
  successData(paymentStatus, await asBorrower(t, session, paymentStatus.path, { orderId, vcode }));

describe('e-wallets through Xendit (Payments API v3)', () => {
  it('asks DANA once per bill, hands the borrower its page, applies the payment once and names DANA on the receipt', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const before = creates().length;
    // A double tap: two asks at once are one request.
    const [first, second] = await Promise.all([
      askBill(t, session, orderId, amount, DANA),
      askBill(t, session, orderId, amount, DANA),
    ]);
    const bill = successData(generateVcode, first);
    expect(successData(generateVcode, second)).toEqual(bill);
    expect(creates()).toHaveLength(before + 1);
    const ask = creates().at(-1)!;
    expect(ask.headers['idempotency-key']).toBe(bill.vcode);
    expect(ask.body).toMatchObject({
      reference_id: bill.vcode,
      type: 'PAY',
      channel_code: 'DANA',
      request_amount: amount / SEN,
      channel_properties: {
        success_return_url: `https://${HOST}/repayReceipt?orderId=${orderId}&vcode=${bill.vcode}`,
      },
    });
    // The page's way to the wallet is Xendit's web address for this request.
    const held = requestOf(bill.cardNo)!;
    expect(bill).toMatchObject({ payType: 5, payCode: 'DANA', ewallet: { url: held.approve_url } });
    expect(Date.parse(bill.expiresAt)).toBeLessThanOrEqual(Date.parse(held.expires_at));
    expect(await statusOf(session, orderId, bill.vcode)).toEqual({ paid: false, state: 'open' });

    const paid = stand.xendit.payRequest(bill.cardNo);
    if (!paid.ok) throw new Error(paid.refusal);
    expect(await deliveredTo(t, 'xendit', paid.callback)).toEqual(applied(bill.cardNo));
    expect(await deliveredTo(t, 'xendit', stand.xendit.redeliverRequest(bill.cardNo))).toEqual(
      duplicate(bill.cardNo),
    );
    expect(await notificationsOn(t, orderId)).toEqual([
      { event_id: bill.cardNo, amount, applied_amount: amount },
    ]);
    expect(await statusOf(session, orderId, bill.vcode)).toEqual({ paid: true, state: 'paid' });
    const receipt = await asBorrower(t, session, paymentReceipt.path, {
      orderId,
      vcode: bill.vcode,
    });
    expect(successData(paymentReceipt, receipt)).toMatchObject({
      state: 'paid',
      amount,
      method: 'DANA',
      way: { kind: 'ewallet', name: 'DANA' },
      outstanding: 0,
    });
  });

  it('gives ShopeePay its deep link, and a request whose answers were lost twice is the one the retry gets', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const before = stand.xendit.v3.requests.length;
    stand.xendit.fault({ kind: 'dropAfter' }, '/v3/payment_requests');
    stand.xendit.fault({ kind: 'dropAfter' }, '/v3/payment_requests');
    expect((await askBill(t, session, orderId, amount, SHOPEEPAY)).statusCode).toBe(503);
    expect(stand.xendit.v3.requests.length).toBe(before + 1);
    expect(await accountsOn(t, orderId)).toEqual([]);

    const bill = successData(generateVcode, await askBill(t, session, orderId, amount, SHOPEEPAY));
    expect(stand.xendit.v3.requests.length).toBe(before + 1);
    expect(bill.ewallet?.url).toMatch(/^shopeepay:\/\/pay\?request=/);
    const asks = creates().filter(
      (r) => (r.body as { reference_id?: string }).reference_id === bill.vcode,
    );
    expect(asks).toHaveLength(3);
    // Asked again with the very same body (its return address too) under the same key.
    for (const again of asks) {
      expect(again.headers['idempotency-key']).toBe(bill.vcode);
      expect(again.body).toEqual(asks[0]!.body);
    }
    const paid = stand.xendit.payRequest(bill.cardNo);
    if (!paid.ok) throw new Error(paid.refusal);
    expect(await deliveredTo(t, 'xendit', paid.callback)).toEqual(applied(bill.cardNo));
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });

  it('applies a payment once when the status query and the callback cross', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const bill = await issueBillOn(t, session, orderId, DANA);
    const paid = stand.xendit.payRequest(bill.cardNo);
    if (!paid.ok) throw new Error(paid.refusal);
    // The status query and the callback at the same moment: one of them applies the money.
    expect(await crossCallbackAndQuery(t, bill, paid.callback)).toEqual(['applied', 'duplicate']);
    expect(await notificationsOn(t, orderId)).toEqual([
      { event_id: bill.cardNo, amount, applied_amount: amount },
    ]);
  });

  it('a request the wallet declined is asked about, shown failed, and replaced by a new one when asked again', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const bill = await issueBillOn(t, session, orderId, DANA);
    // The callback moves nothing; the borrower comes back and the page asks.
    const failed = await deliveredTo(t, 'xendit', stand.xendit.failRequest(bill.cardNo));
    expect(failed).toMatchObject({ status: 200, data: { result: 'ignored' } });
    const gets = () =>
      stand.xendit.requests.filter(
        (r) => r.method === 'GET' && r.path === `/v3/payment_requests/${bill.cardNo}`,
      ).length;
    const asked = gets();
    // Back on the receipt (the return address): Xendit is asked, and the bill reads failed.
    const receipt = await asBorrower(t, session, paymentReceipt.path, {
      orderId,
      vcode: bill.vcode,
    });
    expect(successData(paymentReceipt, receipt)).toMatchObject({
      state: 'failed',
      way: { kind: 'ewallet', name: 'DANA' },
    });
    expect(gets()).toBe(asked + 1);
    expect(await statusOf(session, orderId, bill.vcode)).toEqual({ paid: false, state: 'failed' });
    expect(gets()).toBe(asked + 1);
    // Closed here: asked once, never again.
    expect(await statusOf(session, orderId, bill.vcode)).toEqual({ paid: false, state: 'failed' });
    expect(gets()).toBe(asked + 1);

    // Try again: a new request under a new bill number, the declined one never reused.
    const again = await issueBillOn(t, session, orderId, DANA);
    expect(again.vcode).not.toBe(bill.vcode);
    expect(again.cardNo).not.toBe(bill.cardNo);
    const paid = stand.xendit.payRequest(again.cardNo);
    if (!paid.ok) throw new Error(paid.refusal);
    expect(await deliveredTo(t, 'xendit', paid.callback)).toEqual(applied(again.cardNo));
    expect(await notificationsOn(t, orderId)).toEqual([
      { event_id: again.cardNo, amount, applied_amount: amount },
    ]);
  });

  it('asks before a retry: a request that expired at Xendit without a word is replaced; one still open is kept', async () => {
    const { session, orderId } = await borrowerOn(t, 'ID');
    const bill = await issueBillOn(t, session, orderId, DANA);
    // Asked again while it awaits the borrower: Xendit is asked, and the same request answered.
    expect((await issueBillOn(t, session, orderId, DANA)).vcode).toBe(bill.vcode);
    // Xendit not answering the question: nothing is known, the same request is answered.
    stand.xendit.fault({ kind: 'status', status: 503 }, `/v3/payment_requests/${bill.cardNo}`);
    expect((await issueBillOn(t, session, orderId, DANA)).vcode).toBe(bill.vcode);
    // It expires at Xendit, its callback lost: the next ask finds out and makes a new one.
    stand.xendit.expireRequest(bill.cardNo);
    const again = await issueBillOn(t, session, orderId, DANA);
    expect(again.vcode).not.toBe(bill.vcode);
    expect(requestOf(again.cardNo)?.status).toBe('REQUIRES_ACTION');
    expect(stand.xendit.payRequest(bill.cardNo)).toEqual({ ok: false, refusal: 'expired' });
  });

  it('cancels a request whose time here has ended, so it is never paid', async () => {
    const { session, orderId } = await borrowerOn(t, 'ID');
    const bill = await issueBillOn(t, session, orderId, DANA);
    const later = new Date(Date.parse(bill.expiresAt) + 1000);
    const accounts = accountRepository(t.db);
    const closing = await accounts.closingAccounts('xendit', 50, later);
    const row = closing.find((a) => a.account_no === bill.cardNo);
    expect(row).toBeDefined();
    await xenditProvider(t.config.xendit!).closeAccount(row!.account_no, row!.provider_ref);
    await accounts.markClosedAtProvider(row!.id, later);
    expect(requestOf(bill.cardNo)?.status).toBe('CANCELED');
    expect(stand.xendit.payRequest(bill.cardNo)).toEqual({ ok: false, refusal: 'cancelled' });
    expect(await owedOf(t, orderId)).toBeGreaterThan(0);
  });

  it('refuses ShopeePay above its limit with the reason, asking Xendit nothing, while DANA takes the amount', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const scale = Math.ceil((EWALLETS.SHOPEEPAY.max + SEN) / amount);
    await t.db
      .updateTable('repayment_plans')
      .set((eb) => ({ principal: eb('principal', '*', scale), total: eb('total', '*', scale) }))
      .where('order_id', '=', orderId)
      .execute();
    const big = await owedOf(t, orderId);
    expect(big).toBeGreaterThan(EWALLETS.SHOPEEPAY.max);
    expect(big).toBeLessThanOrEqual(EWALLETS.DANA.max);
    const before = stand.xendit.v3.requests.length;
    const bahasa = await askBill(t, session, orderId, big, SHOPEEPAY, '0');
    expect(bahasa.statusCode).toBe(400);
    expect(bahasa.json()).toMatchObject({
      code: '1001',
      message: expect.stringMatching(
        /^ShopeePay menerima paling banyak Rp\s?10\.000\.000 dalam satu pembayaran\./,
      ),
    });
    expect(stand.xendit.v3.requests.length).toBe(before);
    const dana = successData(generateVcode, await askBill(t, session, orderId, big, DANA));
    expect(dana.amount).toBe(big);
  });
});
