import { afterEach, describe, expect, it, vi } from 'vitest';
import { productApply, recommendProductList } from '@tenor/contract/endpoints/loans';
import { hashToken } from '../src/auth/token.ts';
import { CATALOGUE_TTL_MS } from '../src/domain/products/repository.ts';
import {
  useTestApp,
  demoSession,
  dialectUnderTest,
  postForm,
  successData,
} from './helpers/test-app.ts';

// Sessions and the product catalogue are kept in memory (docs/decisions/012-api-fast-path.md);
// these tests warm each cache first, then change the database behind it.
const t = useTestApp();
afterEach(() => vi.useRealTimers());

const list = (token: string) =>
  postForm(t.app, recommendProductList.path, {}, { 'x-token': token });

describe('session cache', () => {
  it('refuses a deleted (revoked) session on the very next request', async () => {
    const { token } = await demoSession(t.app);
    expect((await list(token)).statusCode).toBe(200);
    expect((await list(token)).statusCode).toBe(200);
    await t.db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
    const res = await list(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('1002');
  });

  it('refuses a session cut short in the database on the very next request', async () => {
    const { token } = await demoSession(t.app);
    expect((await list(token)).statusCode).toBe(200);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect((await list(token)).statusCode).toBe(401);
  });

  it('refuses a session once its time is up, without any write', async () => {
    const { token } = await demoSession(t.app);
    expect((await list(token)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect((await list(token)).statusCode).toBe(401);
  });

  it('answers each token with its own borrower and market, never a cached neighbour', async () => {
    const india = await demoSession(t.app, { region: 'IN' });
    const indonesia = await demoSession(t.app, { region: 'ID' });
    for (let i = 0; i < 2; i++) {
      const inIds = successData(recommendProductList, await list(india.token)).map((p) => p.id);
      const idIds = successData(recommendProductList, await list(indonesia.token)).map((p) => p.id);
      expect(inIds).toEqual(expect.arrayContaining(india.products.map((p) => p.id)));
      expect(idIds.some((id) => inIds.includes(id))).toBe(false);
    }
  });

  it('follows a borrower moved to another market', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const before = successData(recommendProductList, await list(session.token));
    await t.db
      .updateTable('borrowers')
      .set({ region: 'IN' })
      .where('id', '=', session.borrowerId)
      .execute();
    const after = successData(recommendProductList, await list(session.token));
    expect(after.map((p) => p.id)).not.toEqual(before.map((p) => p.id));
  });
});

describe('product catalogue cache', () => {
  // SQLite hears of the write at once; PostgreSQL trusts the catalogue for CATALOGUE_TTL_MS.
  const afterCatalogueExpiry = () => {
    if (dialectUnderTest === 'sqlite') return;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CATALOGUE_TTL_MS + 1);
  };

  it('shows a renamed product', async () => {
    const { token, products } = await demoSession(t.app);
    const first = products[0]!;
    const names = async () =>
      successData(recommendProductList, await list(token)).find((p) => p.id === first.id)
        ?.productName;
    expect(await names()).toBe(first.name);
    await t.db
      .updateTable('products')
      .set({ name: 'Renamed Loan' })
      .where('id', '=', first.id)
      .execute();
    afterCatalogueExpiry();
    expect(await names()).toBe('Renamed Loan');
    await t.db
      .updateTable('products')
      .set({ name: first.name })
      .where('id', '=', first.id)
      .execute();
  });

  it('refuses an application to a product paused since the list was read', async () => {
    const { token, products } = await demoSession(t.app);
    const apply = (productId: number) =>
      postForm(t.app, productApply.path, { productId, moduleId: 300 }, { 'x-token': token });
    const open = successData(recommendProductList, await list(token)).find(
      (p) => p.buttonStatus === 1,
    );
    expect(open).toBeDefined();
    await t.db
      .updateTable('products')
      .set({ status: 'paused' })
      .where('id', '=', open!.id)
      .execute();
    afterCatalogueExpiry();
    const res = await apply(open!.id);
    expect(res.statusCode).toBe(409);
    await t.db
      .updateTable('products')
      .set({ status: 'active' })
      .where('id', '=', open!.id)
      .execute();
    expect(products.length).toBeGreaterThan(0);
  });
});
