import { beforeAll, describe, expect, it } from 'vitest';
import { contractJump, contractList, loanConfirm, loanPush } from '@tenor/contract/endpoints/loans';
import { orderStatus } from '@tenor/contract/orders';
import { useTestApp, demoSession, postJson, productIdOf, successData } from './helpers/test-app.ts';

let inToken: string;
let idToken: string;
let rupeeFlow: number;
let salaryNest: number;
let danaKilat: number;
let paisaPal: number;

const t = useTestApp();
beforeAll(async () => {
  inToken = (await demoSession(t.app, { region: 'IN' })).token;
  idToken = (await demoSession(t.app, { region: 'ID' })).token;
  rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
  salaryNest = await productIdOf(t.db, 'in-salarynest');
  danaKilat = await productIdOf(t.db, 'id-danakilat');
  paisaPal = await productIdOf(t.db, 'in-paisapal');
});

const DAY = 86_400_000;

const confirm = (payload: object, token = inToken, languageType = '1') =>
  postJson(t.app, `${loanConfirm.path}?languageType=${languageType}`, payload, {
    'x-token': token,
  });

const get = (path: string, query: Record<string, string | number>, token = inToken) =>
  t.app.inject({
    method: 'GET',
    url: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    headers: { 'x-token': token },
  });

describe('loan-detail-confirm', () => {
  it('quotes an India day loan at its highest amount and the shortest term', async () => {
    const data = successData(
      loanConfirm,
      await confirm({ productId: rupeeFlow, amount: 5_000_000 }),
    );
    expect(data).toMatchObject({
      productId: rupeeFlow,
      productName: 'RupeeFlow',
      productLogo: '/assets/logos/in-rupeeflow.svg',
      amount: 5_000_000,
      periods: 91,
      periodChoices: [91, 120, 180],
      termUnit: 'day',
      receivedAmount: 4_850_000,
      dailyRateBps: 5,
      pRateDsc: 'Interest 0.05% per day',
      sendSms: 0,
      popTitle: 'Loan agreement',
      popAgreementUrl: '/agreements/in-rupeeflow-loan-agreement.html',
      // The product's general Key Fact Statement is left out: this loan's has its own box.
      agreements: [{ title: 'Loan Agreement', position: 1 }],
    });
    expect(data.popContent).toContain('RupeeFlow');
    expect(data.note.length).toBeGreaterThan(0);
    expect(data.amountChoices).toEqual(Array.from({ length: 10 }, (_, i) => 500_000 + i * 500_000));
    expect(data.repayPlans).toHaveLength(1);
    expect(data.repayPlans[0]).toMatchObject({ title: 'Period 1/1', amount: 5_227_500 });
    expect(data.firstPayTime).toBe(data.repayPlans[0]!.payTime);
    const days = (Date.parse(data.firstPayTime) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThan(92);
    expect(data.details).toContainEqual({ text: 'Loan amount', value: '₹50,000.00' });
    expect(data.details).toContainEqual({ text: 'Amount you receive', value: '₹48,500.00' });
    expect(data.details).toContainEqual({ text: 'Total repayment', value: '₹52,275.00' });
  });

  it('opens at the amount last asked for, never the highest; else at the lowest', async () => {
    // The demo borrower's newest order that was not refused sets where confirm opens.
    const session = await demoSession(t.app, { region: 'IN' });
    const newest = await t.db
      .selectFrom('orders')
      .select('amount')
      .where('borrower_id', '=', session.borrowerId)
      .where('status', '!=', orderStatus.rejected)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const opened = successData(loanConfirm, await confirm({ productId: rupeeFlow }, session.token));
    const offered = opened.amountChoices.slice(0, -1).filter((a) => a <= newest.amount);
    expect(opened.amount).toBe(offered.at(-1) ?? opened.amountChoices[0]);
    expect(opened.amount).not.toBe(opened.amountChoices.at(-1));
    expect(opened.periods).toBe(91);

    // A loan just asked for (₹35,000 of RupeeFlow) is where every product opens next.
    const pushed = await postJson(
      t.app,
      `${loanPush.path}?languageType=1`,
      { productId: rupeeFlow, amount: 3_500_000, periods: 120, termUnit: 'day' },
      { 'x-token': session.token },
    );
    expect(pushed.json().code).toBe('00');
    // RupeeFlow itself is applied for today (the daily rule: 1010).
    expect((await confirm({ productId: rupeeFlow }, session.token)).json().code).toBe('1010');
    // SalaryNest lends ₹10,000–₹80,000 in steps of ₹10,000: the highest below ₹35,000.
    expect(
      successData(loanConfirm, await confirm({ productId: salaryNest }, session.token)).amount,
    ).toBe(3_000_000);
    // The language of the call changes nothing.
    expect(
      successData(loanConfirm, await confirm({ productId: salaryNest }, session.token, '2')).amount,
    ).toBe(3_000_000);

    // Nothing asked for but refused loans: the product's lowest amount.
    await t.db
      .updateTable('orders')
      .set({ status: orderStatus.rejected })
      .where('borrower_id', '=', session.borrowerId)
      .execute();
    const fresh = successData(loanConfirm, await confirm({ productId: salaryNest }, session.token));
    expect(fresh.amount).toBe(fresh.amountChoices[0]);
  });

  it('quotes a chosen amount and term; an instalment loan has one plan row a month', async () => {
    const data = successData(
      loanConfirm,
      await confirm({ productId: salaryNest, amount: 3_000_000, periods: 6 }),
    );
    expect(data).toMatchObject({ amount: 3_000_000, periods: 6, termUnit: 'month' });
    expect(data.repayPlans.map((p) => p.title)).toEqual([
      'Period 1/6',
      'Period 2/6',
      'Period 3/6',
      'Period 4/6',
      'Period 5/6',
      'Period 6/6',
    ]);
    // 3 000 000 × 0.04 % × 180 days of interest on top of the principal, exactly.
    expect(data.repayPlans.reduce((s, p) => s + p.amount, 0)).toBe(3_000_000 + 216_000);
    expect(data.receivedAmount).toBe(3_000_000 - 75_000);
  });

  it('answers Indonesian products in Indonesian, without the agreement modal', async () => {
    const data = successData(
      loanConfirm,
      await confirm({ productId: danaKilat, amount: 200_000_000, periods: 120 }, idToken, '0'),
    );
    expect(data).toMatchObject({
      amount: 200_000_000,
      periods: 120,
      popTitle: '',
      popContent: '',
      popAgreementUrl: '',
      agreements: [{ title: 'Perjanjian Pinjaman', position: 1 }],
    });
    expect(data.repayPlans[0]!.title).toBe('Periode 1/1');
    expect(data.details).toContainEqual({ text: 'Jumlah pinjaman', value: 'Rp 2.000.000' });
    expect(data.pRateDsc).toBe('Bunga 0,05% per hari');
  });

  it('refuses an amount or term the product does not offer (1001, localised)', async () => {
    const amount = await confirm({ productId: rupeeFlow, amount: 5_100_000 });
    expect(amount.statusCode).toBe(400);
    expect(amount.json()).toEqual({
      code: '1001',
      message: 'amount: is not offered for this product',
      data: null,
    });
    const above = await confirm({ productId: rupeeFlow, amount: 5_500_000 });
    expect(above.json().code).toBe('1001');
    const periods = await confirm({ productId: rupeeFlow, periods: 30 });
    expect(periods.json().message).toBe('periods: is not offered for this product');
    const id = await confirm({ productId: danaKilat, amount: 1 }, idToken, '0');
    expect(id.json().message).toBe('amount: tidak tersedia untuk produk ini');
  });

  it.each([
    [{}, 'productId: is required'],
    [{ productId: 'abc' }, 'productId: must be a whole number'],
    [{ productId: 0 }, 'productId: must be a positive id'],
    [{ productId: 1, amount: -5 }, 'amount: must not be negative'],
  ])('validates %j → "%s"', async (payload, message) => {
    const res = await confirm(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: '1001', message, data: null });
  });

  it('answers 1004 for an unknown product or one of the other market', async () => {
    const unknown = await confirm({ productId: 999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: '1004',
      message: 'This product does not exist',
      data: null,
    });
    const otherMarket = await confirm({ productId: danaKilat });
    expect(otherMarket.json().code).toBe('1004');
    const fromIndonesia = await confirm({ productId: rupeeFlow }, idToken, '0');
    expect(fromIndonesia.json()).toEqual({
      code: '1004',
      message: 'Produk ini tidak ada',
      data: null,
    });
  });

  it('still quotes a paused product (the push refuses it)', async () => {
    const res = await confirm({ productId: paisaPal });
    expect(successData(loanConfirm, res).productName).toBe('PaisaPal');
  });

  it('needs a session', async () => {
    const res = await postJson(t.app, loanConfirm.path, { productId: rupeeFlow });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('1002');
  });
});

describe('contract list and jump (scene 3)', () => {
  it('lists the agreements by position', async () => {
    const res = await get(contractList.path, { productId: rupeeFlow, scene: 3, languageType: 1 });
    expect(successData(contractList, res)).toEqual([
      { title: 'Loan Agreement', position: 1 },
      { title: 'Key Fact Statement', position: 2 },
    ]);
  });

  it('answers the agreement URL for a position, on this server', async () => {
    const res = await get(contractJump.path, {
      productId: rupeeFlow,
      scene: 3,
      position: 2,
      languageType: 1,
    });
    expect(successData(contractJump, res)).toEqual({
      contractUrl: '/agreements/in-rupeeflow-key-facts.html',
    });
    const id = await get(
      contractJump.path,
      { productId: danaKilat, scene: 3, position: 1 },
      idToken,
    );
    expect(successData(contractJump, id)).toEqual({
      contractUrl: '/agreements/id-danakilat-loan-agreement.html',
    });
  });

  it('accepts the borrower own order and refuses anyone else’s', async () => {
    const mine = await demoSession(t.app, { region: 'IN' });
    const orderId = mine.orders['21']!;
    const order = await t.db
      .selectFrom('orders')
      .select('product_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const query = { productId: order.product_id, scene: 3, position: 1, orderId, languageType: 1 };
    expect((await get(contractJump.path, query, mine.token)).statusCode).toBe(200);
    const other = await get(contractJump.path, query, inToken);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      code: '1004',
      message: 'This order does not exist',
      data: null,
    });
  });

  it('answers 1004 for an unknown position or product, 1001 for another scene', async () => {
    const position = await get(contractJump.path, {
      productId: rupeeFlow,
      scene: 3,
      position: 9,
      languageType: 1,
    });
    expect(position.statusCode).toBe(404);
    expect(position.json()).toEqual({
      code: '1004',
      message: 'This agreement does not exist',
      data: null,
    });
    const product = await get(contractList.path, { productId: 999_999, scene: 3, languageType: 1 });
    expect(product.json().code).toBe('1004');
    const scene = await get(contractList.path, { productId: rupeeFlow, scene: 2, languageType: 1 });
    expect(scene.statusCode).toBe(400);
    expect(scene.json().message).toBe('scene: must be one of 3');
    const missing = await get(contractJump.path, { productId: rupeeFlow, scene: 3 });
    expect(missing.json().message).toBe('position: wajib diisi');
  });
});

describe('Key Fact Statement with the chosen loan', () => {
  const jump = async (productId: number, position: number, choice: object, token = inToken) =>
    get(contractJump.path, { productId, scene: 3, position, languageType: 1, ...choice }, token);

  it.each([
    ['IN', 2, '1'],
    ['ID', 2, '0'],
  ] as const)(
    'shows the same figures as the confirm screen (%s)',
    async (region, position, lang) => {
      const productId = region === 'IN' ? rupeeFlow : danaKilat;
      const token = region === 'IN' ? inToken : idToken;
      const quote = successData(loanConfirm, await confirm({ productId }, token, lang));
      const amount = quote.amountChoices[1]!;
      const periods = quote.periodChoices[1]!;
      const chosen = successData(
        loanConfirm,
        await confirm({ productId, amount, periods }, token, lang),
      );

      const url = successData(
        contractJump,
        await jump(productId, position, { amount, periods }, token),
      ).contractUrl;
      expect(url).toMatch(new RegExp(`^/agreements/.+\\?amount=${amount}&periods=${periods}$`));
      expect(url).not.toMatch(/token/i);
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      const figures = /<section class="figures"[^]*?<\/section>/.exec(page.body)![0];
      const value = (label: string) =>
        new RegExp(`<dt>${label.replace(/[()]/g, '\\$&')}</dt><dd>([^<]*)</dd>`).exec(figures)?.[1];
      const row = (label: string) => chosen.details.find((r) => r.text === label)!.value;
      const labels =
        region === 'IN'
          ? [
              'Loan amount',
              'Loan term',
              'Interest',
              'Amount you receive',
              'Total repayment',
              'Due date',
            ]
          : [
              'Jumlah pinjaman',
              'Tenor',
              'Bunga',
              'Dana yang Anda terima',
              'Total pembayaran',
              'Jatuh tempo',
            ];
      for (const label of labels) expect(value(label), label).toBe(row(label));
      expect(
        value(
          region === 'IN'
            ? 'Processing fee (deducted upfront)'
            : 'Biaya layanan (dipotong di awal)',
        ),
      ).toBe(
        row(
          region === 'IN'
            ? 'Processing fee (deducted upfront)'
            : 'Biaya layanan (dipotong di awal)',
        ),
      );
      expect(
        value(region === 'IN' ? 'Annual percentage rate (APR)' : 'Persentase biaya tahunan (APR)'),
      ).toMatch(region === 'IN' ? /^\d+\.\d\d%$/ : /^\d+,\d\d%$/);
    },
  );

  it('leaves the loan agreement as it is and refuses an amount the product does not offer', async () => {
    const plain = await jump(rupeeFlow, 1, { amount: 1_000_000, periods: 91 });
    expect(successData(contractJump, plain).contractUrl).toBe(
      '/agreements/in-rupeeflow-loan-agreement.html',
    );
    const odd = await jump(rupeeFlow, 2, { amount: 1_234_567, periods: 91 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().message).toBe('amount: is not offered for this product');
    // Asked directly with a choice it does not offer, the page shows the product only.
    const page = await t.app.inject({
      method: 'GET',
      url: '/agreements/in-rupeeflow-key-facts.html?amount=1234567&periods=91',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('class="figures"');
  });
});

describe('agreement pages', () => {
  it('serves accessible HTML with no inline style or script, under the strict CSP', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/agreements/in-rupeeflow-loan-agreement.html',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.body).toMatch(/^<!doctype html>\n<html lang="en-IN">/);
    expect(res.body).toContain('<h1>Loan Agreement — RupeeFlow</h1>');
    expect(res.body).toContain('<link rel="stylesheet" href="/agreements/agreement.css">');
    expect(res.body).toContain('₹5,000.00');
    expect(res.body).not.toMatch(/<style|style=/i);
    // One script, from this server (the back link), none inline.
    expect(res.body.match(/<script[^>]*>/g)).toEqual([
      '<script src="/agreements/agreement.js" defer>',
    ]);
    expect(res.body).toContain(
      `<a class="back" href="/confirmLoan?productId=${rupeeFlow}" data-back>`,
    );
    const js = await t.app.inject({ method: 'GET', url: '/agreements/agreement.js' });
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.body).toContain('history.back()');

    const id = await t.app.inject({ method: 'GET', url: '/agreements/id-danakilat-riplay.html' });
    expect(id.body).toContain('<html lang="id">');
    expect(id.body).toContain('Rp 1.000.000');

    const css = await t.app.inject({ method: 'GET', url: '/agreements/agreement.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('has a page for every stored agreement of the demo catalogue', async () => {
    const rows = await t.db.selectFrom('product_agreements').select('contract_url').execute();
    expect(rows).toHaveLength(24);
    for (const { contract_url } of rows) {
      const res = await t.app.inject({ method: 'GET', url: contract_url });
      expect(res.statusCode, contract_url).toBe(200);
    }
  });

  it('answers 404 for an unknown agreement file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/agreements/nope.css' });
    expect(res.statusCode).toBe(404);
  });
});
