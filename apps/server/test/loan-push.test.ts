import { beforeAll, describe, expect, it } from 'vitest';
import { loanPush } from '@tenor/contract/endpoints/loans';
import { useTestApp, demoSession, postJson, productIdOf, successData } from './helpers/test-app.ts';

let rupeeFlow: number;
let cashTree: number;
let salaryNest: number;
let paisaPal: number;
let testStart: string;

const t = useTestApp();
beforeAll(async () => {
  rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
  cashTree = await productIdOf(t.db, 'in-cashtree');
  salaryNest = await productIdOf(t.db, 'in-salarynest');
  paisaPal = await productIdOf(t.db, 'in-paisapal');
  // Seeded orders are all created a while before now (demo-orders.ts).
  testStart = new Date(Date.now() - 1_000).toISOString();
});

const push = (token: string, payload: object, languageType = '1') =>
  postJson(t.app, `${loanPush.path}?languageType=${languageType}`, payload, { 'x-token': token });

const rupeeFlowLoan = () => ({
  productId: rupeeFlow,
  amount: 2_000_000,
  periods: 120,
  termUnit: 'day',
});

/** Orders the borrower pushed (the demo borrower's seeded orders left out). */
const ordersOf = (borrowerId: number, productId: number) =>
  t.db
    .selectFrom('orders')
    .selectAll()
    .where('borrower_id', '=', borrowerId)
    .where('product_id', '=', productId)
    .where('created_at', '>=', testStart)
    .execute();

describe('loan-detail-push', () => {
  it('creates an order under review with its repayment plan', async () => {
    const { token, borrowerId } = await demoSession(t.app, { region: 'IN' });
    const data = successData(loanPush, await push(token, rupeeFlowLoan()));
    expect(data.lendDetailsUrl).toBe(`/loanDetails?productId=${rupeeFlow}&orderId=${data.orderId}`);

    const [order] = await ordersOf(borrowerId, rupeeFlow).then((rows) =>
      rows.filter((o) => o.id === data.orderId),
    );
    expect(order).toMatchObject({
      status: 21,
      amount: 2_000_000,
      fee_amount: 60_000,
      interest_amount: 120_000, // 2 000 000 × 0.05 % × 120
      paid_amount: 0,
      periods: 120,
      term_unit: 'day',
      due_at: null,
      disbursed_at: null,
    });
    expect(order!.order_no).toMatch(/^TNIN\d{16}$/);
    const plan = await t.db
      .selectFrom('repayment_plans')
      .selectAll()
      .where('order_id', '=', data.orderId)
      .execute();
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatchObject({
      period_no: 1,
      principal: 2_000_000,
      interest: 120_000,
      fee: 0,
      total: 2_120_000,
      status: 'pending',
      paid_at: null,
    });
  });

  it('plans an instalment loan one period a month, adding up exactly', async () => {
    const { token } = await demoSession(t.app, { region: 'IN' });
    const { orderId } = successData(
      loanPush,
      await push(token, {
        productId: salaryNest,
        amount: 7_000_000,
        periods: 12,
        termUnit: 'month',
      }),
    );
    const plan = await t.db
      .selectFrom('repayment_plans')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('period_no')
      .execute();
    expect(plan.map((p) => p.period_no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(plan.reduce((s, p) => s + p.principal, 0)).toBe(7_000_000);
    expect(plan.reduce((s, p) => s + p.total, 0)).toBe(7_000_000 + 1_008_000);
  });

  it('answers the same order for a repeat within 60 s, a new one after', async () => {
    const { token, borrowerId } = await demoSession(t.app, { region: 'IN' });
    const first = successData(loanPush, await push(token, rupeeFlowLoan()));
    const again = successData(loanPush, await push(token, { ...rupeeFlowLoan(), amount: 500_000 }));
    expect(again).toEqual(first);
    expect(await ordersOf(borrowerId, rupeeFlow)).toHaveLength(1);

    // Another product is another order.
    const other = successData(
      loanPush,
      await push(token, { productId: cashTree, amount: 1_000_000, periods: 91, termUnit: 'day' }),
    );
    expect(other.orderId).not.toBe(first.orderId);

    // 61 s later the window is over, and the day is used (the daily rule): refused, localised.
    const pushedAt = (at: Date) =>
      t.db
        .updateTable('loan_push_guards')
        .set({ pushed_at: at.toISOString() })
        .where('borrower_id', '=', borrowerId)
        .where('product_id', '=', rupeeFlow)
        .execute();
    await pushedAt(new Date(Date.now() - 61_000));
    const sameDay = await push(token, rupeeFlowLoan(), '2');
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json()).toMatchObject({
      code: '1010',
      message: 'Anda sudah mengajukan pinjaman ini hari ini. Silakan ajukan lagi besok',
    });
    expect(await ordersOf(borrowerId, rupeeFlow)).toHaveLength(1);

    // The market's next day: a new order.
    await pushedAt(new Date(Date.now() - 86_400_000));
    const later = successData(loanPush, await push(token, rupeeFlowLoan()));
    expect(later.orderId).not.toBe(first.orderId);
    expect(await ordersOf(borrowerId, rupeeFlow)).toHaveLength(2);
  });

  it('creates exactly one order for 10 concurrent pushes', async () => {
    const { token, borrowerId } = await demoSession(t.app, { region: 'IN' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => push(token, rupeeFlowLoan())),
    );
    const ids = answers.map((res) => successData(loanPush, res).orderId);
    expect(new Set(ids).size).toBe(1);
    expect(await ordersOf(borrowerId, rupeeFlow)).toHaveLength(1);
    const plans = await t.db
      .selectFrom('repayment_plans')
      .select('id')
      .where('order_id', '=', ids[0]!)
      .execute();
    expect(plans).toHaveLength(1);
  });

  it('keeps concurrent pushes of different borrowers apart', async () => {
    const a = await demoSession(t.app, { region: 'IN' });
    const b = await demoSession(t.app, { region: 'IN' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => push(i % 2 ? a.token : b.token, rupeeFlowLoan())),
    );
    const ids = answers.map((res) => successData(loanPush, res).orderId);
    expect(new Set(ids).size).toBe(2);
    expect(await ordersOf(a.borrowerId, rupeeFlow)).toHaveLength(1);
    expect(await ordersOf(b.borrowerId, rupeeFlow)).toHaveLength(1);
  });

  it('refuses a paused product with 1009, localised, and creates nothing', async () => {
    const { token, borrowerId } = await demoSession(t.app, { region: 'IN' });
    const loan = { productId: paisaPal, amount: 200_000, periods: 91, termUnit: 'day' };
    const res = await push(token, loan);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: '1009',
      message: 'This product is not accepting applications today',
      data: null,
    });
    expect(await ordersOf(borrowerId, paisaPal)).toHaveLength(0);
  });

  it.each([
    [{ amount: 2_000_001 }, 'amount: is not offered for this product'],
    [{ periods: 91.5 }, 'periods: has the wrong type'],
    [{ periods: 100 }, 'periods: is not offered for this product'],
    [{ termUnit: 'month' }, 'termUnit: must be one of day'],
    [{ termUnit: 'week' }, 'termUnit: must be one of day, month'],
    [{ productId: undefined }, 'productId: is required'],
    [{ amount: undefined }, 'amount: is required'],
  ])('refuses %j with 1001 "%s"', async (change, message) => {
    const { token, borrowerId } = await demoSession(t.app, { region: 'IN' });
    const res = await push(token, { ...rupeeFlowLoan(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '1001', message, data: null });
    expect(await ordersOf(borrowerId, rupeeFlow)).toHaveLength(0);
  });

  it('answers 1004 for a product of the other market', async () => {
    const { token } = await demoSession(t.app, { region: 'ID' });
    const res = await push(token, rupeeFlowLoan(), '0');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '1004', message: 'Produk ini tidak ada', data: null });
  });
});
