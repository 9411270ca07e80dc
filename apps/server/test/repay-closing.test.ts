/**
 * A paid or settled order leaves no live code behind (docs/repayment-operations.md "Closing
 * and refunds"): its other accounts are closed here and at the provider, the sandbox bank
 * refuses payments into them, and money that still arrives is refunded and listed.
 */
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { markRefundTry } from '../src/modules/repay/settlement/refund-try.ts';
import { deskSignIn } from './helpers/care.ts';
import { describe, expect, it } from 'vitest';
import { devAccounts, devPaymentSimulate, devRefunds } from '@tenor/contract/endpoints/dev';
import { paymentReceipt, repaymentCommit } from '@tenor/contract/endpoints/repay';
import {
  asBorrower,
  cardScreen,
  formAsBorrower,
  issueAccount,
  owedOf,
  paymentEvent,
  postWebhook,
} from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postJson,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();

const owed = (orderId: number) => owedOf(t, orderId);

const simulate = (cardNo: string) =>
  postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, { cardNo });

const accountRow = (accountNo: string) =>
  t.db
    .selectFrom('payment_accounts')
    .selectAll()
    .where('account_no', '=', accountNo)
    .executeTakeFirstOrThrow();

const receipt = async (session: DemoSession, orderId: number, vcode: string) =>
  successData(
    paymentReceipt,
    await asBorrower(t, session, paymentReceipt.path, { orderId, vcode }),
  );

const refundsOf = async (borrowerId: number) =>
  successData(
    devRefunds,
    await t.app.inject({ method: 'GET', url: `${devRefunds.path}?borrowerId=${borrowerId}` }),
  );

/** An Indomaret code and a BCA account for the same amount of one order. */
async function twoCodes(session: DemoSession, orderId: number, amount: number) {
  const market = await issueAccount(t, session, {
    orderId,
    amount,
    payType: 2,
    payCode: 'INDOMARET',
  });
  return { market, bank: await issueAccount(t, session, { orderId, amount }) };
}

describe('a settled order closes its other accounts', () => {
  it('closes them here and at the sandbox bank, which then refuses to take money into them', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['170']!;
    const amount = await owed(orderId);
    const { market, bank } = await twoCodes(session, orderId, amount);

    expect(successData(devPaymentSimulate, await simulate(market.cardNo))).toBeNull();
    expect(await accountRow(bank.cardNo)).toMatchObject({
      status: 'expired',
      closed_reason: 'settled',
      closed_at: expect.any(String),
      provider_closed_at: expect.any(String),
    });
    expect(
      await t.db
        .selectFrom('sandbox_closed_accounts')
        .select(['account_no', 'reason'])
        .where('account_no', 'in', [bank.cardNo, market.cardNo])
        .orderBy('reason')
        .execute(),
    ).toEqual([
      { account_no: bank.cardNo, reason: 'closed' },
      { account_no: market.cardNo, reason: 'paid' },
    ]);

    // The page that still shows the bank code learns it is closed, not open.
    expect(await receipt(session, orderId, bank.vcode)).toMatchObject({
      state: 'closed',
      outstanding: 0,
    });
    expect(await receipt(session, orderId, market.vcode)).toMatchObject({
      state: 'paid',
      way: { kind: 'market', name: 'INDOMARET', last4: '' },
    });
    const accounts = successData(
      devAccounts,
      await t.app.inject({
        method: 'GET',
        url: `${devAccounts.path}?borrowerId=${session.borrowerId}`,
      }),
    );
    expect(accounts.find((a) => a.accountNo === bank.cardNo)).toMatchObject({
      status: 'expired',
      closedReason: 'settled',
    });

    // The sandbox bank refuses both: the paid code and the closed account.
    for (const [cardNo, message] of [
      [market.cardNo, 'The sandbox bank refuses this payment: this account was already paid'],
      [
        bank.cardNo,
        'The sandbox bank refuses this payment: this account is closed because the loan was paid or changed',
      ],
    ] as const) {
      const res = await simulate(cardNo);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: '1009', message, data: null });
    }
    expect(await refundsOf(session.borrowerId)).toEqual([]);
  });

  it('closes a UPI address when a card settles the loan (India)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['174']!;
    const amount = await owed(orderId);
    const upi = await issueAccount(t, session, { orderId, amount, payType: 3, payCode: 'UPI' });
    const way = await cardScreen(t, session, orderId);
    const direct = way.bankCards.find((c) => c.bankName !== way.bankCards[0]!.bankName)!;
    const paid = successData(
      repaymentCommit,
      await formAsBorrower(t, session, repaymentCommit.path, {
        orderId,
        amount,
        cardId: direct.id,
        repayToken: way.repayToken,
        sendMsg: 0,
      }),
    );
    expect(paid.needValid).toBe(0);
    expect(await accountRow(upi.cardNo)).toMatchObject({
      closed_reason: 'settled',
      provider_closed_at: expect.any(String),
    });
    expect((await simulate(upi.cardNo)).statusCode).toBe(409);
  });

  it('closes only what the order no longer takes: a paid extension leaves the repayment account open', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['174']!;
    const amount = await owed(orderId);
    const repay = await issueAccount(t, session, { orderId, amount });
    const fee = (await asBorrower(t, session, '/v3/loan-details/delay-detail', { orderId })).json()
      .data.delayShouldPayAmount as number;
    const extension = await issueAccount(t, session, {
      orderId,
      amount: fee,
      isDisplay: 1,
      payCode: 'BNI',
    });
    const otherFeeCode = await issueAccount(t, session, {
      orderId,
      amount: fee,
      isDisplay: 1,
      payType: 2,
      payCode: 'ALFAMART',
    });
    expect(successData(devPaymentSimulate, await simulate(extension.cardNo))).toBeNull();
    expect(await accountRow(repay.cardNo)).toMatchObject({ status: 'open', closed_reason: null });
    expect(await accountRow(otherFeeCode.cardNo)).toMatchObject({
      status: 'expired',
      closed_reason: 'changed',
    });
  });
});

describe('money that arrives anyway is refunded and listed', () => {
  it('refunds a payment into a closed account and a second payment into a paid one', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['170']!;
    const amount = await owed(orderId);
    const { market, bank } = await twoCodes(session, orderId, amount);
    const first = await postWebhook(t, paymentEvent(market.cardNo, amount, 'evt-first'));
    expect(first.json().data).toEqual({ eventId: 'evt-first', result: 'applied' });

    // The bank had taken the closed account's payment before it heard: it still reports it.
    const late = await postWebhook(t, paymentEvent(bank.cardNo, amount, 'evt-late'));
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toEqual({
      eventId: 'evt-late',
      result: 'unapplied',
      refund: 'accountClosed',
    });
    const twice = await postWebhook(t, paymentEvent(market.cardNo, amount, 'evt-twice'));
    expect(twice.json().data).toMatchObject({ result: 'unapplied', refund: 'alreadyPaid' });
    // A replay is still only a replay: one refund per payment.
    const replay = await postWebhook(t, paymentEvent(bank.cardNo, amount, 'evt-late'));
    expect(replay.json().data).toEqual({ eventId: 'evt-late', result: 'duplicate' });

    const refunds = await refundsOf(session.borrowerId);
    expect(refunds).toEqual([
      expect.objectContaining({
        orderId,
        accountNo: market.cardNo,
        amount,
        reason: 'alreadyPaid',
        status: 'refunded',
      }),
      expect.objectContaining({
        accountNo: bank.cardNo,
        reason: 'accountClosed',
        status: 'refunded',
        refundedAt: expect.stringMatching(/^\d{4}-/),
      }),
    ]);
    const atSandbox = await t.db
      .selectFrom('sandbox_refunds')
      .select(['account_no', 'amount'])
      .where('account_no', 'in', [bank.cardNo, market.cardNo])
      .orderBy('account_no')
      .execute();
    expect(atSandbox).toHaveLength(2);
    expect(atSandbox.every((r) => Number(r.amount) === amount)).toBe(true);
    // Nothing of it reached the loan: paid once.
    const order = await t.db
      .selectFrom('orders')
      .select(['status', 'paid_amount'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 200, paid_amount: amount });

    // The operators see both on the desk's refunds page.
    const signIn = await deskSignIn(t.app, DEMO_OPS_PASSWORD, '10.77.0.1');
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const desk = await t.app.inject({ method: 'GET', url: '/ops/refunds', headers: { cookie } });
    expect(desk.statusCode).toBe(200);
    for (const accountNo of [bank.cardNo, market.cardNo]) expect(desk.body).toContain(accountNo);
    expect(desk.body).toContain('paid into a code closed when the order changed');
    expect(desk.body).toContain('paid into a code that was already paid');
    expect(desk.body).toMatch(/<a href="\/ops\/refunds" aria-current="page"\s*>Refunds/);
    expect((await t.app.inject({ method: 'GET', url: '/ops/refunds' })).statusCode).not.toBe(200);

    // A refund the provider cannot make (Xendit's rails) stays pending until an operator gives
    // the money back by transfer and marks it: the follow-up stops asking the provider.
    const [refund] = await t.db.selectFrom('payment_refunds').select('id').orderBy('id').execute();
    await t.db
      .updateTable('payment_refunds')
      .set({ status: 'pending', refunded_at: null })
      .where('id', '=', refund!.id)
      .execute();
    // Each try the provider refuses is counted, and the refund stays pending.
    const triedBefore = await t.db
      .selectFrom('payment_refunds')
      .select('attempts')
      .where('id', '=', refund!.id)
      .executeTakeFirstOrThrow();
    await markRefundTry(t.db, 'payment_refunds', refund!.id, false, new Date());
    expect(
      await t.db
        .selectFrom('payment_refunds')
        .select(['attempts', 'status'])
        .where('id', '=', refund!.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ attempts: triedBefore.attempts + 1, status: 'pending' });
    const pending = await t.app.inject({ method: 'GET', url: '/ops/refunds', headers: { cookie } });
    expect(pending.body).toContain(`action="/ops/refunds/${refund!.id}/transferred"`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(pending.body)![1]!;
    const mark = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/ops/refunds/${refund!.id}/transferred`,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ csrf: token }).toString(),
      });
    expect((await mark('forged')).statusCode).toBe(403);
    const statusOf = async () =>
      (
        await t.db
          .selectFrom('payment_refunds')
          .select('status')
          .where('id', '=', refund!.id)
          .executeTakeFirstOrThrow()
      ).status;
    expect(await statusOf()).toBe('pending');
    expect((await mark(csrf)).statusCode).toBe(303);
    expect(await statusOf()).toBe('refunded');
  });

  it('refunds money for an order that no longer owes it (settled meanwhile by hand)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['170']!;
    const amount = await owed(orderId);
    const upi = await issueAccount(t, session, { orderId, amount, payType: 3, payCode: 'UPI' });
    await t.db.updateTable('orders').set({ status: 200 }).where('id', '=', orderId).execute();
    const res = await postWebhook(t, paymentEvent(upi.cardNo, amount, 'evt-settled'));
    expect(res.json().data).toMatchObject({ result: 'unapplied', refund: 'notOwed' });
    expect(await refundsOf(session.borrowerId)).toMatchObject([
      { accountNo: upi.cardNo, reason: 'notOwed', status: 'refunded' },
    ]);
  });
});
