import { describe, expect, it } from 'vitest';
import {
  pageEventSave,
  productApply,
  recommendProductList,
  serviceEventSave,
} from '@tenor/contract/endpoints/loans';
import { useTestApp, demoSession, postForm, successData } from './helpers/test-app.ts';

const t = useTestApp();

const list = async (token: string, languageType?: '1') => {
  const query = languageType ? `?languageType=${languageType}` : '';
  const res = await postForm(
    t.app,
    `${recommendProductList.path}${query}`,
    {},
    { 'x-token': token },
  );
  return successData(recommendProductList, res);
};

const apply = (token: string, fields: Record<string, string | number>, languageType = '1') =>
  postForm(t.app, `${productApply.path}?languageType=${languageType}`, fields, {
    'x-token': token,
  });

describe('recommend-product-list', () => {
  it('lists India products in English with rupee amounts, sorted', async () => {
    const { token } = await demoSession(t.app, { region: 'IN' });
    const products = await list(token, '1');
    expect(products).toHaveLength(6);
    expect(products.find((p) => p.productName === 'RupeeFlow')).toMatchObject({
      productName: 'RupeeFlow',
      amountRangeDes: 'Amount range',
      loanRate: '0.05%/day',
      buttonText: 'Apply now',
      buttonStatus: 1,
      productLogo: '/assets/logos/in-rupeeflow.svg',
    });
    for (const p of products) {
      expect(p.amountMin).toBeGreaterThanOrEqual(200_000);
      expect(p.amountMax).toBeLessThanOrEqual(8_000_000);
      expect(p.amountMin).toBeLessThan(p.amountMax);
    }
  });

  it('lists Indonesia products in Indonesian when languageType is not 1', async () => {
    const { token } = await demoSession(t.app, { region: 'ID' });
    const products = await list(token);
    expect(products).toHaveLength(6);
    expect(products.find((p) => p.productName === 'DanaKilat')).toMatchObject({
      productName: 'DanaKilat',
      amountRangeDes: 'Rentang jumlah',
      loanRate: '0,05%/hari',
      buttonText: 'Ajukan sekarang',
    });
    for (const p of products) {
      expect(p.amountMin).toBeGreaterThanOrEqual(100_000_000);
      expect(p.amountMax).toBeLessThanOrEqual(1_500_000_000);
    }
  });

  it('includes the paused product with a disabled button', async () => {
    const { token } = await demoSession(t.app);
    const paused = (await list(token)).filter((p) => p.buttonStatus === 0);
    expect(paused).toHaveLength(1);
    expect(paused[0]?.buttonText).toBe('Kuota hari ini habis');
    const { token: inToken } = await demoSession(t.app, { region: 'IN' });
    const pausedIn = (await list(inToken, '1')).find((p) => p.buttonStatus === 0);
    expect(pausedIn?.buttonText).toBe("Today's quota is full");
  });

  it('is empty for a borrower who applied to everything today (scenario full)', async () => {
    const { token } = await demoSession(t.app, { region: 'ID', scenario: 'full' });
    expect(await list(token)).toEqual([]);
    const { token: inToken } = await demoSession(t.app, { region: 'IN', scenario: 'full' });
    expect(await list(inToken, '1')).toEqual([]);
  });

  it("hides a product once the borrower applied to it today; others' applications do not count", async () => {
    const { token, products } = await demoSession(t.app, { region: 'IN' });
    const first = products[0]!;
    const res = await apply(token, { productId: first.id, moduleId: 300 });
    expect(successData(productApply, res)).toEqual({ url: `/confirmLoan?productId=${first.id}` });
    const ids = (await list(token, '1')).map((p) => p.id);
    expect(ids).not.toContain(first.id);
    expect(ids).toHaveLength(5);

    const { token: other } = await demoSession(t.app, { region: 'IN' });
    expect((await list(other, '1')).map((p) => p.id)).toContain(first.id);
  });

  it("ignores applications made before the market's today", async () => {
    const { token, borrowerId, products } = await demoSession(t.app, { region: 'IN' });
    const first = products[0]!;
    await apply(token, { productId: first.id, moduleId: 300 });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    await t.db
      .updateTable('events')
      .set({ created_at: yesterday })
      .where('borrower_id', '=', borrowerId)
      .execute();
    expect((await list(token, '1')).map((p) => p.id)).toContain(first.id);
  });
});

describe('product/apply', () => {
  it.each([
    ['banner_jingzhun', 301],
    ['tanchuang_jingzhun', 301],
    ['tanchuang_fudai', 302],
    ['banner_fudai', 302],
    ['home', 300],
    [undefined, 300],
  ])('scene %s stores module id %i, whatever the client sent', async (scene, moduleId) => {
    const { token, borrowerId, products } = await demoSession(t.app);
    const productId = products[1]!.id;
    const fields = { productId, moduleId: 999, ...(scene ? { scene } : {}) };
    expect((await apply(token, fields)).statusCode).toBe(200);
    const events = await t.db
      .selectFrom('events')
      .selectAll()
      .where('borrower_id', '=', borrowerId)
      .where('kind', '=', 'apply')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      product_id: productId,
      module_id: moduleId,
      scene: scene ?? null,
    });
    expect(events[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('refuses an unknown product with 1004, localised', async () => {
    const { token } = await demoSession(t.app);
    const en = await apply(token, { productId: 999_999, moduleId: 300 });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ code: '1004', message: 'This product does not exist', data: null });
    const id = await apply(token, { productId: 999_999, moduleId: 300 }, '0');
    expect(id.json().message).toBe('Produk ini tidak ada');
  });

  it('refuses a paused product with 1009 and records nothing', async () => {
    const { token, borrowerId, products } = await demoSession(t.app, { region: 'IN' });
    const paused = await t.db
      .selectFrom('products')
      .select('id')
      .where('region', '=', 'IN')
      .where('status', '=', 'paused')
      .executeTakeFirstOrThrow();
    expect(products.map((p) => p.id)).toContain(paused.id);
    const res = await apply(token, { productId: paused.id, moduleId: 300 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: '1009',
      message: 'This product is not accepting applications today',
      data: null,
    });
    const count = await t.db
      .selectFrom('events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('borrower_id', '=', borrowerId)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });
});

describe('page and service events', () => {
  it('stores each kind with its product, module and position', async () => {
    const { token, borrowerId, products } = await demoSession(t.app);
    const productId = products[2]!.id;
    const page = await postForm(
      t.app,
      pageEventSave.path,
      { productId, moduleId: 300, positionId: 2 },
      { 'x-token': token },
    );
    expect(successData(pageEventSave, page)).toBeNull();
    const service = await postForm(
      t.app,
      serviceEventSave.path,
      { productId, moduleId: 30, positionId: 0 },
      { 'x-token': token },
    );
    expect(successData(serviceEventSave, service)).toBeNull();

    const events = await t.db
      .selectFrom('events')
      .select(['kind', 'product_id', 'module_id', 'position_id'])
      .where('borrower_id', '=', borrowerId)
      .orderBy('id')
      .execute();
    expect(events).toEqual([
      { kind: 'page', product_id: productId, module_id: 300, position_id: 2 },
      { kind: 'service', product_id: productId, module_id: 30, position_id: 0 },
    ]);
  });

  it('requires a session', async () => {
    const res = await postForm(t.app, serviceEventSave.path, {
      productId: 1,
      moduleId: 30,
      positionId: 0,
    });
    expect(res.statusCode).toBe(401);
  });
});
