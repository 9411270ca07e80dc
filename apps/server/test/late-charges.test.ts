/**
 * What an overdue loan costs in each market, end to end: loan details, the amount a
 * repayment asks for, and what paying it settles (docs/markets.md "Late charges").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devOrderStatus } from '@tenor/contract/endpoints/dev';
import { loanDetails, loanPush } from '@tenor/contract/endpoints/loans';
import { generateVcode } from '@tenor/contract/endpoints/repay';
import {
  asBorrower,
  issueAccount,
  orderRow,
  paymentEvent,
  planOf,
  postWebhook,
} from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postJson,
  productIdOf,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const DAY = 86_400_000;

const details = async (session: DemoSession, orderId: number) =>
  successData(loanDetails, await asBorrower(t, session, loanDetails.path, { orderId }));

/** The overdue period as seeded, without its late charge. */
async function overduePeriod(orderId: number) {
  const period = (await planOf(t, orderId)).find((p) => p.status === 'special')!;
  return { ...period, base: period.total - period.late_fee };
}

async function payInFull(session: DemoSession, orderId: number, amount: number, payType: 1 | 3) {
  const account = await issueAccount(t, session, {
    orderId,
    amount,
    ...(payType === 3 ? { payType: 3, payCode: 'UPI' } : {}),
  });
  const res = await postWebhook(t, paymentEvent(account.cardNo, account.amount));
  expect(res.json().data.result).toBe('applied');
  return account;
}

describe('Indonesia: 0.1 % a day of the overdue amount, within 100 % of the principal', () => {
  it('shows, asks for and collects 5 days of the daily charge on a loan 5 days overdue', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['180']!;
    const { base } = await overduePeriod(orderId);
    // 0.5 % of the overdue amount, rounded down to the rupiah.
    const lateFee = Math.floor((base * 5) / 1_000 / 100) * 100;
    expect(lateFee).toBeGreaterThan(0);
    expect(await details(session, orderId)).toMatchObject({
      daysLate: 5,
      lateFee,
      amountDue: base + lateFee,
      repayAmount: base + lateFee,
    });

    // Only that amount is taken, and its account lasts until midnight in Jakarta at most.
    const short = await asBorrower(t, session, generateVcode.path, {
      orderId,
      amount: base,
      payCode: 'BCA',
      payType: 1,
      isDefault: 1,
      isDisplay: 0,
      specificNum: 0,
    });
    expect(short.json().code).toBe('1001');
    const account = await payInFull(session, orderId, base + lateFee, 1);
    expect(Date.parse(account.expiresAt) - Date.now()).toBeLessThanOrEqual(DAY);

    const order = await orderRow(t, orderId);
    expect(order).toMatchObject({
      status: 200,
      paid_amount: order.amount + order.interest_amount + lateFee,
    });
    expect((await planOf(t, orderId))[0]).toMatchObject({ late_fee: lateFee, status: 'paid' });
  });

  it("takes a payment made before midnight at that day's amount, though its news comes after", async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['180']!;
    const { base } = await overduePeriod(orderId);
    const today = (await details(session, orderId)).repayAmount;
    const account = await issueAccount(t, session, { orderId, amount: today });
    const paidAt = new Date().toISOString();

    // The next day the order owes one more day's charge…
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY);
    const tomorrow = await details(session, orderId);
    expect(tomorrow.daysLate).toBe(6);
    expect(tomorrow.repayAmount).toBe(base + Math.floor((base * 6) / 1_000 / 100) * 100);
    // …but the payment made yesterday settles it at yesterday's amount.
    const res = await postWebhook(t, { ...paymentEvent(account.cardNo, today), paidAt });
    expect(res.json().data.result).toBe('applied');
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200 });
    expect((await planOf(t, orderId))[0]!.total).toBe(today);
  });

  it('stops at the 100 % total cost cap on a loan overdue for years', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['180']!;
    const { base, period_no } = await overduePeriod(orderId);
    const longAgo = new Date(Date.now() - 1_500 * DAY).toISOString();
    await t.db
      .updateTable('repayment_plans')
      .set({ due_at: longAgo })
      .where('order_id', '=', orderId)
      .where('period_no', '=', period_no)
      .execute();
    const order = await orderRow(t, orderId);
    const room = order.amount - order.fee_amount - order.interest_amount;
    const lateFee = Math.floor(room / 100) * 100;
    const shown = await details(session, orderId);
    expect(shown).toMatchObject({
      lateFee,
      amountDue: base + lateFee,
      repayAmount: base + lateFee,
    });
    expect(order.fee_amount + order.interest_amount + shown.lateFee).toBeLessThanOrEqual(
      order.amount,
    );

    await payInFull(session, orderId, base + lateFee, 1);
    expect((await orderRow(t, orderId)).paid_amount).toBe(
      order.amount + order.interest_amount + lateFee,
    );
  });
});

describe('India: a one-time penal charge, ₹1,000 for a new client, ₹800 for a repeat client', () => {
  it('charges a new client ₹1,000 on the overdue loan, and collects exactly that', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['180']!;
    const { base } = await overduePeriod(orderId);
    expect(await details(session, orderId)).toMatchObject({
      daysLate: 5,
      lateFee: 1_000_00,
      amountDue: base + 1_000_00,
      repayAmount: base + 1_000_00,
    });
    // An overdue instalment: ₹1,000 on it alone.
    const instalments = session.orders['5']!;
    const late = await overduePeriod(instalments);
    expect(await details(session, instalments)).toMatchObject({
      daysLate: 6,
      lateFee: 1_000_00,
      amountDue: late.base + 1_000_00,
    });

    await payInFull(session, orderId, base + 1_000_00, 3);
    const order = await orderRow(t, orderId);
    expect(order).toMatchObject({
      status: 200,
      paid_amount: order.amount + order.interest_amount + 1_000_00,
    });
  });

  it('charges ₹800 on a loan taken after one was repaid, however long overdue', async () => {
    // The demo borrower has settled loans; a new one is theirs as a repeat client.
    const session = await demoSession(t.app, { region: 'IN' });
    const productId = await productIdOf(t.db, 'in-rupeeflow');
    const push = await asBorrower(t, session, loanPush.path, {
      productId,
      amount: 50_000_00,
      periods: 91,
      termUnit: 'day',
    });
    const orderId = successData(loanPush, push).orderId;
    for (const status of [110, 170, 174, 180]) {
      const moved = await postJson(t.app, `/dev/orders/${orderId}/status?languageType=1`, {
        status,
      });
      successData(devOrderStatus, moved);
    }
    const { base, period_no } = await overduePeriod(orderId);
    expect(await details(session, orderId)).toMatchObject({
      lateFee: 800_00,
      repayAmount: base + 800_00,
    });

    // A year later it is still ₹800: the charge is flat and never compounded.
    await t.db
      .updateTable('repayment_plans')
      .set({ due_at: new Date(Date.now() - 365 * DAY).toISOString() })
      .where('order_id', '=', orderId)
      .where('period_no', '=', period_no)
      .execute();
    expect(await details(session, orderId)).toMatchObject({
      lateFee: 800_00,
      repayAmount: base + 800_00,
    });
  });
});
