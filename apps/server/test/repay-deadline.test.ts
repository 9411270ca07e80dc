/**
 * One deadline per payment (docs/repayment-operations.md "One deadline per payment"): an
 * issued account never outlives what it pays for — the extension's deadline for an
 * extension fee, the end of the market day for a repayment due today or overdue.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import { delayDetail, initPayType } from '@tenor/contract/endpoints/repay';
import { asBorrower, issueAccount, owedOf } from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postJson,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const MINUTE = 60_000;
const owed = (orderId: number) => owedOf(t, orderId);

/** The market's rail for an account: UPI in India, a bank virtual account in Indonesia. */
const rail = (region: 'IN' | 'ID') =>
  region === 'IN' ? { payType: 3 as const, payCode: 'UPI' } : { payType: 1 as const };

const dueNow = (orderId: number) =>
  t.db
    .updateTable('repayment_plans')
    .set({ due_at: new Date().toISOString() })
    .where('order_id', '=', orderId)
    .where('status', '!=', 'paid')
    .execute();

async function extension(session: DemoSession, orderId: number) {
  return successData(delayDetail, await asBorrower(t, session, delayDetail.path, { orderId }));
}

describe("an extension fee's account", () => {
  for (const region of ['IN', 'ID'] as const) {
    it(`ends at the extension's deadline, the one its page shows (${region})`, async () => {
      const session = await demoSession(t.app, { region });
      for (const status of ['174', '3']) {
        const orderId = session.orders[status]!;
        const fee = await extension(session, orderId);
        const account = await issueAccount(t, session, {
          orderId,
          amount: fee.delayShouldPayAmount,
          isDisplay: 1,
          ...rail(region),
        });
        expect(account.expiresAt, `order ${status}`).toBe(fee.delayExpiresAt);
      }
    });
  }

  it('is not a day-long account when the loan is due today: it ends at 23:59 with the fee', async () => {
    // 23:30 in Jakarta; the same account made before would have run to 23:30 tomorrow.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T16:30:00.000Z'));
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['174']!;
    await dueNow(orderId);
    const fee = await extension(session, orderId);
    expect(fee.delayExpiresAt).toBe('2026-03-10T16:59:59.000Z');
    const account = await issueAccount(t, session, {
      orderId,
      amount: fee.delayShouldPayAmount,
      isDisplay: 1,
    });
    expect(account.expiresAt).toBe('2026-03-10T16:59:59.000Z');
  });
});

describe("a repayment's account", () => {
  it('ends with the due day in each market, never into tomorrow', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:30 in Kolkata (18:00 UTC) and 01:00 the next day in Jakarta.
    vi.setSystemTime(new Date('2026-03-10T18:00:00.000Z'));
    const india = await demoSession(t.app, { region: 'IN' });
    const inOrder = india.orders['174']!;
    await dueNow(inOrder);
    const upi = await issueAccount(t, india, {
      orderId: inOrder,
      amount: await owed(inOrder),
      ...rail('IN'),
    });
    expect(upi.expiresAt).toBe('2026-03-10T18:29:59.000Z');

    const indonesia = await demoSession(t.app, { region: 'ID' });
    const overdue = indonesia.orders['180']!;
    const va = await issueAccount(t, indonesia, { orderId: overdue, amount: await owed(overdue) });
    expect(va.expiresAt).toBe('2026-03-11T16:59:59.000Z');
  });

  it("cannot pay yesterday's amount after midnight: the bank refuses it, the page is given today's", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T16:30:00.000Z')); // 23:30 in Jakarta
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['180']!;
    const yesterday = await owed(orderId);
    const va = await issueAccount(t, session, { orderId, amount: yesterday });
    expect(va.expiresAt).toBe('2026-03-10T16:59:59.000Z');

    vi.setSystemTime(new Date(Date.parse('2026-03-10T17:00:00.000Z') + 10 * MINUTE));
    const refused = await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, {
      cardNo: va.cardNo,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The sandbox bank refuses this payment: this account has expired',
    );
    const options = successData(
      initPayType,
      await asBorrower(t, session, initPayType.path, {
        orderId,
        payType: 1,
        amount: yesterday,
      }),
    );
    // One more day's late charge: the page shows today's amount, said once as changed.
    expect(options.payable.amount).toBeGreaterThan(yesterday);
    expect(options.payable).toMatchObject({ amountChanged: true, kind: 'settle' });
  });
});
