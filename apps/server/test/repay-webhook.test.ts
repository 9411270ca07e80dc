import { beforeAll, describe, expect, it } from 'vitest';
import { devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import { loanDetails } from '@tenor/contract/endpoints/loans';
import { paymentStatus } from '@tenor/contract/endpoints/repay';
import { signBody } from '../src/providers/webhook-signature.ts';
import {
  asBorrower,
  issueAccount,
  orderRow,
  paymentEvent,
  planOf,
  postWebhook,
  unpaidTotals,
} from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postJson,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();

const DAY = 86_400_000;
const daysFromNow = (iso: string | null) => (Date.parse(iso!) - Date.now()) / DAY;

/** An issued account for the order's whole outstanding (or the given amount). */
async function accountFor(session: DemoSession, orderId: number, amount?: number, extra = {}) {
  const owed = (await unpaidTotals(t, orderId)).reduce((a, b) => a + b, 0);
  return issueAccount(t, session, { orderId, amount: amount ?? owed, ...extra });
}

const notifications = (accountNo: string) =>
  t.db
    .selectFrom('payment_notifications')
    .innerJoin('payment_accounts', 'payment_accounts.id', 'payment_notifications.account_id')
    .select(['event_id', 'payment_notifications.amount', 'applied_amount'])
    .where('payment_accounts.account_no', '=', accountNo)
    .execute();

describe('POST /repay/webhook/sandbox: signature', () => {
  let session: DemoSession;
  beforeAll(async () => {
    session = await demoSession(t.app, { region: 'ID' });
  });

  it('accepts a correctly signed notification and applies it', async () => {
    const orderId = session.orders['174']!;
    const account = await accountFor(session, orderId);
    const res = await postWebhook(t, paymentEvent(account.cardNo, account.amount, 'evt-good'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: '00',
      message: 'ok',
      data: { eventId: 'evt-good', result: 'applied' },
    });
    expect((await orderRow(t, orderId)).status).toBe(200);
  });

  it('refuses a wrong, missing or tampered signature with a 401 envelope, changing nothing', async () => {
    const orderId = session.orders['170']!;
    const account = await accountFor(session, orderId);
    const event = paymentEvent(account.cardNo, account.amount, 'evt-bad');
    const raw = JSON.stringify(event);
    const cases = [
      await postWebhook(t, event, signBody('not-the-webhook-secret', raw)),
      await postWebhook(t, event, null),
      await postWebhook(t, event, 'zz'),
      await postWebhook(
        t,
        raw.replace(`"evt-bad"`, `"evt-bad2"`),
        signBody(t.config.webhookSecret, raw),
      ),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: '1002',
        message: 'The signature is missing or wrong',
        data: null,
      });
    }
    expect((await orderRow(t, orderId)).status).toBe(170);
    expect(await notifications(account.cardNo)).toEqual([]);
  });

  it('answers 404 for an unknown provider or account and 400 for a body that is no payment', async () => {
    const unknownProvider = await postWebhook(t, paymentEvent('1', 1), 'sign', 'acme');
    expect(unknownProvider.statusCode).toBe(404);
    expect(unknownProvider.json().code).toBe('1004');

    const unknownAccount = await postWebhook(t, paymentEvent('3935800000000000', 1000));
    expect(unknownAccount.statusCode).toBe(404);
    expect(unknownAccount.json()).toEqual({
      code: '1004',
      message: 'This payment account does not exist',
      data: null,
    });

    for (const body of ['{"eventId":"x"}', 'not json']) {
      const res = await postWebhook(t, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('1001');
    }
  });

  it('refuses an amount other than the account amount, leaving the account open', async () => {
    const orderId = session.orders['3']!;
    const [first] = await unpaidTotals(t, orderId);
    const account = await accountFor(session, orderId, first);
    const res = await postWebhook(t, paymentEvent(account.cardNo, first! - 100, 'evt-short'));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('1001');
    expect(res.json().message).toMatch(/does not match the account amount/);
    const status = await asBorrower(t, session, paymentStatus.path, {
      orderId,
      vcode: account.vcode,
    });
    expect(successData(paymentStatus, status)).toEqual({ paid: false, state: 'open' });
  });
});

describe('replays', () => {
  it('applies the same notification once, however often and however concurrently it comes', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['3']!;
    const [first, second] = await unpaidTotals(t, orderId);
    const account = await accountFor(session, orderId, first);
    const event = paymentEvent(account.cardNo, account.amount, 'evt-replayed');

    expect((await postWebhook(t, event)).json().data.result).toBe('applied');
    const replays = await Promise.all(Array.from({ length: 5 }, () => postWebhook(t, event)));
    for (const res of replays) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: '00', data: { result: 'duplicate' } });
    }
    expect(await unpaidTotals(t, orderId)).toEqual([second]);
    expect(await notifications(account.cardNo)).toEqual([
      { event_id: 'evt-replayed', amount: first, applied_amount: first },
    ]);

    // A different event paying into the closed account is recorded, not applied (a refund).
    const again = await postWebhook(t, paymentEvent(account.cardNo, account.amount, 'evt-second'));
    expect(again.json().data.result).toBe('unapplied');
    expect(await unpaidTotals(t, orderId)).toEqual([second]);
  });
});

describe('applying payments to orders', () => {
  let session: DemoSession;
  beforeAll(async () => {
    session = await demoSession(t.app, { region: 'ID' });
  });

  const pay = async (cardNo: string, amount: number, eventId: string) =>
    expect((await postWebhook(t, paymentEvent(cardNo, amount, eventId))).json().data.result).toBe(
      'applied',
    );

  it('pays the next instalment of a loan in progress; it stays in 3, due at the next period', async () => {
    const orderId = session.orders['3']!;
    const before = await planOf(t, orderId);
    const account = await accountFor(session, orderId, before[1]!.total);
    await pay(account.cardNo, account.amount, 'evt-partial');
    const plan = await planOf(t, orderId);
    expect(plan.map((p) => p.status)).toEqual(['paid', 'paid', 'pending']);
    expect(plan[1]!.paid_at).not.toBeNull();
    const order = await orderRow(t, orderId);
    expect(order).toMatchObject({
      status: 3,
      due_at: before[2]!.due_at,
      paid_amount: before[0]!.total + before[1]!.total,
    });
  });

  it('settles an instalment loan paid in full (→ 4)', async () => {
    const orderId = session.orders['5']!;
    const account = await accountFor(session, orderId);
    await pay(account.cardNo, account.amount, 'evt-settle-5');
    const order = await orderRow(t, orderId);
    expect(order.status).toBe(4);
    expect(order.settled_at).not.toBeNull();
    // The overdue instalment's late fee is part of what was paid.
    const plan = await planOf(t, orderId);
    const lateFees = plan.reduce((sum, p) => sum + p.late_fee, 0);
    expect(lateFees).toBeGreaterThan(0);
    expect(order.paid_amount).toBe(order.amount + order.interest_amount + lateFees);
    expect(plan.every((p) => p.status === 'paid')).toBe(true);
  });

  it('settles an overdue day loan paid in full (→ 200) and the details show it', async () => {
    const orderId = session.orders['180']!;
    const account = await accountFor(session, orderId);
    await pay(account.cardNo, account.amount, 'evt-settle-180');
    const res = await postJson(
      t.app,
      `${loanDetails.path}?languageType=1`,
      { orderId },
      {
        'x-token': session.token,
      },
    );
    expect(successData(loanDetails, res)).toMatchObject({
      orderStatus: 200,
      repayAmount: 0,
      isScore: '1',
    });
  });

  it('brings an overdue instalment loan back to 3 once the overdue period is paid', async () => {
    const other = await demoSession(t.app, { region: 'ID' });
    const orderId = other.orders['5']!;
    const before = await planOf(t, orderId);
    expect(before.map((p) => p.status)).toEqual(['paid', 'special', 'pending']);
    const account = await issueAccount(t, other, { orderId, amount: before[1]!.total });
    await pay(account.cardNo, account.amount, 'evt-catch-up');
    expect((await orderRow(t, orderId)).status).toBe(3);
    expect((await planOf(t, orderId)).map((p) => p.status)).toEqual(['paid', 'paid', 'pending']);
  });

  it('moves a due day loan back to 170, due the extension term later, for a paid extension fee', async () => {
    const other = await demoSession(t.app, { region: 'ID' });
    const orderId = other.orders['174']!;
    const before = await orderRow(t, orderId);
    const fee = Math.floor((before.amount * 500 + 5_000) / 10_000);
    const account = await issueAccount(t, other, { orderId, amount: fee, isDisplay: 1 });
    await pay(account.cardNo, fee, 'evt-extend-174');
    const after = await orderRow(t, orderId);
    expect(after.status).toBe(170);
    expect(after.paid_amount).toBe(0);
    expect((Date.parse(after.due_at!) - Date.parse(before.due_at!)) / DAY).toBeCloseTo(7, 5);
    expect((await planOf(t, orderId))[0]).toMatchObject({
      status: 'pending',
      due_at: after.due_at,
    });
  });

  it('moves an overdue instalment forward and back to 3 for a paid extension fee', async () => {
    const other = await demoSession(t.app, { region: 'ID' });
    const orderId = other.orders['5']!;
    const before = await planOf(t, orderId);
    const fee = Math.floor((before[1]!.principal * 300 + 5_000) / 10_000);
    const account = await issueAccount(t, other, { orderId, amount: fee, isDisplay: 1 });
    await pay(account.cardNo, fee, 'evt-extend-5');
    const plan = await planOf(t, orderId);
    expect(plan.map((p) => p.status)).toEqual(['paid', 'pending', 'pending']);
    // Overdue: the 14-day extension counts from the payment.
    expect(daysFromNow(plan[1]!.due_at)).toBeCloseTo(14, 2);
    expect(plan[2]!.due_at).toBe(before[2]!.due_at);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 3, due_at: plan[1]!.due_at });
  });
});

describe('POST /dev/payments/simulate and payment-status', () => {
  it('pays an issued account through the signed webhook; the page then sees it paid', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['170']!;
    const account = await accountFor(session, orderId, undefined, {
      payType: 2,
      payCode: 'ALFAMART',
    });
    const status = () =>
      asBorrower(t, session, paymentStatus.path, { orderId, vcode: account.vcode });
    expect(successData(paymentStatus, await status())).toEqual({ paid: false, state: 'open' });

    const res = await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, {
      cardNo: account.cardNo,
    });
    expect(successData(devPaymentSimulate, res)).toBeNull();
    expect(successData(paymentStatus, await status())).toEqual({ paid: true, state: 'paid' });
    expect((await orderRow(t, orderId)).status).toBe(200);
    expect(await notifications(account.cardNo)).toHaveLength(1);
  });

  it('passes the webhook refusals on: wrong amount 400, unknown number 404', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const account = await accountFor(session, session.orders['170']!);
    const wrong = await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, {
      cardNo: account.cardNo,
      amount: account.amount + 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('1001');
    const unknown = await postJson(t.app, devPaymentSimulate.path, { cardNo: '123' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: '1004',
      message: 'Akun pembayaran ini tidak ada',
      data: null,
    });
  });

  it('answers payment-status only for the borrower’s own bill numbers', async () => {
    const owner = await demoSession(t.app, { region: 'ID' });
    const stranger = await demoSession(t.app, { region: 'ID' });
    const orderId = owner.orders['170']!;
    const account = await accountFor(owner, orderId);
    for (const [session, vcode] of [
      [stranger, account.vcode],
      [owner, 'VC2025010100000000'],
    ] as const) {
      const res = await asBorrower(t, session, paymentStatus.path, { orderId, vcode });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('1004');
    }
  });
});
