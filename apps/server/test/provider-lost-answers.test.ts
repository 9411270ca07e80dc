/**
 * An account made at the provider whose answer never reached Tenor (the connection dropped
 * after the work was done): the ask was recorded before the call, so the borrower's next ask,
 * or the follow-up after a payment, finds it again (decision 044) — Razorpay's QR by listing
 * QR codes by time and matching its bill note, Xendit's VA by the same request under the same
 * idempotency key — and adopts it: one open account at the provider, stored with the right
 * order, paid once; or, when the order no longer needs it, closed at the provider.
 */
import { describe, expect, it } from 'vitest';
import { generateVcode } from '@tenor/contract/endpoints/repay';
import {
  accountsOn,
  applied,
  askBill,
  BCA,
  borrowerOn,
  deliveredTo,
  duplicate,
  eventIdOf,
  issuedFrom,
  pageOn,
  UPI,
  useStandIns,
  xenditPaysAt,
} from './helpers/provider-stand-ins.ts';
import { orderRow } from './helpers/repay.ts';
import { successData, useTestApp, type TestApp, type TestAppOptions } from './helpers/test-app.ts';

const options: TestAppOptions = {};
const stand = useStandIns(options);
const t = useTestApp(options);

const intentsOf = (app: TestApp, orderId: number) =>
  app.db
    .selectFrom('account_intents')
    .select(['vcode', 'status', 'lost_at'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();

describe('an issue answer lost after the provider made the account', () => {
  it('Razorpay: the retry is answered the QR made for the lost ask, which settles the order once', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'IN');
    const issued = issuedFrom(stand);
    stand.razorpay.fault({ on: 'POST /payments/qr_codes', kind: 'drop', when: 'after' });
    const lost = await askBill(t, session, orderId, amount, UPI);
    expect(lost.statusCode).toBe(503);
    // Made at Razorpay, open, and unknown to the order's accounts; the ask is on record.
    expect(issued.made()).toEqual([{ rail: 'qr', accountNo: expect.any(String), open: true }]);
    expect(await accountsOn(t, orderId)).toEqual([]);
    const [ask] = await intentsOf(t, orderId);
    expect(ask).toMatchObject({ status: 'pending', lost_at: expect.any(String) });

    const bill = successData(generateVcode, await askBill(t, session, orderId, amount, UPI));
    // The same QR, now Tenor's, under the lost ask's bill number: no second one was made.
    const made = issued.made();
    expect(made).toHaveLength(1);
    expect(bill.vcode).toBe(ask!.vcode);
    const accounts = await accountsOn(t, orderId);
    expect(accounts).toMatchObject([{ account_no: made[0]!.accountNo, status: 'open' }]);
    expect(await intentsOf(t, orderId)).toMatchObject([{ status: 'adopted' }]);

    const webhook = stand.razorpay.payQr(made[0]!.accountNo);
    expect(await deliveredTo(t, 'razorpay', webhook)).toEqual(applied(eventIdOf(webhook)));
    expect(await deliveredTo(t, 'razorpay', webhook)).toEqual(duplicate(eventIdOf(webhook)));
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });

  it('Razorpay: a QR of a lost ask the order no longer needs is found by the follow-up and closed', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'IN');
    const issued = issuedFrom(stand);
    stand.razorpay.fault({ on: 'POST /payments/qr_codes', kind: 'drop', when: 'after' });
    expect((await askBill(t, session, orderId, amount, UPI)).statusCode).toBe(503);
    expect(issued.made()).toMatchObject([{ rail: 'qr', open: true }]);

    // The borrower pays on a hosted page instead; the payment's follow-up looks for the QR.
    const { link } = await pageOn(t, stand, session, orderId, amount, 'debitCard');
    const page = stand.razorpay.payLink(link.reference_id)!;
    expect(await deliveredTo(t, 'razorpay', page)).toEqual(applied(eventIdOf(page)));
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });

    // Stored against the order, closed as settled, and closed at Razorpay: nothing payable left.
    const qr = issued.made().find((a) => a.rail === 'qr')!;
    expect(qr.open).toBe(false);
    expect(stand.razorpay.state.qrCodes.get(qr.accountNo)).toMatchObject({
      status: 'closed',
      close_reason: 'on_demand',
    });
    expect(await accountsOn(t, orderId)).toMatchObject([
      {
        account_no: qr.accountNo,
        closed_reason: 'settled',
        provider_closed_at: expect.any(String),
      },
    ]);
    expect(await intentsOf(t, orderId)).toMatchObject([{ status: 'adopted' }]);
  });

  it('Xendit: a VA whose answers were lost twice is the one the retry gets, by the same key', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const issued = issuedFrom(stand);
    // The first try makes the VA and loses the answer; the adapter's own repeat loses it too.
    stand.xendit.fault({ kind: 'dropAfter' }, '/callback_virtual_accounts');
    stand.xendit.fault({ kind: 'dropAfter' }, '/callback_virtual_accounts');
    expect((await askBill(t, session, orderId, amount, BCA)).statusCode).toBe(503);
    expect(issued.made()).toMatchObject([{ rail: 'va', open: true }]);
    expect(await accountsOn(t, orderId)).toEqual([]);

    const bill = successData(generateVcode, await askBill(t, session, orderId, amount, BCA));
    const made = issued.made();
    expect(made).toHaveLength(1);
    expect(bill.cardNo).toBe(made[0]!.accountNo);
    // Every ask of the bill carried its number as the key and the external_id.
    const asks = stand.xendit.requests.filter(
      (r) => r.method === 'POST' && (r.body as { external_id?: string }).external_id === bill.vcode,
    );
    expect(asks).toHaveLength(3);
    for (const ask of asks) expect(ask.headers['x-idempotency-key']).toBe(bill.vcode);
    expect(await accountsOn(t, orderId)).toMatchObject([
      { account_no: made[0]!.accountNo, vcode: bill.vcode, status: 'open' },
    ]);

    const paid = xenditPaysAt(stand, bill.cardNo, amount);
    expect(await deliveredTo(t, 'xendit', paid.callback)).toEqual(applied(paid.paymentId));
    expect(await deliveredTo(t, 'xendit', stand.xendit.redeliver(paid.paymentId))).toEqual(
      duplicate(paid.paymentId),
    );
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });

  it("Xendit: one lost answer is recovered by the adapter's own repeat, one VA made", async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const issued = issuedFrom(stand);
    stand.xendit.fault({ kind: 'dropAfter' }, '/callback_virtual_accounts');
    const bill = successData(generateVcode, await askBill(t, session, orderId, amount, BCA));
    expect(issued.made()).toEqual([{ rail: 'va', accountNo: bill.cardNo, open: true }]);
    expect(await intentsOf(t, orderId)).toMatchObject([{ status: 'issued', lost_at: null }]);
  });
});
