import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  googleScore,
  loanDetails,
  productApply,
  recommendProductList,
  scoreDismiss,
} from '@tenor/contract/endpoints/loans';
import { openDatabase } from '../src/db/database.ts';
import { issueAccount, paymentEvent, postWebhook, unpaidTotals } from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postForm,
  postJson,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

// An order's rows, a borrower's applications of the day and the answers made from them are
// kept in memory (docs/decisions/012-api-fast-path.md). Each test warms them with the same
// request twice, writes through the app (or behind it), and expects the very next answer to
// show the write. The file-backed database lets a second connection write behind the app.
const t = useTestApp({ sqliteFile: true });
afterEach(() => vi.useRealTimers());

const detailsRes = (session: DemoSession, orderId: number, languageType = '1') =>
  postJson(
    t.app,
    `${loanDetails.path}?languageType=${languageType}`,
    { orderId },
    {
      'x-token': session.token,
    },
  );

const details = async (session: DemoSession, orderId: number, languageType = '1') =>
  successData(loanDetails, await detailsRes(session, orderId, languageType));

/** The answer, asked twice so the second comes from whatever is kept. */
async function warmDetails(session: DemoSession, orderId: number, languageType = '1') {
  const first = await details(session, orderId, languageType);
  expect(await details(session, orderId, languageType)).toEqual(first);
  return first;
}

const asBorrower = (session: DemoSession, path: string, payload: object) =>
  postJson(t.app, `${path}?languageType=1`, payload, { 'x-token': session.token });

describe('loan details follows every write at once', () => {
  it('after a sandbox status change', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['174']!;
    expect((await warmDetails(session, orderId)).orderStatus).toBe(174);
    const moved = await postJson(t.app, `/dev/orders/${orderId}/status?languageType=1`, {
      status: 200,
    });
    expect(moved.statusCode).toBe(200);
    const after = await details(session, orderId);
    expect(after).toMatchObject({ orderStatus: 200, repayAmount: 0, isScore: '1' });
  });

  it('after a repayment the bank reports (webhook)', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['174']!;
    const before = await warmDetails(session, orderId);
    expect(before.repayAmount).toBeGreaterThan(0);
    const owed = (await unpaidTotals(t, orderId)).reduce((a, b) => a + b, 0);
    const account = await issueAccount(t, session, { orderId, amount: owed });
    await warmDetails(session, orderId);
    const paid = await postWebhook(t, paymentEvent(account.cardNo, account.amount));
    expect(paid.json().data.result).toBe('applied');
    const after = await details(session, orderId);
    expect(after.orderStatus).not.toBe(174);
    expect(after).toMatchObject({ repayAmount: 0, amountDue: 0 });
  });

  it('after a rating, and after the rating dialog is dismissed', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const rated = session.orders['200']!;
    expect((await warmDetails(session, rated)).isScore).toBe('1');
    expect(
      (await asBorrower(session, googleScore.path, { orderId: rated, score: 5 })).statusCode,
    ).toBe(200);
    expect((await details(session, rated)).isScore).toBe('0');

    const dismissed = session.orders['4']!;
    expect((await warmDetails(session, dismissed)).isScore).toBe('1');
    expect((await asBorrower(session, scoreDismiss.path, { orderId: dismissed })).statusCode).toBe(
      200,
    );
    expect((await details(session, dismissed)).isScore).toBe('0');
  });

  it('after another connection writes the order (an operator’s shell)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['174']!;
    const before = await warmDetails(session, orderId);
    const other = openDatabase(t.config);
    try {
      await other
        .updateTable('orders')
        .set({ status: 200, settled_at: new Date().toISOString() })
        .where('id', '=', orderId)
        .execute();
      await other
        .updateTable('repayment_plans')
        .set({ status: 'paid', paid_at: new Date().toISOString() })
        .where('order_id', '=', orderId)
        .execute();
    } finally {
      await other.destroy();
    }
    const after = await details(session, orderId);
    expect(before.orderStatus).toBe(174);
    expect(after).toMatchObject({ orderStatus: 200, repayAmount: 0 });
  });

  it('answers the other language at once, and back', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['21']!;
    const en = await warmDetails(session, orderId, '1');
    expect(en.noticeStatusText).toBe('Under review');
    expect((await details(session, orderId, '0')).noticeStatusText).toBe('Sedang ditinjau');
    expect(await details(session, orderId, '1')).toEqual(en);
  });

  it('never answers another borrower’s order, however warm its rows are', async () => {
    const owner = await demoSession(t.app, { region: 'IN' });
    const stranger = await demoSession(t.app, { region: 'IN' });
    const orderId = owner.orders['174']!;
    for (let i = 0; i < 2; i++) {
      const foreign = await detailsRes(stranger, orderId);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({
        code: '1004',
        message: 'This order does not exist',
        data: null,
      });
      expect((await details(owner, orderId)).orderId).toBe(orderId);
    }
    // Nor can the stranger rate or dismiss it through the kept rows.
    await details(owner, owner.orders['200']!);
    for (const path of [googleScore.path, scoreDismiss.path]) {
      const res = await asBorrower(stranger, path, { orderId: owner.orders['200']!, score: 5 });
      expect(res.json().code).toBe('1004');
    }
    expect((await details(owner, owner.orders['200']!)).isScore).toBe('1');
  });
});

describe('recommended list follows applications at once', () => {
  const list = async (session: DemoSession) =>
    successData(
      recommendProductList,
      await postForm(t.app, recommendProductList.path, {}, { 'x-token': session.token }),
    ).map((p) => p.id);
  const apply = (session: DemoSession, productId: number) =>
    postForm(t.app, productApply.path, { productId, moduleId: 300 }, { 'x-token': session.token });

  async function openProduct(session: DemoSession) {
    const items = successData(
      recommendProductList,
      await postForm(t.app, recommendProductList.path, {}, { 'x-token': session.token }),
    );
    const open = items.find((p) => p.buttonStatus === 1);
    expect(open).toBeDefined();
    return open!.id;
  }

  it('hides a product the borrower applied to, until the next UTC day', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const productId = await openProduct(session);
    expect(await list(session)).toContain(productId);
    expect((await apply(session, productId)).statusCode).toBe(200);
    expect(await list(session)).not.toContain(productId);
    expect(await list(session)).not.toContain(productId);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 86_400_000);
    expect(await list(session)).toContain(productId);
  });

  it('does not change for another borrower’s application', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const neighbour = await demoSession(t.app, { region: 'IN' });
    const productId = await openProduct(session);
    const before = await list(session);
    expect(before).toContain(productId);
    expect((await apply(neighbour, productId)).statusCode).toBe(200);
    expect(await list(neighbour)).not.toContain(productId);
    expect(await list(session)).toEqual(before);
  });

  it('ignores page and service events (only an application hides a product)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const productId = await openProduct(session);
    const before = await list(session);
    const events = [
      ['/indah/pageEvent/save', { productId, moduleId: 300, positionId: 1 }],
      ['/service/event/save', { productId, moduleId: 300, positionId: 1 }],
    ] as const;
    for (const [path, fields] of events) {
      expect((await postForm(t.app, path, fields, { 'x-token': session.token })).statusCode).toBe(
        200,
      );
    }
    expect(await list(session)).toEqual(before);
  });
});
