/**
 * Lenders as data (decision 055): every product names its lender, a start with a product whose
 * lender is missing or breaks decision 054's rules is refused with the column to fix, and the
 * demo's lenders are seeded in both markets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { LenderInfo } from '@tenor/contract/lender';
import { loanConfirm, loanDetails, recommendProductList } from '@tenor/contract/endpoints/loans';
import { generateVcode, initPayType } from '@tenor/contract/endpoints/repay';
import { buildApp } from '../src/app.ts';
import { ConfigError } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { nowIso } from '../src/db/time.ts';
import { lenderCheck } from '../src/domain/products/lender-check.ts';
import { productRow } from './helpers/product-row.ts';
import { asBorrower, owedOf } from './helpers/repay.ts';
import {
  buildTestApp,
  demoSession,
  postForm,
  productIdOf,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

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

describe('the lender on every answer that offers, confirms, details or collects a loan', () => {
  const t = useTestApp();
  const sessions = {} as Record<'IN' | 'ID', DemoSession>;
  beforeAll(async () => {
    sessions.IN = await demoSession(t.app, { region: 'IN' });
    sessions.ID = await demoSession(t.app, { region: 'ID' });
  });

  /** A demo lender as the API names it (seed/demo-lenders.ts). */
  const kaveri: LenderInfo = {
    legalName: 'Kaveri Demo Finance Private Limited',
    registration: 'N-00.00001 (demo)',
    regulator: 'RBI',
    grievanceOfficer: {
      name: 'Meera Raghavan',
      phone: '+91 80 4718 2301',
      email: 'grievance@kaveri-demo.example',
    },
    recoveryAgents: [],
    directoryUrl: 'https://rbi-dla-directory.example/kaveri-demo',
    coolingOffDays: 3,
    coolingOffKeepsFee: true,
    kfsValidityDays: 3,
  };
  const merapi: LenderInfo = {
    legalName: 'PT Merapi Pendanaan Contoh',
    registration: 'KEP-001/DEMO/2026',
    regulator: 'OJK',
    grievanceOfficer: {
      name: 'Budi Santoso',
      phone: '+62 274 512 0202',
      email: 'pengaduan@merapi-contoh.example',
    },
    recoveryAgents: ['PT Contoh Penagihan Sejahtera'],
    directoryUrl: '',
    coolingOffDays: 0,
    coolingOffKeepsFee: false,
    kfsValidityDays: 1,
  };
  const languageOf = { IN: '1', ID: '0' } as const;
  const call = (region: 'IN' | 'ID', path: string, payload: object) =>
    asBorrower(t, sessions[region], path, payload, languageOf[region]);

  it.each([
    ['IN', 'in-rupeeflow', kaveri],
    ['ID', 'id-rupiahcepat', merapi],
  ] as const)('names it on %s’s product cards and confirm screen', async (region, code, lender) => {
    const list = successData(
      recommendProductList,
      await postForm(
        t.app,
        `${recommendProductList.path}?languageType=${languageOf[region]}`,
        {},
        { 'x-token': sessions[region].token },
      ),
    );
    const productId = await productIdOf(t.db, code);
    expect(list.find((p) => p.id === productId)?.lender).toEqual(lender);
    for (const card of list) expect(card.lender?.regulator).toBe(region === 'IN' ? 'RBI' : 'OJK');
    const confirm = successData(loanConfirm, await call(region, loanConfirm.path, { productId }));
    expect(confirm.lender).toEqual(lender);
  });

  it.each(['IN', 'ID'] as const)(
    'names %s’s lender and its grievance officer on loan details, and as the payee',
    async (region) => {
      const orderId = sessions[region].orders['174']!;
      const order = await t.db
        .selectFrom('orders')
        .innerJoin('products', 'products.id', 'orders.product_id')
        .innerJoin('lenders', 'lenders.id', 'products.lender_id')
        .select(['lenders.legal_name', 'lenders.grievance_name', 'lenders.registration'])
        .where('orders.id', '=', orderId)
        .executeTakeFirstOrThrow();
      const details = successData(loanDetails, await call(region, loanDetails.path, { orderId }));
      expect(details.lender?.legalName).toBe(order.legal_name);
      expect(details.lender?.registration).toBe(order.registration);
      expect(details.lender?.grievanceOfficer.name).toBe(order.grievance_name);

      const payTypes = successData(
        initPayType,
        await call(region, initPayType.path, { orderId, payType: region === 'IN' ? 3 : 1 }),
      );
      expect(payTypes.lender).toEqual(details.lender);
      const account = successData(
        generateVcode,
        await call(region, generateVcode.path, {
          orderId,
          amount: await owedOf(t, orderId),
          payCode: region === 'IN' ? 'UPI' : 'BCA',
          payType: region === 'IN' ? 3 : 1,
          isDefault: 1,
          isDisplay: 0,
          specificNum: 0,
        }),
      );
      expect(account.lender).toEqual(details.lender);
    },
  );
});
