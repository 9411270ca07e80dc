/**
 * The statement of account and the repayment calendar (docs/screens.md "Statement of
 * account", decision 060): the statement closes at the outstanding loan details shows, in
 * every seeded state and after a part payment and an extension; only the order's owner
 * reads it; its downloads are plain GETs by a signed, single-purpose link that carries no
 * session token, answered as attachments (`text/calendar`, `text/html`).
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { loanDetails } from '@tenor/contract/endpoints/loans';
import { devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import {
  delayDetail,
  loanStatement,
  statementCalendar,
  statementFile,
} from '@tenor/contract/endpoints/repay';
import { formatMoney } from '@tenor/contract/format';
import { downloadKey, signedQuery } from '../src/modules/repay/statement/download-link.ts';
import { redactUrl } from '../src/http/logger.ts';
import { asBorrower, issueAccount, payExtensionByAccount, planOf } from './helpers/repay.ts';
import {
  demoSession,
  postJson,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();

const markets = [
  { region: 'IN', languageType: '1', payment: 'Payment', extension: 'Extension fee' },
  { region: 'ID', languageType: '0', payment: 'Pembayaran', extension: 'Biaya perpanjangan' },
] as const;

async function statementOf(session: DemoSession, orderId: number, languageType: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${loanStatement.path}?orderId=${orderId}&languageType=${languageType}`,
    headers: { 'x-token': session.token },
  });
  return successData(loanStatement, res);
}

async function detailsOf(session: DemoSession, orderId: number, languageType: string) {
  return successData(
    loanDetails,
    await postJson(
      t.app,
      `${loanDetails.path}?languageType=${languageType}`,
      { orderId },
      {
        'x-token': session.token,
      },
    ),
  );
}

/** A download as the WebView fetches it: a plain GET, no session header. */
const download = (path: string, orderId: number, link: { e: string; s: string }, lang = '1') =>
  t.app.inject({
    method: 'GET',
    url: `${path}?orderId=${orderId}&e=${link.e}&s=${link.s}&languageType=${lang}`,
  });

/** The calendar file read back by an RFC 5545 parser. */
function events(text: string) {
  const root = new ICAL.Component(ICAL.parse(text));
  return root.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toString(),
      url: String(v.getFirstPropertyValue('url')),
    };
  });
}

async function calendarOf(session: DemoSession, orderId: number, languageType: string) {
  const view = await statementOf(session, orderId, languageType);
  expect(view.calendarLink).toBeDefined();
  const res = await download(statementCalendar.path, orderId, view.calendarLink!, languageType);
  expect(res.statusCode).toBe(200);
  return events(res.body);
}

describe('statement of account', () => {
  for (const { region, languageType, payment, extension } of markets) {
    it(`closes at loan details' outstanding in every seeded state (${region})`, async () => {
      const session = await demoSession(t.app, { region });
      expect(Object.keys(session.orders).length).toBeGreaterThanOrEqual(8);
      for (const [status, orderId] of Object.entries(session.orders)) {
        const [view, details] = await Promise.all([
          statementOf(session, orderId, languageType),
          detailsOf(session, orderId, languageType),
        ]);
        expect(view.outstanding, `status ${status}`).toBe(details.repayAmount);
        expect(view.rows.at(-1)?.balance ?? 0, `status ${status}`).toBe(details.repayAmount);
        // Each row's balance is the one before it plus its amount.
        let balance = 0;
        for (const row of view.rows) expect(row.balance).toBe((balance += row.amount));
        expect(view.fileLink !== undefined).toBe(view.rows.length > 0);
        expect(view.calendarLink !== undefined).toBe(view.upcoming.length > 0);
      }
    });

    it(`follows a part payment and an extension, and the calendar's SEQUENCE rises (${region})`, async () => {
      const session = await demoSession(t.app, { region });
      const instalments = session.orders['3']!;
      const before = await calendarOf(session, instalments, languageType);
      const first = (await planOf(t, instalments)).find((p) => p.status !== 'paid')!;
      const account = await issueAccount(t, session, {
        orderId: instalments,
        amount: first.total,
        ...(region === 'IN' ? { payType: 3, payCode: 'UPI' } : {}),
      });
      const paid = await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, {
        cardNo: account.cardNo,
      });
      expect(paid.statusCode).toBe(200);
      const view = await statementOf(session, instalments, languageType);
      expect(view.rows.at(-1)?.text).toContain(payment);
      expect(view.rows.at(-1)?.amount).toBe(-first.total);
      expect(view.outstanding).toBe(
        (await detailsOf(session, instalments, languageType)).repayAmount,
      );
      const after = await calendarOf(session, instalments, languageType);
      expect(after.map((e) => e.uid)).toEqual(before.slice(1).map((e) => e.uid));
      expect(after[0]!.sequence).toBeGreaterThan(before[1]!.sequence);

      // An extension: its fee charged and paid, the due date moved under the same UID.
      const single = session.orders['174']!;
      const was = await calendarOf(session, single, languageType);
      const fee = successData(
        delayDetail,
        await asBorrower(t, session, delayDetail.path, { orderId: single }, languageType),
      ).delayShouldPayAmount;
      await payExtensionByAccount(t, session, single, fee, region);
      const extended = await statementOf(session, single, languageType);
      expect(
        extended.rows.filter((r) => r.text.startsWith(extension)).map((r) => r.amount),
      ).toEqual([fee, -fee]);
      expect(extended.outstanding).toBe(
        (await detailsOf(session, single, languageType)).repayAmount,
      );
      expect(extended.rows.at(-1)?.balance).toBe(extended.outstanding);
      const now = await calendarOf(session, single, languageType);
      expect(now.map((e) => e.uid)).toEqual(was.map((e) => e.uid));
      expect(now[0]!.sequence).toBeGreaterThan(was[0]!.sequence);
      expect(now[0]!.start > was[0]!.start).toBe(true);
    });
  }

  it("answers only the order's owner", async () => {
    const owner = await demoSession(t.app, { region: 'IN' });
    const other = await demoSession(t.app, { region: 'IN' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${loanStatement.path}?orderId=${owner.orders['174']}&languageType=1`,
      headers: { 'x-token': other.token },
    });
    expect(res.statusCode).toBe(404);
    const none = await t.app.inject({
      method: 'GET',
      url: `${loanStatement.path}?orderId=${owner.orders['174']}&languageType=1`,
    });
    expect(none.json()).toMatchObject({ code: '1002' });
  });

  it('downloads by a signed link without the session token: .ics and printable HTML attachments', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['180']!;
    const view = await statementOf(session, orderId, '1');
    const body = JSON.stringify(view);
    expect(body).not.toContain(session.token);

    const ics = await download(statementCalendar.path, orderId, view.calendarLink!);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toMatch(
      /^attachment; filename="repayments-[\w-]+\.ics"/,
    );
    expect(ics.headers['cache-control']).toBe('private, no-store');
    expect(ics.body).not.toContain(session.token);
    const [event] = events(ics.body);
    expect(event?.url).toMatch(/^https?:\/\/[^/]+\/that\?amount=\d+&orderId=\d+&productId=\d+$/);

    const file = await download(statementFile.path, orderId, view.fileLink!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-[\w-]+\.html"/,
    );
    expect(file.body).toContain('@media print');
    expect(file.body).toContain(formatMoney('IN', view.outstanding));
    expect(file.body).not.toContain(session.token);
  });

  it('refuses a link that is altered, of the other purpose, of another order or expired', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['3']!;
    const view = await statementOf(session, orderId, '0');
    const calendar = view.calendarLink!;
    const altered = {
      ...calendar,
      s: `${calendar.s.slice(0, -1)}${calendar.s.endsWith('A') ? 'B' : 'A'}`,
    };
    expect((await download(statementCalendar.path, orderId, altered)).statusCode).toBe(404);
    expect((await download(statementFile.path, orderId, calendar)).statusCode).toBe(404);
    expect(
      (await download(statementCalendar.path, session.orders['174']!, calendar)).statusCode,
    ).toBe(404);
    const key = downloadKey(t.config.webhookSecret);
    const old = signedQuery(
      key,
      'calendar',
      orderId,
      session.borrowerId,
      new Date(Date.now() - 3_600_000),
    );
    const expired = await download(statementCalendar.path, orderId, old, '0');
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ message: expect.stringContaining('kedaluwarsa') });
    const fresh = signedQuery(key, 'calendar', orderId, session.borrowerId, new Date());
    expect((await download(statementCalendar.path, orderId, fresh)).statusCode).toBe(200);
    // The signature never reaches a log line.
    expect(
      redactUrl(`${statementCalendar.path}?orderId=${orderId}&e=${fresh.e}&s=${fresh.s}`),
    ).toBe(`${statementCalendar.path}?orderId=${orderId}&e=${fresh.e}`);
  });
});
