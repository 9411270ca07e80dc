import { beforeAll, describe, expect, it } from 'vitest';
import { devOrderStatus } from '@tenor/contract/endpoints/dev';
import { loanDetails, loanPush } from '@tenor/contract/endpoints/loans';
import {
  useTestApp,
  demoSession,
  postJson,
  productIdOf,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

let rupeeFlow: number;
let salaryNest: number;

const t = useTestApp();
beforeAll(async () => {
  rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
  salaryNest = await productIdOf(t.db, 'in-salarynest');
});

const DAY = 86_400_000;

const move = (orderId: number, status: number | string, languageType = '1') =>
  postJson(t.app, `/dev/orders/${orderId}/status?languageType=${languageType}`, { status });

const moveOk = async (orderId: number, status: number) =>
  expect(successData(devOrderStatus, await move(orderId, status))).toEqual({ orderId, status });

const orderRow = (id: number) =>
  t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const planOf = (id: number) =>
  t.db
    .selectFrom('repayment_plans')
    .selectAll()
    .where('order_id', '=', id)
    .orderBy('period_no')
    .execute();

const pushed = async (session: DemoSession, loan: object) =>
  successData(
    loanPush,
    await postJson(t.app, `${loanPush.path}?languageType=1`, loan, { 'x-token': session.token }),
  ).orderId;

const details = async (session: DemoSession, orderId: number) =>
  successData(
    loanDetails,
    await postJson(
      t.app,
      `${loanDetails.path}?languageType=1`,
      { orderId },
      {
        'x-token': session.token,
      },
    ),
  );

const daysFromNow = (iso: string | null) => (Date.parse(iso!) - Date.now()) / DAY;

describe('POST /dev/orders/:orderId/status', () => {
  it('walks a day loan 21 → 110 → 170 → 174 → 180 → 200 with fitting dates', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const id = await pushed(session, {
      productId: rupeeFlow,
      amount: 1_000_000,
      periods: 91,
      termUnit: 'day',
    });

    await moveOk(id, 110);
    expect((await orderRow(id)).disbursed_at).toBeNull();

    await moveOk(id, 170);
    const disbursed = await orderRow(id);
    expect(daysFromNow(disbursed.disbursed_at)).toBeCloseTo(0, 2);
    expect(daysFromNow(disbursed.due_at)).toBeCloseTo(91, 2);
    expect((await details(session, id)).repayAmount).toBe(1_045_500);

    await moveOk(id, 174);
    expect(daysFromNow((await orderRow(id)).due_at)).toBeCloseTo(0.25, 2);
    expect((await details(session, id)).isDelay).toBe('1');

    await moveOk(id, 180);
    expect(daysFromNow((await orderRow(id)).due_at)).toBeCloseTo(-5, 2);
    // India's penal charge, once, inside the total: ₹800, as the demo borrower had settled
    // loans before this one was applied for (a repeat client).
    expect((await planOf(id))[0]).toMatchObject({
      status: 'special',
      late_fee: 800_00,
      total: 1_045_500 + 800_00,
    });
    expect(await details(session, id)).toMatchObject({
      repayAmount: 1_125_500,
      amountDue: 1_125_500,
      lateFee: 800_00,
      daysLate: 5,
    });

    await moveOk(id, 200);
    const settled = await orderRow(id);
    expect(settled).toMatchObject({ status: 200, paid_amount: 1_125_500 });
    expect(daysFromNow(settled.settled_at)).toBeCloseTo(0, 2);
    expect((await planOf(id)).map((p) => [p.status, p.paid_at !== null])).toEqual([['paid', true]]);
    expect(await details(session, id)).toMatchObject({ repayAmount: 0, isScore: '1' });
  });

  it('walks an instalment loan 21 → 110 → 3 → 5 → 3 → 4', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const id = await pushed(session, {
      productId: salaryNest,
      amount: 1_000_000,
      periods: 3,
      termUnit: 'month',
    });
    await moveOk(id, 110);
    await moveOk(id, 3);
    expect((await planOf(id)).map((p) => Math.round(daysFromNow(p.due_at)))).toEqual([30, 60, 90]);

    await moveOk(id, 5);
    const overdue = await planOf(id);
    expect(overdue.map((p) => p.status)).toEqual(['special', 'pending', 'pending']);
    // The repeat client's ₹800 penal charge on the overdue instalment only.
    expect(overdue.map((p) => p.late_fee)).toEqual([800_00, 0, 0]);
    expect(Math.round(daysFromNow((await orderRow(id)).due_at))).toBe(-6);

    await moveOk(id, 3);
    const caughtUp = await planOf(id);
    expect(caughtUp.map((p) => p.status)).toEqual(['paid', 'pending', 'pending']);
    expect((await orderRow(id)).paid_amount).toBe(caughtUp[0]!.total);
    expect((await details(session, id)).repayAmount).toBe(caughtUp[1]!.total + caughtUp[2]!.total);

    await moveOk(id, 4);
    expect((await planOf(id)).every((p) => p.status === 'paid')).toBe(true);
    expect((await orderRow(id)).paid_amount).toBe(1_000_000 + 36_000 + 800_00);
  });

  it('moves the seeded orders too (rejection, overdue instalment settled)', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    await moveOk(session.orders['110']!, 170);
    await moveOk(session.orders['5']!, 4);
    const review = session.orders['21']!;
    await moveOk(review, 151);
    expect((await details(session, review)).noticeStatusText).toBe('Not approved');
  });

  it('refuses a disallowed move with 1009, naming the allowed ones, localised', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const review = session.orders['21']!;
    const res = await move(review, 200);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: '1009',
      message: 'An order in status 21 cannot move to 200 (allowed: 110, 151)',
      data: null,
    });
    expect((await orderRow(review)).status).toBe(21);

    const settled = await move(session.orders['200']!, 170, '0');
    expect(settled.json()).toEqual({
      code: '1009',
      message: 'Pesanan berstatus 200 tidak dapat dipindah ke 170 (yang diizinkan: tidak ada)',
      data: null,
    });
    // A day loan is never disbursed into instalments.
    const approved = await move(session.orders['110']!, 3);
    expect(approved.json().message).toBe('An order in status 110 cannot move to 3 (allowed: 170)');
    expect((await move(session.orders['180']!, 174)).statusCode).toBe(409);
  });

  it('refuses to catch up an overdue last instalment (that is settling)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const id = session.orders['5']!;
    await t.db
      .updateTable('repayment_plans')
      .set({ status: 'paid' })
      .where('order_id', '=', id)
      .where('status', '=', 'pending')
      .execute();
    const res = await move(id, 3);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('1009');
    expect(res.json().message).toMatch(/move the order to 4/);
  });

  it('answers 1004 for an unknown order and 1001 for bad input', async () => {
    const unknown = await move(999_999, 110);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: '1004',
      message: 'This order does not exist',
      data: null,
    });
    const session = await demoSession(t.app, { region: 'IN' });
    const notAStatus = await move(session.orders['21']!, 999);
    expect(notAStatus.statusCode).toBe(400);
    expect(notAStatus.json().message).toBe(
      'status: must be one of 21, 110, 151, 170, 174, 180, 200, 3, 4, 5, 201, 152',
    );
    expect((await move(session.orders['21']!, 'x')).json().message).toBe(
      'status: must be a whole number',
    );
    const badId = await postJson(t.app, '/dev/orders/abc/status?languageType=1', { status: 110 });
    expect(badId.json()).toEqual({
      code: '1001',
      message: 'orderId: must be a whole number',
      data: null,
    });
  });
});

describe('/dev/orders outside demo mode', () => {
  const prod = useTestApp({
    env: { DEMO: 'false', WEBHOOK_SECRET: 'a-production-secret-1234' },
  });

  it('does not exist', async () => {
    const res = await postJson(prod.app, '/dev/orders/1/status', { status: 110 });
    expect(res.statusCode).toBe(404);
  });
});
