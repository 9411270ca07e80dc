import { beforeAll, describe, expect, it } from 'vitest';
import {
  jointNecessity,
  jointProducts,
  jointTargeted,
  productLink,
} from '@tenor/contract/endpoints/loans';
import {
  useTestApp,
  demoSession,
  postForm,
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

const call = (
  path: string,
  session: DemoSession,
  fields: Record<string, string | number> = {},
  languageType = '1',
) => postForm(t.app, `${path}?languageType=${languageType}`, fields, { 'x-token': session.token });

describe('joint logon fail', () => {
  it('answers the status message and notice in the language', async () => {
    expect(successData(jointTargeted, await call(jointTargeted.path, india))).toEqual({
      title: 'Login failed',
      message:
        'We could not link your account with this lender. Your details were not shared with them.',
    });
    const id = successData(jointTargeted, await call(jointTargeted.path, indonesia, {}, '0'));
    expect(id.title).toBe('Gagal masuk');
    const notice = successData(jointNecessity, await call(jointNecessity.path, india));
    expect(notice.notice).toMatch(/apply to one of the lenders below/);
    const noticeId = successData(
      jointNecessity,
      await call(jointNecessity.path, indonesia, {}, '0'),
    );
    expect(noticeId.notice).toMatch(/pemberi pinjaman/);
  });

  it('lists every product of the market as recommended items', async () => {
    const items = successData(jointProducts, await call(jointProducts.path, india));
    // Lowest APR first (decision 057), not the operators' sort order.
    expect(items.map((i) => i.productName)).toEqual([
      'LendLeaf',
      'RupeeFlow',
      'QuickMitra',
      'PaisaPal',
      'SalaryNest EMI',
      'CashTree',
    ]);
    expect(items.map((i) => [i.globally, i.solving])).toEqual([
      ['0', 1],
      ['1', 1],
      ['1', 1],
      ['1', 0],
      ['1', 1],
      ['1', 1],
    ]);
    const id = successData(jointProducts, await call(jointProducts.path, indonesia, {}, '0'));
    expect(id).toHaveLength(6);
    expect(id.find((i) => i.productName === 'DanaKilat')).toMatchObject({
      buttonText: 'Ajukan sekarang',
    });
  });

  it('needs a session', async () => {
    for (const path of [jointTargeted.path, jointNecessity.path, jointProducts.path]) {
      expect((await postForm(t.app, path, {})).statusCode).toBe(401);
    }
  });
});

describe('/gopia/goya/define (product link)', () => {
  it('answers our product’s confirm page and records a service event', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const productId = await productIdOf(t.db, 'in-quickmitra');
    const res = await call(productLink.path, session, { moduleId: 30, positionId: 3, productId });
    expect(successData(productLink, res)).toEqual({ url: `/confirmLoan?productId=${productId}` });
    const events = await t.db
      .selectFrom('events')
      .select(['kind', 'product_id', 'module_id', 'position_id'])
      .where('borrower_id', '=', session.borrowerId)
      .execute();
    expect(events).toEqual([
      { kind: 'service', product_id: productId, module_id: 30, position_id: 3 },
    ]);
  });

  it('refuses a paused product with 1009, localised', async () => {
    const productId = await productIdOf(t.db, 'id-dompetkita');
    const res = await call(
      productLink.path,
      indonesia,
      { moduleId: 1, positionId: 0, productId },
      '0',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: '1009',
      message: 'Produk ini tidak menerima pengajuan hari ini',
      data: null,
    });
  });

  it('answers 1004 for an unknown product or another market’s, 1001 for bad fields', async () => {
    const unknown = await call(productLink.path, india, {
      moduleId: 1,
      positionId: 0,
      productId: 999_999,
    });
    expect(unknown.json().code).toBe('1004');
    const danaKilat = await productIdOf(t.db, 'id-danakilat');
    const other = await call(productLink.path, india, {
      moduleId: 1,
      positionId: 0,
      productId: danaKilat,
    });
    expect(other.statusCode).toBe(404);
    const bad = await call(productLink.path, india, { moduleId: 1, positionId: 0 });
    expect(bad.json()).toEqual({ code: '1001', message: 'productId: is required', data: null });
  });
});
