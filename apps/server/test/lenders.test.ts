/**
 * Lenders as data (decision 055): every product names its lender, a start with a product whose
 * lender is missing or breaks decision 054's rules is refused with the column to fix, and the
 * demo's lenders are seeded in both markets.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { ConfigError } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { nowIso } from '../src/db/time.ts';
import { lenderCheck } from '../src/domain/products/lender-check.ts';
import { productRow } from './helpers/product-row.ts';
import { buildTestApp, useTestApp } from './helpers/test-app.ts';

describe('the demo start', () => {
  const t = useTestApp();

  it('gives every product a lender of its market, complete and within the rules', async () => {
    const rows = await t.db
      .selectFrom('products')
      .innerJoin('lenders', 'lenders.id', 'products.lender_id')
      .select(['products.code', 'products.region', 'lenders.region as lenderRegion'])
      .execute();
    const products = await t.db.selectFrom('products').select('code').execute();
    expect(rows).toHaveLength(products.length);
    expect(new Set(rows.map((r) => r.lenderRegion))).toEqual(new Set(['IN', 'ID']));
    for (const row of rows) expect(row.lenderRegion).toBe(row.region);
    expect(await lenderCheck(t.db)).toEqual([]);
  });

  it.each([
    ['IN', 'cooling_off_days', { cooling_off_days: 0 }, /below the RBI's minimum of 1 day/],
    ['IN', 'directory_url', { directory_url: '' }, /RBI's directory/],
    ['IN', 'kfs_validity_days', { kfs_validity_days: 2 }, /below the 3 the KFS circular/],
    ['IN', 'grievance_email', { grievance_email: '' }, /is required/],
    ['ID', 'registration', { registration: ' ' }, /is required/],
    ['ID', 'grievance_phone', { grievance_phone: '' }, /is required/],
    ['ID', 'recovery_agents', { recovery_agents: 'none' }, /JSON list of names/],
    ['ID', 'kfs_validity_days', { kfs_validity_days: 0 }, /at least 1/],
  ] as const)(
    'finds a %s lender\u2019s %s that breaks a rule, naming lender and column',
    async (region, column, change, message) => {
      const lender = await t.db
        .selectFrom('lenders')
        .selectAll()
        .where('region', '=', region)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db.updateTable('lenders').set(change).where('id', '=', lender.id).execute();
      try {
        const problems = await lenderCheck(t.db);
        expect(problems).toHaveLength(1);
        expect(problems[0]).toMatch(new RegExp(`^lender ${lender.code}: ${column}: `));
        expect(problems[0]).toMatch(message);
      } finally {
        await t.db.updateTable('lenders').set(lender).where('id', '=', lender.id).execute();
      }
    },
  );
});

describe('a start with a product whose lender breaks a rule', () => {
  it('is refused in demo mode, naming the lender and the column', async () => {
    const t = await buildTestApp({ sqliteFile: true });
    try {
      await t.db
        .updateTable('lenders')
        .set({ cooling_off_days: 0 })
        .where('code', '=', 'in-kaveri-demo')
        .execute();
      const again = buildApp(t.config, { db: openDatabase(t.config) });
      await expect(again).rejects.toBeInstanceOf(ConfigError);
      await expect(again).rejects.toThrow(/lender in-kaveri-demo: cooling_off_days: 0 is below/);
    } finally {
      await t.close();
    }
  });

  it('is refused in production when a product names no lender', async () => {
    const t = await buildTestApp({
      sqliteFile: true,
      env: { DEMO: 'false', WEBHOOK_SECRET: 'a-production-secret-1234' },
    });
    try {
      const { id: _id, ...row } = productRow({ code: 'in-unlent' });
      await t.db
        .insertInto('products')
        .values({ ...row, created_at: nowIso() })
        .execute();
      const again = buildApp(t.config, { db: openDatabase(t.config) });
      await expect(again).rejects.toThrow(/product in-unlent: lender_id: names no lender/);
    } finally {
      await t.close();
    }
  });
});
