/**
 * The complaint clock (decision 063), walked on a fake clock: a reference per market and year,
 * the reply promised 3 working days out (the market's holidays skipped), the sweep that
 * escalates an unanswered complaint to the grievance officer's queue by itself, once however
 * many instances sweep, and the regulator's route with its pack at the legal limit (India 30
 * days, Indonesia 10 working days), each breach in red on the desk.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { problemDetail, problemSave } from '@tenor/contract/endpoints/care';
import { devComplaintClock } from '@tenor/contract/endpoints/dev';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { axeViolations } from './helpers/axe.ts';
import { deskSignIn, langQuery } from './helpers/care.ts';
import {
  demoSession,
  postForm,
  postJson,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

// 2026-11-24 (a Tuesday) is a holiday in Indonesia only.
const t = useTestApp({ env: { MARKET_HOLIDAYS_ID: '2026-11-24' } });
afterEach(() => {
  vi.useRealTimers();
});

const at = (iso: string) => vi.setSystemTime(new Date(iso));

let client = 1;
/** The desk, signed in afresh at the fake clock's time from an address of its own. */
async function deskCookie(): Promise<string> {
  const res = await deskSignIn(t.app, DEMO_OPS_PASSWORD, `10.9.0.${client++}`);
  expect(res.statusCode).toBe(303);
  return String(res.headers['set-cookie']).split(';')[0]!;
}
const deskGet = async (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: await deskCookie() } });

const borrowerPost = (s: DemoSession, path: string, fields: Record<string, string | number>) =>
  postForm(t.app, `${path}?${langQuery(s.products[0]!.region as 'IN' | 'ID')}`, fields, {
    'x-token': s.token,
  });

async function file(s: DemoSession, text: string) {
  const res = await borrowerPost(s, problemSave.path, { problemType: '2', problemDetail: text });
  return successData(problemSave, res).problemId;
}

const detail = async (s: DemoSession, problemId: number) =>
  successData(problemDetail, await borrowerPost(s, problemDetail.path, { problemId }));

const sweepNow = async () =>
  successData(devComplaintClock, await postJson(t.app, devComplaintClock.path, {})).escalated;

/** Sessions last 30 days; the walk goes further, so the borrowers' are kept open. */
const keepSessions = () =>
  t.db.updateTable('sessions').set({ expires_at: '2099-01-01T00:00:00.000Z' }).execute();

/** The row of a complaint in a desk page's table. */
const rowOf = (body: string, problemId: number) =>
  body.split('<tr').find((r) => r.includes(`/ops/problems/${problemId}"`));

describe('the complaint clock', () => {
  it(
    'India: reference, 3 working days, escalation to the grievance officer, then RBI at 30 days with the pack',
    {
      // jsdom and axe take seconds on a busy machine.
      timeout: 60_000,
    },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // Friday 20 Nov 2026, 10:00 in Kolkata.
      at('2026-11-20T04:30:00.000Z');
      const india = await demoSession(t.app, { region: 'IN' });
      await keepSessions();
      const problemId = await file(india, 'My payment of 5 May is not showing.');

      const filed = await detail(india, problemId);
      expect(filed.reference).toMatch(/^TNR-IN-2026-\d{6}$/);
      // Three working days: Monday, Tuesday, Wednesday (India keeps no holiday here).
      expect(filed.replyDueAt).toBe('2026-11-25T04:30:00.000Z');
      expect(filed.timeline.map((s) => s.step)).toEqual(['received']);
      expect(filed.regulator).toBeNull();

      // A second before the promise nothing moves; a second after, the sweep escalates it.
      at('2026-11-25T04:29:59.000Z');
      expect(await sweepNow()).toBe(0);
      expect(rowOf((await deskGet('/ops/grievance')).body, problemId)).toBeUndefined();
      at('2026-11-25T04:30:01.000Z');
      expect(await sweepNow()).toBe(1);
      expect(await sweepNow()).toBe(0);

      const escalated = await detail(india, problemId);
      expect(escalated.timeline.map((s) => s.step)).toEqual(['received', 'assigned', 'escalated']);
      expect(escalated.timeline[2]!.at).toBe('2026-11-25T04:30:01.000Z');
      expect(escalated.regulator).toBeNull();
      const queue = await deskGet('/ops/grievance');
      expect(queue.statusCode).toBe(200);
      const row = rowOf(queue.body, problemId)!;
      expect(row).toContain(filed.reference);
      expect(row).toContain('class="is-overdue"');
      expect(row).toContain('<strong class="overdue">Overdue</strong>');
      expect(row).not.toContain('Past the legal limit');
      expect(await axeViolations(queue.body)).toEqual([]);

      // 30 days after filing, still unresolved: the RBI route opens, with the pack.
      at('2026-12-20T04:29:59.000Z');
      expect((await detail(india, problemId)).regulator).toBeNull();
      at('2026-12-20T04:30:00.000Z');
      const due = await detail(india, problemId);
      expect(due.regulator?.route.regulatorName).toBe(
        'RBI Ombudsman (Complaint Management System)',
      );
      expect(due.regulator?.route.regulatorUrl).toBe('https://cms.rbi.org.in');
      expect(rowOf((await deskGet('/ops/grievance')).body, problemId)).toContain(
        '<strong class="overdue">Past the legal limit</strong>',
      );

      const packUrl = due.regulator!.packUrl;
      expect(packUrl).toContain(`${filed.reference}.html`);
      const pack = await t.app.inject({ method: 'GET', url: packUrl });
      expect(pack.statusCode).toBe(200);
      expect(pack.headers['content-disposition']).toBe(
        `attachment; filename="${filed.reference}.html"`,
      );
      expect(pack.body).toContain(`<dd>${filed.reference}</dd>`);
      expect(pack.body).toContain('My payment of 5 May is not showing.');
      expect(pack.body).toContain('20 Nov 2026');
      expect(pack.body).toContain('No reply yet.');
      expect(pack.body).toContain('RBI Ombudsman');
      expect(pack.body).not.toContain('<script');

      // A pack address altered, or for another complaint, opens nothing.
      const forged = packUrl.replace(`/pack/${problemId}/`, `/pack/${problemId + 1}/`);
      expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(404);
      const tampered = packUrl.replace(/s=([^&]{4})/, 's=AAAA');
      expect((await t.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
    },
  );

  it('Indonesia: the promise skips the holiday, the OJK route opens at 10 working days', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Friday 20 Nov 2026, 10:00 in Jakarta.
    at('2026-11-20T03:00:00.000Z');
    const indonesia = await demoSession(t.app, { region: 'ID' });
    await keepSessions();
    const problemId = await file(indonesia, 'Sudah bayar tetapi belum tercatat');

    const filed = await detail(indonesia, problemId);
    expect(filed.reference).toMatch(/^TNR-ID-2026-\d{6}$/);
    // Monday, (Tuesday the holiday), Wednesday, Thursday.
    expect(filed.replyDueAt).toBe('2026-11-26T03:00:00.000Z');

    at('2026-11-26T03:00:01.000Z');
    expect(await sweepNow()).toBeGreaterThanOrEqual(1);
    const queue = rowOf((await deskGet('/ops/grievance')).body, problemId)!;
    expect(queue).toContain('<strong class="overdue">Overdue</strong>');
    expect(queue).toContain('Indonesia');

    // Ten working days without the weekends and the holiday: Monday 7 Dec, 10:00.
    at('2026-12-07T02:59:59.000Z');
    expect((await detail(indonesia, problemId)).regulator).toBeNull();
    at('2026-12-07T03:00:00.000Z');
    const due = await detail(indonesia, problemId);
    expect(due.regulator?.route.regulatorName).toBe('OJK — Perlindungan Konsumen');
    expect(due.timeline.map((s) => s.step)).toEqual(['received', 'assigned', 'escalated']);
    expect(rowOf((await deskGet('/ops/grievance')).body, problemId)).toContain(
      'Past the legal limit',
    );
    const pack = await t.app.inject({ method: 'GET', url: due.regulator!.packUrl });
    expect(pack.statusCode).toBe(200);
    expect(pack.body).toContain('<html lang="id">');
    expect(pack.body).toContain('Belum ada jawaban.');
    expect(pack.body).toContain('Asia/Jakarta');
  });

  it('a reply before the promise: no escalation, the timeline shows it, the route is offered', async () => {
    const india = await demoSession(t.app, { region: 'IN' });
    const problemId = await file(india, 'Please explain the fee on my loan.');
    const cookie = await deskCookie();
    const page = await t.app.inject({
      method: 'GET',
      url: `/ops/problems/${problemId}`,
      headers: { cookie },
    });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const boundary = 'clock-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const replied = await t.app.inject({
      method: 'POST',
      url: `/ops/problems/${problemId}/reply`,
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('csrf', csrf)}${part('text', 'It is the processing fee of the KFS.')}--${boundary}--\r\n`,
    });
    expect(replied.statusCode).toBe(303);

    const d = await detail(india, problemId);
    expect(d.timeline.map((s) => s.step)).toEqual(['received', 'assigned', 'replied']);
    // Answered: a borrower the answer does not satisfy may take it to the Ombudsman now.
    expect(d.regulator?.route.regulatorName).toContain('RBI Ombudsman');
    const pack = await t.app.inject({ method: 'GET', url: d.regulator!.packUrl });
    expect(pack.body).toContain('It is the processing fee of the KFS.');
    // Days later the sweep leaves it alone: it was answered.
    await t.db
      .updateTable('problems')
      .set({ reply_due_at: '2020-01-01T00:00:00.000Z' })
      .where('id', '=', problemId)
      .execute();
    await sweepNow();
    const row = await t.db
      .selectFrom('problems')
      .select('escalated_at')
      .where('id', '=', problemId)
      .executeTakeFirstOrThrow();
    expect(row.escalated_at).toBeNull();
  });

  it('numbers per market and year, and sweeps racing each other escalate a complaint once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    at('2027-01-01T00:30:00.000Z'); // 06:00 on New Year's Day in Kolkata, 07:30 in Jakarta
    const [india, indonesia] = await Promise.all([
      demoSession(t.app, { region: 'IN' }),
      demoSession(t.app, { region: 'ID' }),
    ]);
    const a = await detail(india, await file(india, 'First complaint of the year'));
    const b = await detail(india, await file(india, 'Second complaint of the year'));
    const c = await detail(indonesia, await file(indonesia, 'Pengaduan pertama tahun ini'));
    expect(a.reference).toBe('TNR-IN-2027-000001');
    expect(b.reference).toBe('TNR-IN-2027-000002');
    expect(c.reference).toBe('TNR-ID-2027-000001');

    at('2027-02-01T00:00:00.000Z');
    await keepSessions();
    const swept = await Promise.all([1, 2, 3, 4].map(() => sweepNow()));
    expect(swept.reduce((x, y) => x + y, 0)).toBe(3);
    const d = await detail(india, b.problemId);
    expect(d.timeline.filter((s) => s.step === 'escalated')).toHaveLength(1);
  });
});
