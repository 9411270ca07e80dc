/**
 * The lenders' websites and recovery agents on the app (decision 066; RBI Digital Lending
 * Directions 2025 para 8(iv) and 8(v)): each market lists the lenders whose products it offers,
 * with the links to their own sites and their agents or none engaged, and a start whose Indian
 * lender lacks a link is refused naming the column.
 */
import { describe, expect, it, vi } from 'vitest';
import { getWhatsapp } from '@tenor/contract/endpoints/care';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { nowIso } from '../src/db/time.ts';
import { lenderCheck, platformIdentityProblems } from '../src/domain/products/lender-check.ts';
import { lenderRow, productRow } from './helpers/product-row.ts';
import { CATALOGUE_TTL_MS } from '../src/domain/products/repository.ts';
import {
  buildTestApp,
  dialectUnderTest,
  postForm,
  successData,
  useTestApp,
} from './helpers/test-app.ts';

const t = useTestApp();

const contacts = async (languageType: string) =>
  successData(
    getWhatsapp,
    await postForm(t.app, `${getWhatsapp.path}?languageType=${languageType}`, { overall: 30 }),
  );

describe('the lenders customer service, About us and the site list', () => {
  it('names India’s lenders offered, with their website, care and privacy pages and recovery agents', async () => {
    const data = await contacts('1');
    expect(data.lenders).toEqual([
      {
        legalName: 'Deccan Sample Credit Limited',
        registration: 'N-00.00002 (demo)',
        regulator: 'RBI',
        websiteUrl: 'https://deccan-demo.example/digital-lending',
        careUrl: 'https://deccan-demo.example/grievance',
        privacyUrl: 'https://deccan-demo.example/privacy',
        recoveryAgents: ['Sahyadri Demo Collections LLP'],
      },
      expect.objectContaining({
        legalName: 'Kaveri Demo Finance Private Limited',
        websiteUrl: 'https://kaveri-demo.example/digital-lending',
        recoveryAgents: [],
      }),
    ]);
    // The platform's own grievance officer stays beside them (Directions para 11).
    expect(data.grievance.officerName).toBe(t.config.grievanceOfficer.IN.name);
  });

  it('names Indonesia’s lenders only in Indonesia, and drops a lender with nothing on offer', async () => {
    const data = await contacts('0');
    expect(data.lenders.map((l) => [l.legalName, l.regulator])).toEqual([
      ['PT Merapi Pendanaan Contoh', 'OJK'],
      ['PT Nusantara Dana Contoh', 'OJK'],
    ]);
    const merapi = await t.db
      .selectFrom('lenders')
      .select('id')
      .where('code', '=', 'id-merapi-demo')
      .executeTakeFirstOrThrow();
    const active = await t.db
      .selectFrom('products')
      .select('id')
      .where('lender_id', '=', merapi.id)
      .where('status', '=', 'active')
      .execute();
    const ids = active.map((p) => p.id);
    await t.db.updateTable('products').set({ status: 'paused' }).where('id', 'in', ids).execute();
    try {
      // PostgreSQL trusts the catalogue for its lifetime; SQLite's change feed tells at once.
      if (dialectUnderTest === 'postgres') {
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + CATALOGUE_TTL_MS + 1);
      }
      const after = await contacts('0');
      expect(after.lenders.map((l) => l.legalName)).toEqual(['PT Nusantara Dana Contoh']);
    } finally {
      vi.useRealTimers();
      await t.db.updateTable('products').set({ status: 'active' }).where('id', 'in', ids).execute();
    }
  });

  it.each(['website_url', 'care_url', 'privacy_url'] as const)(
    'refuses an Indian lender without its %s, and an Indonesian one whose link is not https',
    async (column) => {
      const india = await t.db
        .selectFrom('lenders')
        .selectAll()
        .where('region', '=', 'IN')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const indonesia = await t.db
        .selectFrom('lenders')
        .selectAll()
        .where('region', '=', 'ID')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await t.db
        .updateTable('lenders')
        .set({ [column]: '' })
        .where('id', '=', india.id)
        .execute();
      await t.db
        .updateTable('lenders')
        .set({ [column]: 'http://lender.example/x' })
        .where('id', '=', indonesia.id)
        .execute();
      try {
        const problems = await lenderCheck(t.db);
        expect(problems).toEqual([
          expect.stringMatching(
            new RegExp(`^lender ${india.code}: ${column}: is required in India: .*para 8\\(iv\\)`),
          ),
          expect.stringMatching(
            new RegExp(`^lender ${indonesia.code}: ${column}: must be an https link`),
          ),
        ]);
      } finally {
        await t.db.updateTable('lenders').set(india).where('id', '=', india.id).execute();
        await t.db.updateTable('lenders').set(indonesia).where('id', '=', indonesia.id).execute();
      }
    },
  );
});

describe('the platform’s own grievance officer for India (Directions para 11)', () => {
  it('is named in demo mode, and a set that lacks one is named setting by setting', () => {
    expect(t.config.grievanceOfficer.IN.name).not.toBe('');
    const empty = { name: '', email: ' ', phone: '' };
    const market = {
      ...t.config,
      grievanceOfficer: { IN: empty, ID: t.config.grievanceOfficer.ID },
    };
    expect(platformIdentityProblems(new Set(['IN', 'ID']), market)).toEqual([
      expect.stringMatching(
        /^GRIEVANCE_OFFICER_NAME_IN: is required to offer loans in India: .*nodal grievance officer \(Digital Lending Directions 2025 para 11\)$/,
      ),
      expect.stringMatching(/^GRIEVANCE_OFFICER_EMAIL_IN: /),
      expect.stringMatching(/^GRIEVANCE_OFFICER_PHONE_IN: /),
    ]);
    // Indonesia alone asks nothing of India's settings.
    expect(platformIdentityProblems(new Set(['ID']), market)).toEqual([]);
  });

  it('refuses a production start with an Indian product until the officer is set', async () => {
    const production = { DEMO: 'false', WEBHOOK_SECRET: 'a-production-secret-1234' };
    const live = await buildTestApp({ sqliteFile: true, env: production });
    try {
      expect(live.config.grievanceOfficer.IN).toEqual({ name: '', email: '', phone: '' });
      const { id: _lenderId, ...lenderFields } = lenderRow();
      const lender = await live.db
        .insertInto('lenders')
        .values({ ...lenderFields, code: 'in-live-lender', created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: _id, ...row } = productRow({ code: 'in-live' });
      await live.db
        .insertInto('products')
        .values({ ...row, lender_id: lender.id, created_at: nowIso() })
        .execute();
      await expect(buildApp(live.config, { db: openDatabase(live.config) })).rejects.toThrow(
        /GRIEVANCE_OFFICER_NAME_IN: is required to offer loans in India/,
      );
      // Nor with an invented company or contact: outside demo mode none has a default (decision 095).
      expect(live.config.company.IN).toEqual({ name: '', address: '', registration: [] });
      expect(live.config.support.IN).toEqual({ phone: '', email: '' });
      await expect(buildApp(live.config, { db: openDatabase(live.config) })).rejects.toThrow(
        /COMPANY_REGISTRATION_IN: is required to offer loans in India/,
      );
      const officer = {
        name: 'Production Officer',
        email: 'g@platform.example',
        phone: '+91 80 1',
      };
      const officerOnly = {
        ...live.config,
        grievanceOfficer: { ...live.config.grievanceOfficer, IN: officer },
      };
      await expect(buildApp(officerOnly, { db: openDatabase(officerOnly) })).rejects.toThrow(
        /COMPANY_NAME_IN: .*\n.*COMPANY_ADDRESS_IN: .*\n.*COMPANY_REGISTRATION_IN: .*\n.*SUPPORT_PHONE_IN: .*\n.*SUPPORT_EMAIL_IN: /,
      );
      const named = {
        ...officerOnly,
        company: {
          ...live.config.company,
          IN: {
            name: 'Live Lender Pvt Ltd',
            address: '1 Road, Pune',
            registration: ['RBI CoR N-1'],
          },
        },
        support: { ...live.config.support, IN: { phone: '+91 20 1', email: 'care@live.example' } },
      };
      const app = await buildApp(named, { db: openDatabase(named) });
      await app.close();
    } finally {
      await live.close();
    }
  });
});

describe('OJK’s daily cost cap, checked at every start (decision 066)', () => {
  it('refuses an Indonesian product above the cap in force today, naming product and column', async () => {
    expect(await lenderCheck(t.db)).toEqual([]);
    const product = await t.db
      .selectFrom('products')
      .select(['id', 'daily_rate_bps'])
      .where('code', '=', 'id-danakilat')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ daily_rate_bps: 40 })
      .where('id', '=', product.id)
      .execute();
    try {
      expect(await lenderCheck(t.db)).toEqual([
        expect.stringMatching(
          /^product id-danakilat: daily_rate_bps: with fee_bps, [\d.]+ % a day for a \d+-day loan is above OJK's 0\.[23]0 % cap in force since 2025-01-01/,
        ),
      ]);
    } finally {
      await t.db
        .updateTable('products')
        .set({ daily_rate_bps: product.daily_rate_bps })
        .where('id', '=', product.id)
        .execute();
    }
  });
});
