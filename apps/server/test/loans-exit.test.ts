import { describe, expect, it } from 'vitest';
import { devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import { loanCancel, loanDetails, loanExit } from '@tenor/contract/endpoints/loans';
import { orderStatus } from '@tenor/contract/orders';
import { initPayType, paymentReceipt } from '@tenor/contract/endpoints/repay';
import { asBorrower, issueAccount, orderRow, planOf } from './helpers/repay.ts';
import {
  demoSession,
  postJson,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();
const DAY = 86_400_000;

const details = async (session: DemoSession, orderId: number) =>
  successData(loanDetails, await asBorrower(t, session, loanDetails.path, { orderId }));

/** Places the order's disbursal `ms` ago (the demo lenders' period is 3 days). */
const disbursedAgo = (orderId: number, ms: number) =>
  t.db
    .updateTable('orders')
    .set({ disbursed_at: new Date(Date.now() - ms).toISOString() })
    .where('id', '=', orderId)
    .execute();

describe('India: the cooling-off exit (decision 058)', () => {
  it('quotes principal, interest for the days held and the kept fee; paid on UPI it closes the order as Closed — cooling-off with a receipt', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders[String(orderStatus.disbursed)]!;
    const order = await orderRow(t, orderId);
    const product = await t.db
      .selectFrom('products')
      .innerJoin('lenders', 'lenders.id', 'products.lender_id')
      .select([
        'products.daily_rate_bps',
        'lenders.cooling_off_days',
        'lenders.cooling_off_keeps_fee',
      ])
      .where('products.id', '=', order.product_id)
      .executeTakeFirstOrThrow();
    expect(product.cooling_off_days).toBe(3);

    const shown = await details(session, orderId);
    const quote = successData(loanExit, await asBorrower(t, session, loanExit.path, { orderId }));
    expect(shown.exit).toEqual(quote);
    expect(Date.parse(quote.until)).toBe(Date.parse(order.disbursed_at!) + 3 * DAY);
    expect(quote.principal).toBe(order.amount - order.fee_amount);
    expect(quote.feeKept).toBe(product.cooling_off_keeps_fee === 1 ? order.fee_amount : 0);
    expect(quote.interest).toBe(
      Math.round((order.amount * product.daily_rate_bps * quote.daysHeld) / 10_000),
    );
    expect(quote.total).toBe(quote.principal + quote.interest + quote.feeKept);
    const owed = (await planOf(t, orderId)).reduce((sum, p) => sum + p.total, 0);
    expect(quote.total).toBeLessThan(owed);

    // The pay page pays exactly the quote, as an exit.
    const page = successData(
      initPayType,
      await asBorrower(t, session, initPayType.path, { orderId, payType: 3, amount: quote.total }),
    );
    expect(page.payable).toEqual({ amount: quote.total, amountChanged: false, kind: 'exit' });

    const account = await issueAccount(t, session, {
      orderId,
      amount: quote.total,
      payType: 3,
      payCode: 'UPI',
    });
    const paid = await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, {
      cardNo: account.cardNo,
    });
    expect(paid.statusCode).toBe(200);

    const closed = await orderRow(t, orderId);
    expect(closed.status).toBe(orderStatus.closedCoolingOff);
    expect(closed.paid_amount).toBe(quote.total);
    expect(closed.settled_at).not.toBeNull();
    expect((await planOf(t, orderId)).every((p) => p.status === 'paid')).toBe(true);

    const after = await details(session, orderId);
    expect(after.orderStatus).toBe(orderStatus.closedCoolingOff);
    expect(after.noticeStatusText).toBe('Closed — cooling-off');
    expect(after.exit).toBeUndefined();
    expect(after.repayAmount).toBe(0);
    expect(after.details).toContainEqual({
      text: 'Paid to exit (cooling-off)',
      value: expect.stringContaining('₹'),
    });

    const receipt = successData(
      paymentReceipt,
      await asBorrower(t, session, paymentReceipt.path, { orderId, vcode: account.vcode }),
    );
    expect(receipt).toMatchObject({
      state: 'paid',
      amount: quote.total,
      outstanding: 0,
      orderStatus: orderStatus.closedCoolingOff,
    });

    // Closed: a second exit is refused.
    const again = await asBorrower(t, session, loanExit.path, { orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('1011');
  });

  it('is offered a minute before the period ends and refused (1011) once it has, the page no longer offering it', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders[String(orderStatus.disbursed)]!;

    await disbursedAgo(orderId, 3 * DAY - 60_000);
    expect((await details(session, orderId)).exit).toBeDefined();
    const inside = await asBorrower(t, session, loanExit.path, { orderId });
    expect(inside.json().code).toBe('00');

    await disbursedAgo(orderId, 3 * DAY + 1_000);
    expect((await details(session, orderId)).exit).toBeUndefined();
    const refused = await asBorrower(t, session, loanExit.path, { orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: '1011',
      message: expect.stringMatching(/cooling-off period of this loan has ended/),
    });
    // The pay page no longer takes the old quote as an exit: it pays the plan.
    const page = successData(
      initPayType,
      await asBorrower(t, session, initPayType.path, {
        orderId,
        payType: 3,
        amount: inside.json().data.total,
      }),
    );
    expect(page.payable.kind).toBe('settle');
    expect((await orderRow(t, orderId)).status).toBe(orderStatus.disbursed);
  });

  it('is not offered in Indonesia, where no look-up period applies, nor on another borrower’s order', async () => {
    const id = await demoSession(t.app, { region: 'ID' });
    const orderId = id.orders[String(orderStatus.disbursed)]!;
    expect((await details(id, orderId)).exit).toBeUndefined();
    expect((await asBorrower(t, id, loanExit.path, { orderId })).json().code).toBe('1011');
    const other = await demoSession(t.app, { region: 'IN' });
    expect((await asBorrower(t, other, loanExit.path, { orderId })).json().code).toBe('1004');
  });
});

describe('Cancel before disbursal (decision 058)', () => {
  it('cancels an order under review: it then reads Cancelled by you and owes nothing', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders[String(orderStatus.underReview)]!;
    expect((await details(session, orderId)).cancellable).toBe(true);

    const res = await asBorrower(t, session, loanCancel.path, { orderId }, '2');
    expect(res.json()).toMatchObject({ code: '00' });
    const after = await details(session, orderId);
    expect(after.orderStatus).toBe(orderStatus.cancelledByYou);
    expect(after.noticeStatusText).toBe('Cancelled by you');
    expect(after.cancellable).toBeUndefined();
    expect(after.repayAmount).toBe(0);
    expect((await orderRow(t, orderId)).disbursed_at).toBeNull();
  });

  it('refuses (1012) once disbursal has started or is past, changing nothing', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    for (const status of [
      orderStatus.approved,
      orderStatus.disbursed,
      orderStatus.cancelledByYou,
    ]) {
      const orderId = session.orders[String(status)]!;
      expect((await details(session, orderId)).cancellable).toBeUndefined();
      const res = await asBorrower(t, session, loanCancel.path, { orderId }, '2');
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: '1012',
        message: expect.stringMatching(/tidak dapat dibatalkan/),
      });
      expect((await orderRow(t, orderId)).status).toBe(status);
    }
  });
});
