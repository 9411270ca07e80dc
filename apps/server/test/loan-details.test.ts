import { beforeAll, describe, expect, it } from 'vitest';
import { googleScore, loanDetails, scoreDismiss } from '@tenor/contract/endpoints/loans';
import { orderStatuses } from '@tenor/contract/orders';
import {
  useTestApp,
  demoSession,
  postJson,
  productIdOf,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

let india: DemoSession;
let indonesia: DemoSession;

const t = useTestApp();
beforeAll(async () => {
  india = await demoSession(t.app, { region: 'IN' });
  indonesia = await demoSession(t.app, { region: 'ID' });
});

const details = (session: DemoSession, payload: object, languageType = '1') =>
  postJson(t.app, `${loanDetails.path}?languageType=${languageType}`, payload, {
    'x-token': session.token,
  });

const detailsOf = async (session: DemoSession, status: number, languageType = '1') =>
  successData(
    loanDetails,
    await details(session, { orderId: session.orders[String(status)]! }, languageType),
  );

const score = (session: DemoSession, payload: object, languageType = '1') =>
  postJson(t.app, `${googleScore.path}?languageType=${languageType}`, payload, {
    'x-token': session.token,
  });

describe('loan-details', () => {
  it.each(orderStatuses)('answers the seeded order in status %i in both markets', async (s) => {
    const en = await detailsOf(india, s);
    expect(en.orderStatus).toBe(s);
    expect(en.noticeStatusText.length).toBeGreaterThan(0);
    expect(en.noticeDesText.length).toBeGreaterThan(0);
    expect(en.telephone).toBe(t.config.support.IN.phone);
    expect(en.h5Url).toBe('');
    expect(en.details.every((r) => r.text !== '' && r.value !== '')).toBe(true);
    const id = await detailsOf(indonesia, s, '0');
    expect(id.noticeStatusText).not.toBe(en.noticeStatusText);
    expect(id.telephone).toBe(t.config.support.ID.phone);
  });

  it('explains an order under review to the borrower', async () => {
    const en = await detailsOf(india, 21);
    expect(en).toMatchObject({ noticeStatusText: 'Under review', repayAmount: 0, isDelay: '0' });
    expect(en.noticeDesText).toMatch(/reviewing/);
    expect((await detailsOf(indonesia, 21, '0')).noticeStatusText).toBe('Sedang ditinjau');
    expect(en.details.map((r) => r.text)).not.toContain('Due date');
  });

  it('shows a due order with outstanding amount, due date and the extension', async () => {
    const due = await detailsOf(india, 174);
    expect(due).toMatchObject({
      orderStatus: 174,
      noticeStatusText: 'Repayment due',
      isDelay: '1',
      isScore: '0',
      instalment: false,
    });
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', india.orders['174']!)
      .executeTakeFirstOrThrow();
    expect(due.repayAmount).toBe(order.amount + order.interest_amount);
    expect(due.productId).toBe(order.product_id);
    const texts = due.details.map((r) => r.text);
    expect(texts).toEqual([
      'Order no.',
      'Loan amount',
      'Amount received',
      'Processing fee (deducted upfront)',
      'Interest',
      'Loan term',
      'Applied on',
      'Disbursed on',
      'Due date',
      'Outstanding',
    ]);
    expect(due.details[0]!.value).toBe(order.order_no);
    expect(due.details[1]!.value).toMatch(/^₹[\d,]+\.\d\d$/);
    expect(due.details.find((r) => r.text === 'Due date')!.value).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
  });

  it('offers the extension only where the product allows it (seeded 180 is on CashTree)', async () => {
    expect((await detailsOf(india, 180)).isDelay).toBe('0');
    expect((await detailsOf(indonesia, 180, '0')).isDelay).toBe('0');
    for (const s of [174, 3, 5]) {
      expect((await detailsOf(india, s)).isDelay).toBe('1');
      expect((await detailsOf(indonesia, s, '0')).isDelay).toBe('1');
    }
    for (const s of [21, 110, 151, 170, 200, 4])
      expect((await detailsOf(india, s)).isDelay).toBe('0');
  });

  it('marks instalment loans and owes the unpaid instalments', async () => {
    const inProgress = await detailsOf(india, 3);
    expect(inProgress.instalment).toBe(true);
    const plan = await t.db
      .selectFrom('repayment_plans')
      .selectAll()
      .where('order_id', '=', india.orders['3']!)
      .execute();
    const unpaid = plan.filter((p) => p.status !== 'paid').reduce((s, p) => s + p.total, 0);
    expect(inProgress.repayAmount).toBe(unpaid);
    expect(inProgress.details.map((r) => r.text)).toContain('Instalment due');
    expect(inProgress.details.map((r) => r.text)).toContain('Repaid so far');
    expect((await detailsOf(india, 4)).repayAmount).toBe(0);
  });

  it('recommends the other products of the market, paused disabled, one display-only', async () => {
    const data = await detailsOf(india, 151);
    const order = await t.db
      .selectFrom('orders')
      .select('product_id')
      .where('id', '=', india.orders['151']!)
      .executeTakeFirstOrThrow();
    const ids = data.recProducts.map((p) => p.productId);
    expect(ids).not.toContain(order.product_id);
    expect(ids).toHaveLength(5);
    const paused = await productIdOf(t.db, 'in-paisapal');
    expect(data.recProducts.find((p) => p.productId === paused)).toMatchObject({
      solving: 0,
      buttonText: "Today's quota is full",
    });
    const lendLeaf = await productIdOf(t.db, 'in-lendleaf');
    expect(data.recProducts.filter((p) => p.globally === '0').map((p) => p.productId)).toEqual([
      lendLeaf,
    ]);
    const id = await detailsOf(indonesia, 151, '0');
    const modalWarung = await productIdOf(t.db, 'id-modalwarung');
    expect(id.recProducts.find((p) => p.globally === '0')?.productId).toBe(modalWarung);
  });

  it('never shows another borrower’s order (1004) and checks the product', async () => {
    const other = await details(india, { orderId: indonesia.orders['21']! });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      code: '1004',
      message: 'This order does not exist',
      data: null,
    });
    const own = india.orders['21']!;
    const wrongProduct = await details(india, { orderId: own, productId: 999_999 });
    expect(wrongProduct.json().code).toBe('1004');
    const unknown = await details(india, { orderId: 999_999 }, '0');
    expect(unknown.json()).toEqual({ code: '1004', message: 'Pesanan ini tidak ada', data: null });
  });

  it.each([
    [{}, 'orderId: is required'],
    [{ orderId: 'x' }, 'orderId: must be a whole number'],
    [{ orderId: 1, productId: 0 }, 'productId: must be a positive id'],
  ])('validates %j → "%s"', async (payload, message) => {
    const res = await details(india, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '1001', message, data: null });
  });

  it('needs a session', async () => {
    const res = await postJson(t.app, loanDetails.path, { orderId: 1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('what is owed, at the top', () => {
  it.each([
    ['IN', '1'],
    ['ID', '0'],
  ] as const)(
    'answers amount due and due date, and for overdue the days late and late fee (%s)',
    async (region, lang) => {
      const session = region === 'IN' ? india : indonesia;
      const plans = async (status: number) =>
        t.db
          .selectFrom('repayment_plans')
          .selectAll()
          .where('order_id', '=', session.orders[String(status)]!)
          .orderBy('period_no')
          .execute();

      const due = await detailsOf(session, 174, lang);
      expect(due.amountDue).toBe(due.repayAmount);
      expect(due.dueDate).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
      expect(due).toMatchObject({ daysLate: 0, lateFee: 0 });

      const overdue = await detailsOf(session, 180, lang);
      const [period] = await plans(180);
      expect(period!.late_fee).toBeGreaterThan(0);
      expect(overdue).toMatchObject({
        amountDue: period!.total,
        repayAmount: period!.total,
        daysLate: 5,
        lateFee: period!.late_fee,
      });
      if (region === 'ID') expect(overdue.lateFee % 100).toBe(0);

      // Instalments: the overdue one (with its fee) is due now, not the later ones.
      const instalments = await detailsOf(session, 5, lang);
      const plan5 = await plans(5);
      const late = plan5.find((p) => p.status === 'special')!;
      expect(instalments).toMatchObject({
        amountDue: late.total,
        daysLate: 6,
        lateFee: late.late_fee,
      });
      expect(instalments.repayAmount).toBeGreaterThan(instalments.amountDue);

      for (const status of [21, 110, 151, 200, 4]) {
        expect(await detailsOf(session, status, lang), `status ${status}`).toMatchObject({
          amountDue: 0,
          dueDate: '',
          daysLate: 0,
          lateFee: 0,
        });
      }
    },
  );
});

describe('score-dismiss', () => {
  const dismiss = (session: DemoSession, payload: object, languageType = '1') =>
    postJson(t.app, `${scoreDismiss.path}?languageType=${languageType}`, payload, {
      'x-token': session.token,
    });

  it('stops offering the rating of that order, once dismissed (repeats accepted)', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['200']!;
    expect((await detailsOf(session, 200, '0')).isScore).toBe('1');
    expect(successData(scoreDismiss, await dismiss(session, { orderId }, '0'))).toBeNull();
    expect((await detailsOf(session, 200, '0')).isScore).toBe('0');
    expect((await dismiss(session, { orderId })).statusCode).toBe(200);
    // Only that order: the instalment loan is still offered, and nothing was rated.
    expect((await detailsOf(session, 4, '0')).isScore).toBe('1');
    const ratings = await t.db
      .selectFrom('ratings')
      .selectAll()
      .where('borrower_id', '=', session.borrowerId)
      .execute();
    expect(ratings).toEqual([]);
  });

  it('refuses an order not repaid (1009) and another borrower’s order (1004)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const open = await dismiss(session, { orderId: session.orders['174']! });
    expect(open.statusCode).toBe(409);
    expect(open.json().code).toBe('1009');
    const other = await dismiss(session, { orderId: india.orders['200']! });
    expect(other.statusCode).toBe(404);
    expect((await detailsOf(india, 200)).isScore).toBe('1');
  });
});

describe('google-score', () => {
  it('records the rating of a repaid order; isScore is then 0', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['200']!;
    expect((await detailsOf(session, 200)).isScore).toBe('1');
    expect(successData(googleScore, await score(session, { score: 5, orderId }))).toBeNull();
    expect((await detailsOf(session, 200)).isScore).toBe('0');
    // A second tap is accepted and stores nothing new.
    expect((await score(session, { score: 4, orderId })).statusCode).toBe(200);
    const ratings = await t.db
      .selectFrom('ratings')
      .selectAll()
      .where('borrower_id', '=', session.borrowerId)
      .execute();
    expect(ratings).toHaveLength(1);
    expect(ratings[0]).toMatchObject({ order_id: orderId, score: 5 });
    // The instalment loan's rating is its own.
    expect((await detailsOf(session, 4)).isScore).toBe('1');
  });

  it('refuses scores outside 1–5', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['200']!;
    const high = await score(session, { score: 6, orderId });
    expect(high.statusCode).toBe(400);
    expect(high.json()).toEqual({ code: '1001', message: 'score: must be at most 5', data: null });
    const low = await score(session, { score: 0, orderId }, '0');
    expect(low.json().message).toBe('score: minimal 1');
    expect((await score(session, { orderId })).json().message).toBe('score: is required');
  });

  it('refuses an order not repaid yet (1009) and another borrower’s order (1004)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const open = await score(session, { score: 5, orderId: session.orders['174']! });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toEqual({
      code: '1009',
      message: 'You can rate a loan once it is repaid',
      data: null,
    });
    const other = await score(session, { score: 5, orderId: india.orders['200']! });
    expect(other.statusCode).toBe(404);
    expect((await detailsOf(india, 200)).isScore).toBe('1');
  });

  it('stores a rating without an order as an app rating', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    expect((await score(session, { score: 5 }, '0')).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('ratings')
      .selectAll()
      .where('borrower_id', '=', session.borrowerId)
      .execute();
    expect(rows).toMatchObject([{ order_id: null, score: 5 }]);
  });
});
