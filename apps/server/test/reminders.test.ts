/**
 * Payment reminders (decision 062, docs/compliance.md) on a fake clock, in both markets: one
 * reminder at each lead day and one after a missed due date, each stating the amount, the due
 * date, the penal charge and a pay link without a token; none outside the market's contact
 * hours (10,000 random moments against the rule, and the sender at a sample of them); none for
 * a paid period (paying cancels the pending ones); none twice, also with two instances sending
 * at once (on PostgreSQL, `npm run test:pg`, two connections claiming with SKIP LOCKED). The
 * borrower's choices: lead days and channels, one tap off for the optional ones, the missed
 * notice still sent and saying it is required by law, each choice a row of the consent ledger.
 */
import { describe, expect, it } from 'vitest';
import {
  consentLedger,
  reminderNotices,
  reminderSettingsGet,
  reminderSettingsSave,
} from '@tenor/contract/endpoints/loans';
import { formatDate, formatMoney } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { consentRepository } from '../src/modules/loans/consent-repository.ts';
import { CONTACT_HOURS, insideContactHours } from '../src/modules/loans/reminders/contact-hours.ts';
import { reminderRepository } from '../src/modules/loans/reminders/reminder-repository.ts';
import { reminderService } from '../src/modules/loans/reminders/reminder-service.ts';
import { outboxSms, type SmsProvider } from '../src/providers/sms.ts';
import { SmsError } from '../src/providers/sms-gateway/errors.ts';
import { marketTime, OFFSET_MIN } from './helpers/market-time.ts';
import {
  demoSession,
  postJson,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();

const DAY_MS = 86_400_000;
const ORIGIN = 'https://app.tenor.test';

const dayBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

const silent = { warn: () => undefined, error: () => undefined };

function sender(instance = 'test', sms: SmsProvider = outboxSms(t.db)) {
  return reminderService({
    db: t.db,
    repo: reminderRepository(t.db, t.config.dialect),
    consents: consentRepository(t.db),
    sms,
    settings: { ...t.config.reminders, holidays: t.config.holidays },
    brand: 'Tenor',
    origin: ORIGIN,
    log: silent,
    instance,
  });
}

async function phoneOf(borrowerId: number) {
  const row = await t.db
    .selectFrom('borrowers')
    .select('phone')
    .where('id', '=', borrowerId)
    .executeTakeFirstOrThrow();
  return row.phone;
}

const smsTo = (phone: string) =>
  t.db.selectFrom('sms_outbox').select('text').where('phone', '=', phone).orderBy('id').execute();

/** Every unpaid period of the session's orders falls due on `date` at 23:00 market time. */
async function dueOn(session: DemoSession, region: Region, date: string, orderIds: number[]) {
  await t.db
    .updateTable('repayment_plans')
    .set({ due_at: marketTime(region, date, '23:00').toISOString() })
    .where('order_id', 'in', orderIds)
    .where('status', '<>', 'paid')
    .execute();
  void session;
}

const remindersOf = (orderId: number) =>
  t.db.selectFrom('reminders').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('contact hours', () => {
  /** mulberry32: the same 10,000 moments on every run. */
  function prng(seed: number) {
    let a = seed >>> 0;
    return () => {
      a = (a + 0x6d2b79f5) >>> 0;
      let x = Math.imul(a ^ (a >>> 15), 1 | a);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
    };
  }

  it.each(['IN', 'ID'] as const)(
    '%s: 10,000 random moments agree with the clock arithmetic, holidays included',
    (region) => {
      const random = prng(region === 'IN' ? 62 : 6262);
      const holiday = '2030-08-17';
      const hours = CONTACT_HOURS[region];
      let inside = 0;
      for (let i = 0; i < 10_000; i++) {
        // 2030–2031, some of them on the holiday.
        const at =
          i % 50 === 0
            ? marketTime(region, holiday, '00:00').getTime() + Math.floor(random() * DAY_MS)
            : Date.UTC(2030, 0, 1) + Math.floor(random() * 730 * DAY_MS);
        const wall = new Date(at + OFFSET_MIN[region] * 60_000);
        const minute = wall.getUTCHours() * 60 + wall.getUTCMinutes();
        const expected =
          wall.toISOString().slice(0, 10) !== holiday &&
          hours.days.includes(wall.getUTCDay()) &&
          minute >= 8 * 60 &&
          minute < (region === 'IN' ? 19 : 20) * 60;
        expect(insideContactHours(region, new Date(at), [holiday])).toBe(expected);
        if (expected) inside++;
      }
      // Both sides of the rule were drawn.
      expect(inside).toBeGreaterThan(2_000);
      expect(inside).toBeLessThan(8_000);
    },
  );

  it('India: every day 08:00–19:00 IST; Indonesia: Monday–Saturday 08:00–20:00 WIB', () => {
    expect(insideContactHours('IN', marketTime('IN', '2030-03-17', '08:00'), [])).toBe(true);
    expect(insideContactHours('IN', marketTime('IN', '2030-03-17', '07:59'), [])).toBe(false);
    expect(insideContactHours('IN', marketTime('IN', '2030-03-17', '19:00'), [])).toBe(false);
    expect(insideContactHours('ID', marketTime('ID', '2030-03-16', '19:59'), [])).toBe(true);
    expect(insideContactHours('ID', marketTime('ID', '2030-03-17', '10:00'), [])).toBe(false);
    expect(insideContactHours('ID', marketTime('ID', '2030-03-16', '20:00'), [])).toBe(false);
  });
});

describe.each([
  { region: 'IN', due: '2030-03-14', missedWord: 'required by law', payPath: '/that?' },
  { region: 'ID', due: '2030-04-11', missedWord: 'wajib menurut hukum', payPath: '/that?' },
] as const)('reminders in $region', ({ region, due, missedWord, payPath }) => {
  it('sends one at each lead day and one after the missed due date, each with amount, date, penal charge and a pay link without a token; never twice, never outside the hours', async () => {
    const session = await demoSession(t.app, { region });
    const orderId = session.orders['174']!;
    await dueOn(session, region, due, [orderId]);
    const phone = await phoneOf(session.borrowerId);
    const plan = await t.db
      .selectFrom('repayment_plans')
      .selectAll()
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const run = sender();

    // Outside the hours, on every day of the run: nothing is even scheduled.
    for (const day of [3, 1, 0, -1]) {
      const date = dayBefore(due, day);
      for (const time of ['07:59', region === 'IN' ? '19:00' : '20:00', '23:30']) {
        await run.run(marketTime(region, date, time));
      }
    }
    expect(await remindersOf(orderId)).toEqual([]);

    for (const [lead, date] of [
      [3, dayBefore(due, 3)],
      [1, dayBefore(due, 1)],
      [0, due],
      [-1, dayBefore(due, -1)],
    ] as const) {
      const now = marketTime(region, date, '10:00');
      await run.run(now);
      // The same moment again, and a second instance: nothing more.
      await run.run(now);
      await sender('other').run(new Date(now.getTime() + 60_000));
      const rows = await remindersOf(orderId);
      expect(rows.map((r) => r.lead_days)).toContain(lead);
      expect(rows.filter((r) => r.lead_days === lead)).toHaveLength(1);
      expect(rows.every((r) => r.status === 'sent')).toBe(true);
    }
    const texts = (await smsTo(phone)).map((m) => m.text);
    expect(texts).toHaveLength(4);
    const charge =
      region === 'IN'
        ? formatMoney(region, 100_000)
        : formatMoney(
            region,
            Math.floor(((plan.principal + plan.interest + plan.fee) * 10) / 10_000 / 100) * 100,
          );
    for (const text of texts) {
      expect(text).toContain(formatMoney(region, plan.total));
      expect(text).toContain(formatDate(region, marketTime(region, due, '23:00')));
      expect(text).toContain(`${ORIGIN}${payPath}`);
      expect(text).toContain(`orderId=${orderId}`);
      expect(text).not.toMatch(/token/i);
    }
    if (region === 'IN') expect(texts[0]).toContain(`penal charge of ${charge}`);
    else expect(texts[0]).toMatch(/denda Rp/);
    expect(texts.slice(0, 3).some((text) => text.includes(missedWord))).toBe(false);
    expect(texts[3]).toContain(missedWord);

    // The app's notices: newest first, with the pay page, for the owner only.
    const res = await t.app.inject({
      method: 'GET',
      url: `${reminderNotices.path}?orderId=${orderId}`,
      headers: { 'x-token': session.token },
    });
    const notices = successData(reminderNotices, res);
    expect(notices.map((n) => n.leadDays)).toEqual([-1, 0, 1, 3]);
    expect(notices[0]).toMatchObject({ amount: plan.total, penalPerDay: region === 'ID' });
    expect(notices[0]!.payUrl).toContain(`orderId=${orderId}`);
    const stranger = await demoSession(t.app, { region });
    const refused = await t.app.inject({
      method: 'GET',
      url: `${reminderNotices.path}?orderId=${orderId}`,
      headers: { 'x-token': stranger.token },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('asks again an SMS the gateway refused without sending, twice at most and inside the hours; never after a timeout', async () => {
    /** The outbox behind a gateway that first answers each of `refusals`, in turn. */
    const gateway = (refusals: SmsError[]): SmsProvider => ({
      async send(message) {
        const refusal = refusals.shift();
        if (refusal !== undefined) throw refusal;
        await outboxSms(t.db).send(message);
      },
    });
    const date = dayBefore(due, -70);
    const at = (time: string) => marketTime(region, date, time);
    const dueToday = async () => {
      const session = await demoSession(t.app, { region });
      const orderId = session.orders['174']!;
      await dueOn(session, region, date, [orderId]);
      return { orderId, phone: await phoneOf(session.borrowerId) };
    };

    // Down, then throttled: asked again after 5 minutes, then after 15 more, then sent once.
    const refused = await dueToday();
    const refusals = [new SmsError('unavailable', '503'), new SmsError('throttled', '429')];
    const run = sender('flaky', gateway(refusals));
    await run.run(at('10:00'));
    expect(await remindersOf(refused.orderId)).toMatchObject([
      { status: 'pending', sms_attempts: 1 },
    ]);
    await run.run(at('10:04'));
    expect(refusals).toHaveLength(1);
    await run.run(at('10:05'));
    expect(refusals).toHaveLength(0);
    await run.run(at('10:19'));
    expect(await smsTo(refused.phone)).toEqual([]);
    await run.run(at('10:20'));
    await run.run(at('10:40'));
    expect(await smsTo(refused.phone)).toHaveLength(1);
    expect(await remindersOf(refused.orderId)).toMatchObject([
      { status: 'sent', channels: 'sms,inApp,bridge', sms_attempts: 2 },
    ]);

    // A timeout may have sent it: not asked again; the app's notice still goes.
    const timedOut = await dueToday();
    await sender('slow', gateway([new SmsError('timeout', 'no answer')])).run(at('11:00'));
    await sender('slow', gateway([])).run(at('11:30'));
    expect(await smsTo(timedOut.phone)).toEqual([]);
    expect(await remindersOf(timedOut.orderId)).toMatchObject([
      { status: 'sent', channels: 'inApp,bridge' },
    ]);

    // Refused three times: given up. Refused just before the hours end: not carried past them.
    for (const [time, refusalCount] of [
      ['12:00', 3],
      [region === 'IN' ? '18:58' : '19:58', 1],
    ] as const) {
      const late = await dueToday();
      const left = Array.from({ length: refusalCount }, () => new SmsError('unavailable', '502'));
      const flaky = sender('late', gateway(left));
      const start = at(time).getTime();
      for (const minutes of [0, 5, 20, 40]) await flaky.run(new Date(start + minutes * 60_000));
      expect(await smsTo(late.phone)).toEqual([]);
      expect(await remindersOf(late.orderId)).toMatchObject([
        { status: 'sent', channels: 'inApp,bridge' },
      ]);
    }
  });

  it('sends nothing for a paid period: paying cancels the reminders still pending', async () => {
    const session = await demoSession(t.app, { region });
    const orderId = session.orders['174']!;
    const date = dayBefore(due, -14);
    await dueOn(session, region, date, [orderId]);
    const repo = reminderRepository(t.db, t.config.dialect);
    const now = marketTime(region, dayBefore(date, 1), '09:00');
    await repo.schedule({
      region,
      sendOn: dayBefore(date, 1),
      dayStart: marketTime(region, dayBefore(date, 1), '00:00'),
      leadDays: [1],
      now: now.toISOString(),
    });
    expect((await remindersOf(orderId)).map((r) => r.status)).toEqual(['pending']);
    await t.db
      .updateTable('repayment_plans')
      .set({ status: 'paid', paid_at: now.toISOString() })
      .where('order_id', '=', orderId)
      .execute();
    await sender().run(now);
    await sender().run(marketTime(region, date, '10:00'));
    await sender().run(marketTime(region, dayBefore(date, -1), '10:00'));
    expect((await remindersOf(orderId)).map((r) => r.status)).toEqual(['cancelled']);
    expect(await smsTo(await phoneOf(session.borrowerId))).toEqual([]);
  });

  it('holds a choice made after the day was scheduled: the pending reminder is cancelled, not sent', async () => {
    const session = await demoSession(t.app, { region });
    const orderId = session.orders['174']!;
    const date = dayBefore(due, -42);
    await dueOn(session, region, date, [orderId]);
    const now = marketTime(region, date, '09:00');
    await reminderRepository(t.db, t.config.dialect).schedule({
      region,
      sendOn: date,
      dayStart: marketTime(region, date, '00:00'),
      leadDays: [0],
      now: now.toISOString(),
    });
    await postJson(
      t.app,
      reminderSettingsSave.path,
      { optional: false, channels: { sms: true, inApp: true, bridge: true }, leadDays: [0] },
      { 'x-token': session.token },
    );
    await sender().run(now);
    expect((await remindersOf(orderId)).map((r) => r.status)).toEqual(['cancelled']);
    expect(await smsTo(await phoneOf(session.borrowerId))).toEqual([]);
  });

  it('keeps to the choices: chosen lead days only, one tap turns the optional ones off, the missed notice still goes and says why; each choice is in the consent ledger', async () => {
    const session = await demoSession(t.app, { region });
    const headers = { 'x-token': session.token };
    const orderId = session.orders['174']!;
    const date = dayBefore(due, -28);
    await dueOn(session, region, date, [orderId]);
    const phone = await phoneOf(session.borrowerId);

    const first = successData(
      reminderSettingsGet,
      await t.app.inject({ method: 'GET', url: reminderSettingsGet.path, headers }),
    );
    expect(first).toMatchObject({
      optional: true,
      leadDays: [3, 1, 0],
      offeredLeadDays: [3, 1, 0],
      channels: { sms: true, inApp: true, bridge: true },
      contactHours: {
        from: '08:00',
        until: region === 'IN' ? '19:00' : '20:00',
        mondayToSaturday: region === 'ID',
      },
      chosenAt: '',
    });
    const onlyOne = successData(
      reminderSettingsSave,
      await postJson(
        t.app,
        reminderSettingsSave.path,
        { optional: true, channels: { sms: true, inApp: false, bridge: false }, leadDays: [1, 9] },
        headers,
      ),
    );
    expect(onlyOne).toMatchObject({ leadDays: [1], channels: { inApp: false } });
    await sender().run(marketTime(region, dayBefore(date, 3), '10:00'));
    await sender().run(marketTime(region, dayBefore(date, 1), '10:00'));
    expect((await remindersOf(orderId)).map((r) => [r.lead_days, r.channels])).toEqual([
      [1, 'sms'],
    ]);

    const off = successData(
      reminderSettingsSave,
      await postJson(
        t.app,
        reminderSettingsSave.path,
        { optional: false, channels: { sms: false, inApp: false, bridge: false }, leadDays: [] },
        headers,
      ),
    );
    expect(off.optional).toBe(false);
    await sender().run(marketTime(region, date, '10:00'));
    await sender().run(marketTime(region, dayBefore(date, -1), '10:00'));
    const rows = await remindersOf(orderId);
    expect(rows.map((r) => [r.lead_days, r.channels])).toEqual([
      [1, 'sms'],
      [-1, 'sms,inApp'],
    ]);
    const texts = (await smsTo(phone)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toContain(missedWord);

    const ledger = successData(
      consentLedger,
      await t.app.inject({ method: 'GET', url: consentLedger.path, headers }),
    ).filter((row) => row.document === 'Payment reminders');
    expect(ledger.map((row) => [row.kind, row.version])).toEqual([
      ['consent_given', 'sms; 1'],
      ['consent_withdrawn', 'none; none'],
    ]);
  });
});

describe('two instances', () => {
  it('send every reminder of a busy day exactly once when they run at the same moment', async () => {
    const due = '2030-06-13';
    const orders: number[] = [];
    for (const region of ['IN', 'IN', 'IN', 'ID', 'ID', 'ID'] as const) {
      const session = await demoSession(t.app, { region });
      const ids = Object.values(session.orders);
      await dueOn(session, region, due, ids);
      orders.push(...ids);
    }
    const a = sender('a');
    const b = sender('b');
    for (const region of ['IN', 'ID'] as const) {
      const now = marketTime(region, due, '12:00');
      await Promise.all([a.run(now), b.run(now), a.run(now), b.run(now)]);
    }
    const rows = await t.db
      .selectFrom('reminders')
      .select(['id', 'status', 'claimed_by', 'order_id', 'period_no'])
      .where('order_id', 'in', orders)
      .where('lead_days', '=', 0)
      .execute();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.status === 'sent' || r.status === 'cancelled')).toBe(true);
    const sent = rows.filter((r) => r.status === 'sent');
    const sms = await t.db
      .selectFrom('sms_outbox')
      .select(['phone', 'text'])
      .where('text', 'like', '%2030%')
      .execute();
    const dueTexts = sms.filter(
      (m) =>
        m.text.includes(formatDate('IN', marketTime('IN', due, '23:00'))) ||
        m.text.includes(formatDate('ID', marketTime('ID', due, '23:00'))),
    );
    expect(dueTexts).toHaveLength(sent.length);
    expect(new Set(dueTexts.map((m) => `${m.phone} ${m.text}`)).size).toBe(dueTexts.length);
  });
});
