import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { codes } from '@tenor/contract/envelope';
import { consentLedger, loanConfirm, loanPush, orderKfs } from '@tenor/contract/endpoints/loans';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { privacyNoticeVersions } from '../src/content/privacy-notice.ts';
import { kfsValidUntil } from '../src/modules/loans/kfs-validity.ts';
import { deskSignIn } from './helpers/care.ts';
import { useTestApp, demoSession, postJson, productIdOf, successData } from './helpers/test-app.ts';

const t = useTestApp();
let rupeeFlow: number;
let danaKilat: number;
beforeAll(async () => {
  rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
  danaKilat = await productIdOf(t.db, 'id-danakilat');
});
afterEach(() => {
  vi.useRealTimers();
});

const DEVICE = 'device-kfs-1';

const quote = (token: string, body: object, languageType = '1') =>
  postJson(t.app, `${loanConfirm.path}?languageType=${languageType}`, body, {
    'x-token': token,
    'x-device-id': DEVICE,
  });

const push = (token: string, body: object, languageType = '1') =>
  postJson(t.app, `${loanPush.path}?languageType=${languageType}`, body, {
    'x-token': token,
    'x-device-id': DEVICE,
  });

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-token': token } });

const choice = { amount: 2_000_000, periods: 120 };

/** A Friday, 10:00 in Kolkata: the KFS's 3 working days are Mon, Tue, Wed. */
const FRIDAY = new Date('2030-01-04T04:30:00.000Z');

describe('Key Fact Statement: issued, honoured within its validity, refused after', () => {
  it('issues a unique number valid for the lender’s working days in market time, skipping the weekend', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FRIDAY);
    const { token, borrowerId } = await demoSession(t.app, { region: 'IN' });
    const data = successData(loanConfirm, await quote(token, { productId: rupeeFlow, ...choice }));
    const kfs = data.kfs!;
    expect(kfs.number).toMatch(/^KFS-IN-20300104-[A-Z0-9]{8}$/);
    // Fri → Mon 7, Tue 8, Wed 9 Jan: it binds until midnight after Wednesday, IST.
    expect(kfs.validUntil).toBe('2030-01-09T18:30:00.000Z');
    expect(kfs.validUntil).toBe(kfsValidUntil('IN', FRIDAY, 3).toISOString());
    expect(kfs.validUntilText).toBe('Valid until 9 Jan 2030, 23:59 (IST, market time)');
    expect(kfs.url).toBe(`/agreements/kfs/${kfs.number}.html?lang=en`);

    const row = await t.db
      .selectFrom('kfs_statements')
      .selectAll()
      .where('kfs_no', '=', kfs.number)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      borrower_id: borrowerId,
      product_id: rupeeFlow,
      amount: 2_000_000,
      periods: 120,
      fee_amount: 60_000,
      interest_amount: 120_000,
      issued_at: FRIDAY.toISOString(),
      order_id: null,
    });
    expect(row.lender_id).toBeGreaterThan(0);
    // The same choice within its validity answers the same statement; another is a new one.
    const again = successData(loanConfirm, await quote(token, { productId: rupeeFlow, ...choice }));
    expect(again.kfs!.number).toBe(kfs.number);
    const other = successData(
      loanConfirm,
      await quote(token, { productId: rupeeFlow, amount: 2_000_000, periods: 180 }),
    );
    expect(other.kfs!.number).not.toBe(kfs.number);
  });

  it('honours its figures at the last second and refuses with 1013 at the first second after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(FRIDAY);
    const early = await demoSession(t.app, { region: 'IN' });
    const late = await demoSession(t.app, { region: 'IN' });
    const kfsOf = async (token: string) =>
      successData(loanConfirm, await quote(token, { productId: rupeeFlow, ...choice })).kfs!;
    const earlyKfs = await kfsOf(early.token);
    const lateKfs = await kfsOf(late.token);
    // The product's price rises after the statements were issued: they still bind.
    await t.db.updateTable('products').set({ fee_bps: 500 }).where('id', '=', rupeeFlow).execute();
    try {
      const until = new Date(earlyKfs.validUntil).getTime();
      const agree = (token: string, kfsNo: string) =>
        push(token, {
          productId: rupeeFlow,
          ...choice,
          termUnit: 'day',
          kfsNo,
          kfsAcknowledged: true,
          summaryAcknowledged: true,
        });

      vi.setSystemTime(until - 1);
      const pushed = successData(loanPush, await agree(early.token, earlyKfs.number));
      const order = await t.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', pushed.orderId)
        .executeTakeFirstOrThrow();
      expect(order.fee_amount).toBe(60_000); // the KFS's 3 %, not today's 5 %

      vi.setSystemTime(until);
      const refused = await agree(late.token, lateKfs.number);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: codes.kfsExpired });
      // The page asks again: a fresh statement, which Agree then honours.
      const fresh = await kfsOf(late.token);
      expect(fresh.number).not.toBe(lateKfs.number);
      expect(new Date(fresh.validUntil).getTime()).toBeGreaterThan(until);
      successData(loanPush, await agree(late.token, fresh.number));
    } finally {
      await t.db
        .updateTable('products')
        .set({ fee_bps: 300 })
        .where('id', '=', rupeeFlow)
        .execute();
    }
  });

  it('refuses Agree without the acknowledgement, or with another borrower’s or choice’s KFS', async () => {
    const a = await demoSession(t.app, { region: 'IN' });
    const b = await demoSession(t.app, { region: 'IN' });
    const kfsA = successData(
      loanConfirm,
      await quote(a.token, { productId: rupeeFlow, ...choice }),
    ).kfs!;
    const base = { productId: rupeeFlow, ...choice, termUnit: 'day' };
    const unticked = await push(a.token, { ...base, kfsNo: kfsA.number, kfsAcknowledged: false });
    expect(unticked.json()).toMatchObject({ code: codes.invalid });
    expect(unticked.json().message).toContain('kfsAcknowledged');
    const theirs = await push(b.token, {
      ...base,
      kfsNo: kfsA.number,
      kfsAcknowledged: true,
      summaryAcknowledged: true,
    });
    expect(theirs.json()).toMatchObject({ code: codes.invalid });
    const otherTerm = await push(a.token, {
      ...base,
      periods: 180,
      kfsNo: kfsA.number,
      kfsAcknowledged: true,
      summaryAcknowledged: true,
    });
    expect(otherTerm.json()).toMatchObject({ code: codes.invalid });
  });
});

describe('KFS page', () => {
  it('shows Annex A Parts 1 and 2, the schedule, its number and validity (India, English and Chinese)', async () => {
    const { token } = await demoSession(t.app, { region: 'IN' });
    const kfs = successData(
      loanConfirm,
      await quote(token, { productId: await productIdOf(t.db, 'in-salarynest') }),
    ).kfs!;
    const page = await t.app.inject({ method: 'GET', url: kfs.url });
    expect(page.statusCode).toBe(200);
    const body = page.body;
    expect(body).toContain(kfs.number);
    expect(body).toContain(kfs.validUntilText);
    for (const row of [
      'Sanctioned loan amount',
      'Disbursal schedule',
      'Annual percentage rate (APR)',
      'Contingent charges',
    ]) {
      expect(body).toContain(row);
    }
    expect(body).toContain('Part 2 — Other qualitative information');
    expect(body).toMatch(/Recovery agents engaged: /);
    expect(body).toContain('Nodal grievance redressal officer');
    expect(body).toContain('Cooling-off period: 3 days');
    // The demo lender keeps the fee on a cooling-off exit, so its KFS says so (decision 058).
    expect(body).toMatch(
      /On such an exit the lender keeps the one-time processing fee \(₹[\d,]+\.\d\d\)/,
    );
    expect(body).toContain('Lending Service Provider (LSP)');
    expect(body).toContain('Annex C — Repayment schedule');
    // A monthly product: one schedule row a month.
    expect(body.match(/<tr><td>\d+<\/td><td>\d/g)!.length).toBeGreaterThan(1);
    const zh = await t.app.inject({ method: 'GET', url: kfs.url.replace('lang=en', 'lang=zh') });
    expect(zh.body).toContain('关键事实声明');
    expect(zh.body).toContain('<html lang="zh-CN">');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/agreements/kfs/KFS-IN-20300104-AAAAAAAA.html',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is a RIPLAY personal in Bahasa Indonesia for Indonesia', async () => {
    const { token } = await demoSession(t.app, { region: 'ID' });
    const data = successData(loanConfirm, await quote(token, { productId: danaKilat }, '2'));
    const kfs = data.kfs!;
    expect(kfs.url).toBe(`/agreements/kfs/${kfs.number}.html?lang=id`);
    expect(kfs.validUntilText).toMatch(/^Berlaku sampai .* \(WIB, waktu pasar\)$/);
    const body = (await t.app.inject({ method: 'GET', url: kfs.url })).body;
    expect(body).toContain('<html lang="id-ID">');
    expect(body).toContain('RIPLAY Personal');
    expect(body).toContain('Jadwal pembayaran');
    // The demo funder keeps no days after disbursal: only the cancellation before it is offered.
    expect(body).toContain('Pembatalan: sebelum pencairan, tanpa biaya.');
    expect(body).not.toContain('dalam 0 hari');
    expect(body).toContain(kfs.number);
  });
});

describe('consent ledger', () => {
  it('writes the rows of confirm and Agree, server-side, with digests and the device; the borrower reads them', async () => {
    const { token, borrowerId } = await demoSession(t.app, { region: 'IN' });
    const kfs = successData(
      loanConfirm,
      await quote(token, { productId: rupeeFlow, ...choice }),
    ).kfs!;
    const pushed = successData(
      loanPush,
      await push(token, {
        productId: rupeeFlow,
        ...choice,
        termUnit: 'day',
        kfsNo: kfs.number,
        kfsAcknowledged: true,
        summaryAcknowledged: true,
      }),
    );
    const rows = successData(
      consentLedger,
      await get(`${consentLedger.path}?languageType=1`, token),
    );
    expect(rows.map((r) => r.kind)).toEqual([
      'kfs_shown',
      'terms_chosen',
      'kfs_acknowledged',
      'summary_acknowledged',
      'agreement_accepted',
      'agreement_accepted',
    ]);
    // Each under the Indian privacy notice of the day (decision 063).
    expect(new Set(rows.map((r) => r.privacyVersion))).toEqual(new Set([privacyNoticeVersions.IN]));
    expect(rows.every((r) => r.deviceId === DEVICE && r.kfsNo === kfs.number)).toBe(true);
    expect(rows[0]).toMatchObject({
      amount: 2_000_000,
      periods: 120,
      termUnit: 'day',
      orderNo: '',
    });
    expect(rows[1]).toMatchObject({ amount: 2_000_000, periods: 120, productName: 'RupeeFlow' });
    expect(rows[1]!.orderNo).toMatch(/^TNIN/);
    expect(rows[2]!.document).toBe('Key Fact Statement');
    expect(rows[3]!.document).toBe('Key facts in plain words');
    expect(rows.slice(4).map((r) => r.document)).toEqual(['Loan Agreement', 'Key Fact Statement']);
    for (const r of [rows[0]!, ...rows.slice(2)]) expect(r.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[4]!.version).toBe('1 Jan 2025');
    // Nothing else's: the ledger is this borrower's only.
    const stored = await t.db
      .selectFrom('consent_events')
      .select('borrower_id')
      .where('kfs_no', '=', kfs.number)
      .execute();
    expect(new Set(stored.map((s) => s.borrower_id))).toEqual(new Set([borrowerId]));
    // Loan details finds the order's KFS.
    const ofOrder = successData(
      orderKfs,
      await get(`${orderKfs.path}?orderId=${pushed.orderId}&languageType=1`, token),
    );
    expect(ofOrder!.number).toBe(kfs.number);
  });

  it('is exported per borrower from the desk as JSON and CSV, found by phone or id', async () => {
    const { token, borrowerId, phone } = await demoSession(t.app, { region: 'ID' });
    const kfs = successData(loanConfirm, await quote(token, { productId: danaKilat }, '2')).kfs!;
    const signIn = await deskSignIn(t.app, DEMO_OPS_PASSWORD, '10.9.0.1');
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/consents?q=${encodeURIComponent(phone)}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`borrower #${borrowerId}`);
    expect(page.body).toContain(kfs.number);
    const json = await t.app.inject({
      method: 'GET',
      url: `/ops/consents/export.json?borrower=${borrowerId}`,
      headers: { cookie },
    });
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="consents-borrower-${borrowerId}.json"`,
    );
    const exported = json.json() as {
      borrower: { id: number };
      consents: { kind: string; kfsNo: string }[];
    };
    expect(exported.borrower.id).toBe(borrowerId);
    expect(exported.consents).toEqual([
      expect.objectContaining({ kind: 'kfs_shown', kfsNo: kfs.number }),
    ]);
    const csv = await t.app.inject({
      method: 'GET',
      url: `/ops/consents/export.csv?borrower=${borrowerId}`,
      headers: { cookie },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'borrowerId,phone,id,kind,at,productName,orderNo,kfsNo,amount,periods,termUnit,document,version,digest,deviceId,privacyVersion',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,kfs_shown,`);
    // The privacy notice the borrower could read beside it (decision 063).
    expect(lines[1]).toMatch(/,(IN|ID)-\d{4}-\d{2}-\d{2}$/);
    // Without a desk session: the sign-in page, no data.
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/ops/consents/export.csv?borrower=${borrowerId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain(kfs.number);
  });
});
