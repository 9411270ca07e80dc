/**
 * QRIS in Indonesia through Xendit's Payments API v3 (decision 073), played by the stand-in:
 * one dynamic QR per bill (a double tap, or a retry after lost answers, is answered the same
 * QR), the `payment.capture`
 * callback applied once however often it comes and whether the reconciler's status query gets
 * there first, a request whose time ended never payable, and bills above QRIS's Rp10.000.000
 * refused with the reason.
 */
import { describe, expect, it } from 'vitest';
import { generateVcode, paymentReceipt, paymentStatus } from '@tenor/contract/endpoints/repay';
import { QRIS_MAX_AMOUNT } from '@tenor/contract/rules';
import { accountRepository } from '../src/modules/repay/va/account-repository.ts';
import { xenditProvider } from '../src/providers/xendit/xendit-provider.ts';
import {
  accountsOn,
  applied,
  askBill,
  borrowerOn,
  deliveredTo,
  duplicate,
  issueBillOn,
  notificationsOn,
  QRIS,
  SEN,
  useStandIns,
} from './helpers/provider-stand-ins.ts';
import { crossCallbackAndQuery } from './helpers/xendit-crossing.ts';
import { asBorrower, orderRow, owedOf } from './helpers/repay.ts';
import { successData, useTestApp, type TestAppOptions } from './helpers/test-app.ts';

const options: TestAppOptions = {};
const stand = useStandIns(options);
const t = useTestApp(options);

const requestOf = (id: string) => stand.xendit.v3.requests.find((r) => r.payment_request_id === id);

describe('QRIS through Xendit (Payments API v3)', () => {
  it('gives one dynamic QR per bill, applies its payment once and ends on the receipt', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    // A double tap: two asks at once are answered one request and one QR.
    const [first, second] = await Promise.all([
      askBill(t, session, orderId, amount, QRIS),
      askBill(t, session, orderId, amount, QRIS),
    ]);
    const bill = successData(generateVcode, first);
    expect(successData(generateVcode, second)).toEqual(bill);
    const creates = stand.xendit.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v3/payment_requests',
    );
    expect(creates).toHaveLength(1);
    expect(creates[0]!.body).toMatchObject({
      reference_id: bill.vcode,
      type: 'PAY',
      channel_code: 'QRIS',
      request_amount: amount / SEN,
    });
    expect(creates[0]!.headers['api-version']).toBe('2024-11-11');
    // The QR drawn is Xendit's QR string; the deadline is never later than Xendit's expiry.
    const held = requestOf(bill.cardNo)!;
    expect(bill.qris?.qr.path).toMatch(/^M\d/);
    expect(Date.parse(bill.expiresAt)).toBeLessThanOrEqual(Date.parse(held.expires_at));
    expect(bill.payType).toBe(4);

    const paid = stand.xendit.payRequest(bill.cardNo);
    if (!paid.ok) throw new Error(paid.refusal);
    expect(await deliveredTo(t, 'xendit', paid.callback)).toEqual(applied(bill.cardNo));
    // Xendit redelivers: nothing more is taken.
    expect(await deliveredTo(t, 'xendit', stand.xendit.redeliverRequest(bill.cardNo))).toEqual(
      duplicate(bill.cardNo),
    );
    expect(await notificationsOn(t, orderId)).toEqual([
      { event_id: bill.cardNo, amount, applied_amount: amount },
    ]);
    const status = await asBorrower(t, session, paymentStatus.path, { orderId, vcode: bill.vcode });
    expect(successData(paymentStatus, status)).toEqual({ paid: true, state: 'paid' });
    const receipt = await asBorrower(t, session, paymentReceipt.path, {
      orderId,
      vcode: bill.vcode,
    });
    expect(successData(paymentReceipt, receipt)).toMatchObject({
      state: 'paid',
      amount,
      way: { kind: 'qris' },
      outstanding: 0,
    });
  });

  it('a QRIS whose answers were lost twice is the one the retry gets, by the same key, and is paid once', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const before = stand.xendit.v3.requests.length;
    // The first ask makes the request and loses the answer; the adapter's own repeat loses it too.
    stand.xendit.fault({ kind: 'dropAfter' }, '/v3/payment_requests');
    stand.xendit.fault({ kind: 'dropAfter' }, '/v3/payment_requests');
    expect((await askBill(t, session, orderId, amount, QRIS)).statusCode).toBe(503);
    expect(stand.xendit.v3.requests.length).toBe(before + 1);
    expect(await accountsOn(t, orderId)).toEqual([]);

    const bill = successData(generateVcode, await askBill(t, session, orderId, amount, QRIS));
    expect(stand.xendit.v3.requests.length).toBe(before + 1);
    expect(requestOf(bill.cardNo)?.reference_id).toBe(bill.vcode);
    const asks = stand.xendit.requests.filter(
      (r) =>
        r.method === 'POST' && (r.body as { reference_id?: string }).reference_id === bill.vcode,
    );
    expect(asks).toHaveLength(3);
    for (const ask of asks) expect(ask.headers['idempotency-key']).toBe(bill.vcode);

    const paid = stand.xendit.payRequest(bill.cardNo);
    if (!paid.ok) throw new Error(paid.refusal);
    expect(await deliveredTo(t, 'xendit', paid.callback)).toEqual(applied(bill.cardNo));
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });

  it('applies a payment once when the status query and the callback cross', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const bill = await issueBillOn(t, session, orderId, QRIS);
    const paid = stand.xendit.payRequest(bill.cardNo);
    if (!paid.ok) throw new Error(paid.refusal);
    // The status query and the callback at the same moment: one of them applies the money.
    expect(await crossCallbackAndQuery(t, bill, paid.callback)).toEqual(['applied', 'duplicate']);
    expect(await notificationsOn(t, orderId)).toEqual([
      { event_id: bill.cardNo, amount, applied_amount: amount },
    ]);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });

  it('cancels a request whose time here has ended, so it is never paid', async () => {
    const { session, orderId } = await borrowerOn(t, 'ID');
    const bill = await issueBillOn(t, session, orderId, QRIS);
    // Tenor's time for the bill ends before Xendit's 48 hours: the follow-up cancels it there.
    const later = new Date(Date.parse(bill.expiresAt) + 1000);
    const accounts = accountRepository(t.db);
    const closing = await accounts.closingAccounts('xendit', 50, later);
    expect(closing.map((a) => a.account_no)).toContain(bill.cardNo);
    const provider = xenditProvider(t.config.xendit!);
    const row = closing.find((a) => a.account_no === bill.cardNo)!;
    await provider.closeAccount(row.account_no, row.provider_ref);
    await accounts.markClosedAtProvider(row.id, later);
    expect(requestOf(bill.cardNo)?.status).toBe('CANCELED');
    expect(stand.xendit.payRequest(bill.cardNo)).toEqual({ ok: false, refusal: 'cancelled' });
    // Closing it again (the next run) is done, not a failure; it is asked about no more.
    await provider.closeAccount(row.account_no, row.provider_ref);
    expect(
      (await accounts.closingAccounts('xendit', 50, later)).map((a) => a.account_no),
    ).not.toContain(bill.cardNo);
    expect(await owedOf(t, orderId)).toBeGreaterThan(0);
  });

  it('ignores an expiry or failure callback: no money moves and the bill stays as it was', async () => {
    const { session, orderId } = await borrowerOn(t, 'ID');
    const bill = await issueBillOn(t, session, orderId, QRIS);
    const failed = await deliveredTo(t, 'xendit', stand.xendit.failRequest(bill.cardNo));
    expect(failed).toMatchObject({ status: 200, data: { result: 'ignored' } });
    const expired = await deliveredTo(t, 'xendit', stand.xendit.expireRequest(bill.cardNo));
    expect(expired).toMatchObject({ status: 200, data: { result: 'ignored' } });
    expect(stand.xendit.payRequest(bill.cardNo)).toEqual({ ok: false, refusal: 'expired' });
    expect(await notificationsOn(t, orderId)).toEqual([]);
  });

  it('refuses a bill above Rp10.000.000 with the reason, in Bahasa and English, asking Xendit nothing', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    // The loan grows past QRIS's limit (a large loan of the same borrower).
    const scale = Math.ceil((QRIS_MAX_AMOUNT + SEN) / amount);
    await t.db
      .updateTable('repayment_plans')
      .set((eb) => ({ principal: eb('principal', '*', scale), total: eb('total', '*', scale) }))
      .where('order_id', '=', orderId)
      .execute();
    const big = await owedOf(t, orderId);
    expect(big).toBeGreaterThan(QRIS_MAX_AMOUNT);
    const before = stand.xendit.v3.requests.length;
    const bahasa = await askBill(t, session, orderId, big, QRIS, '0');
    expect(bahasa.statusCode).toBe(400);
    expect(bahasa.json()).toMatchObject({
      code: '1001',
      message: expect.stringMatching(
        /^QRIS menerima paling banyak Rp\s?10\.000\.000 dalam satu pembayaran\. Bayar lewat virtual account/,
      ),
    });
    const english = await askBill(t, session, orderId, big, QRIS, '1');
    expect(english.json()).toMatchObject({
      message: expect.stringContaining('QRIS takes at most'),
    });
    expect(stand.xendit.v3.requests.length).toBe(before);
    expect(await accountsOn(t, orderId)).toEqual([]);
  });
});
