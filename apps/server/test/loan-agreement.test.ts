import { beforeAll, describe, expect, it } from 'vitest';
import { loanAgreement } from '@tenor/contract/endpoints/loans';
import { openingChoice } from '../src/modules/loans/opening-choice.ts';
import { loansRepository } from '../src/modules/loans/repository.ts';
import { termsOf } from '../src/domain/products/product-terms.ts';
import {
  useTestApp,
  demoSession,
  productIdOf,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

let borrower: DemoSession;

const t = useTestApp();
beforeAll(async () => {
  borrower = await demoSession(t.app, { region: 'IN' });
});

const lastAmountAsked = (borrowerId: number) => loansRepository(t.db).lastAmountAsked(borrowerId);

const productRow = (id: number) =>
  t.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const read = (productId: number | string, headers: Record<string, string> = {}, lt = '1') =>
  t.app.inject({
    method: 'GET',
    url: `${loanAgreement.path}?productId=${productId}&languageType=${lt}`,
    headers,
  });

describe('loan-agreement (the /loanAgreement page)', () => {
  it('lists the product agreements without a session, and no figures', async () => {
    const rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
    const data = successData(loanAgreement, await read(rupeeFlow));
    expect(data.productName).toBe('RupeeFlow');
    expect(data.figures).toBeNull();
    expect(data.agreements.map((a) => a.url)).toEqual([
      '/agreements/in-rupeeflow-loan-agreement.html',
      '/agreements/in-rupeeflow-key-facts.html',
    ]);
  });

  it("gives a signed-in borrower their latest order's figures, and the KFS opens with them", async () => {
    const orderId = borrower.orders['174']!;
    const order = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const latest = await t.db
      .selectFrom('orders')
      .selectAll()
      .where('borrower_id', '=', borrower.borrowerId)
      .where('product_id', '=', order.product_id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const data = successData(
      loanAgreement,
      await read(order.product_id, { 'x-token': borrower.token }),
    );
    expect(data.figures).toMatchObject({
      source: 'order',
      orderNo: latest.order_no,
      amount: latest.amount,
      periods: latest.periods,
      fee: latest.fee_amount,
      interest: latest.interest_amount,
      received: latest.amount - latest.fee_amount,
      totalRepay: latest.amount + latest.interest_amount,
    });
    const kfs = data.agreements.find((a) => a.url.includes('-key-facts.html'));
    expect(kfs?.url).toContain(`amount=${latest.amount}&periods=${latest.periods}`);
  });

  it('quotes where the confirm screen opens for a product the borrower has no order of', async () => {
    const paisaPal = await productIdOf(t.db, 'in-paisapal');
    const data = successData(loanAgreement, await read(paisaPal, { 'x-token': borrower.token }));
    // PaisaPal: ₹2,000–₹15,000 for 91 days; the confirm screen opens at the amount the
    // borrower last asked for (never the highest), which this page shows too.
    const last = await lastAmountAsked(borrower.borrowerId);
    const terms = termsOf(await productRow(paisaPal));
    expect(data.figures).toMatchObject({
      source: 'quote',
      orderNo: '',
      amount: openingChoice(terms, last).amount,
      periods: 91,
    });
    expect(data.figures!.amount).toBeLessThan(1_500_000);
    expect(data.figures?.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.figures!.totalRepay).toBe(data.figures!.amount + data.figures!.interest);
  });

  it('answers a reader who names no market with the product of its own market', async () => {
    const rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
    const danaKilat = await productIdOf(t.db, 'id-danakilat');
    const bare = (id: number) =>
      t.app.inject({ method: 'GET', url: `${loanAgreement.path}?productId=${id}` });
    expect(successData(loanAgreement, await bare(rupeeFlow))).toMatchObject({
      productName: 'RupeeFlow',
      region: 'IN',
    });
    expect(successData(loanAgreement, await bare(danaKilat)).region).toBe('ID');
    // A named market still reads only its own products.
    expect((await read(rupeeFlow, {}, '2')).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product, and for a product of the other market', async () => {
    const unknown = await read(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: '1004' });
    const danaKilat = await productIdOf(t.db, 'id-danakilat');
    expect((await read(danaKilat, { 'x-token': borrower.token })).statusCode).toBe(404);
    // Anonymous, the market is the language type's: Indonesian readers see DanaKilat.
    expect(successData(loanAgreement, await read(danaKilat, {}, '2')).productName).toBe(
      'DanaKilat',
    );
  });

  it('refuses an unreadable product id', async () => {
    const res = await read('abc');
    expect(res.statusCode).toBe(400);
  });

  it('serves an agreement without its back bar when it is opened in a frame', async () => {
    const url = '/agreements/in-rupeeflow-loan-agreement.html';
    const alone = await t.app.inject({ method: 'GET', url });
    expect(alone.body).toContain('class="back"');
    expect(alone.headers.vary).toContain('Sec-Fetch-Dest');
    const framed = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'sec-fetch-dest': 'iframe' },
    });
    expect(framed.statusCode).toBe(200);
    expect(framed.body).not.toContain('class="back"');
    expect(framed.body).toContain('<h1>Loan Agreement — RupeeFlow</h1>');
    // Read by a page to show in its own frame (the confirm dialog's srcdoc): no bar either.
    const fetched = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'sec-fetch-dest': 'empty' },
    });
    expect(fetched.body).not.toContain('class="back"');
  });
});
