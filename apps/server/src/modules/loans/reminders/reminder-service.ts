/**
 * Payment reminders (decision 062): each run schedules the market's day (once per instance and
 * day), cancels what payment made moot, and sends what it claims, only inside the market's
 * contact hours (contact-hours.ts). A reminder is sent at most once: the schedule's unique row
 * and its claim (reminder-repository.ts); a claimed row that a crash left `sending` is never
 * sent again (at most once, not at least once).
 */
import { randomUUID } from 'node:crypto';
import { formatDate, formatMoney, wireDate } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import type { ReminderChoice, ReminderNotice, ReminderSettings } from '@tenor/contract/reminders';
import type { Db } from '../../../db/database.ts';
import type { Reminder } from '../../../db/schema.ts';
import { nowIso } from '../../../db/time.ts';
import { marketDayStartIso } from '../../../domain/orders/market-day.ts';
import { payPage } from '../../../domain/orders/pay-page.ts';
import { lateFeeTermsOf } from '../../../domain/orders/plan-as-of.ts';
import type { Log } from '../../../kernel/log.ts';
import { smsWords, type SmsProvider } from '../../../providers/sms.ts';
import { SmsError } from '../../../providers/sms-gateway/errors.ts';
import type { ConsentRepository } from '../consent-repository.ts';
import { CONTACT_HOURS, insideContactHours } from './contact-hours.ts';
import { copy } from './reminder-copy.ts';
import { MISSED, REMINDED_STATUSES, type ReminderRepository } from './reminder-repository.ts';
import { rowBy } from '../../../db/row-by.ts';

const REGIONS: readonly Region[] = ['IN', 'ID'];
/** Rows claimed at a time, and claims per run: a run stays short, the next minute goes on. */
const CLAIM_BATCH = 200;
const CLAIMS_PER_RUN = 25;
/**
 * SMS tries per reminder, and the wait before the second and the third. Only a refusal that
 * sent nothing is tried again (the gateway throttled us or was down); after a timeout the text
 * may have gone, and a reminder goes at most once.
 */
const SMS_TRIES = 3;
const RETRY_WAIT_MS = [5 * 60_000, 15 * 60_000];

const sentNothing = (err: unknown) =>
  err instanceof SmsError && err.transient && err.reason !== 'timeout';

export interface ReminderDeps {
  db: Db;
  repo: ReminderRepository;
  consents: Pick<ConsentRepository, 'addEvents'>;
  sms: SmsProvider | null;
  settings: { leadDays: Record<Region, number[]>; holidays: Record<Region, string[]> };
  brand: string;
  /** Absolute pay links are written with it (`https://PUBLIC_HOST`). */
  origin: string;
  log: Pick<Log, 'warn' | 'error'>;
  /** Names the claims of this instance. */
  instance?: string;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const leadList = (days: readonly number[]) => `,${days.join(',')},`;

export function reminderService(deps: ReminderDeps) {
  const { db, repo } = deps;
  const instance = deps.instance ?? randomUUID();
  /** The market days this instance has scheduled. */
  const scheduled = new Set<string>();

  /** The amount due, the penal charge that applies if it is late, and the order, or null if moot. */
  async function stateOf(r: Reminder) {
    const row = await db
      .selectFrom('repayment_plans as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .innerJoin('borrowers as b', 'b.id', 'o.borrower_id')
      .select([
        'p.status',
        'p.principal',
        'p.interest',
        'p.fee',
        'p.total',
        'p.due_at',
        'o.id',
        'o.status as order_status',
        'o.term_unit',
        'o.product_id',
        'b.phone',
        'b.language',
      ])
      .where('p.order_id', '=', r.order_id)
      .where('p.period_no', '=', r.period_no)
      .executeTakeFirst();
    if (row === undefined || row.status === 'paid') return null;
    if (!(REMINDED_STATUSES as number[]).includes(row.order_status)) return null;
    const terms = await lateFeeTermsOf(db, r.order_id);
    // India's charge is once per instalment; Indonesia's is per day, stated for one day.
    const penal = terms.rule(
      { base: row.principal + row.interest + row.fee, daysLate: 1 },
      terms.client,
    );
    return { ...row, penal };
  }

  const cancelled = {
    status: 'cancelled',
    channels: '',
    amount: null,
    penalCharge: null,
    sentAt: null,
  } as const;

  async function sendOne(r: Reminder, now: Date): Promise<void> {
    const [state, prefs] = await Promise.all([stateOf(r), repo.preferencesOf(r.borrower_id)]);
    const required = r.lead_days === MISSED;
    // Paid or closed since it was scheduled, or a choice made since then: not sent.
    const unwanted =
      !required &&
      prefs !== undefined &&
      (prefs.optional === 0 || !prefs.lead_days.includes(`,${r.lead_days},`));
    if (state === null || unwanted) {
      await repo.finish(r.id, cancelled);
      return;
    }
    const channels = {
      // The notice the law requires goes by SMS and in the app whatever was chosen.
      sms: required || prefs === undefined || prefs.sms === 1,
      inApp: required || prefs === undefined || prefs.in_app === 1,
      bridge: prefs === undefined || prefs.bridge === 1,
    };
    const sent: string[] = [];
    if (channels.sms && deps.sms !== null) {
      const region = r.region;
      const charge = formatMoney(region, state.penal);
      // The market's words, and Hindi's (dates with Hindi months) for a Hindi reader (decision 068).
      const words = smsWords(region, state.language, (lang) =>
        copy(lang, required ? 'smsMissed' : 'smsDue', {
          brand: deps.brand,
          due: copy(lang, 'due', {
            amount: formatMoney(region, state.total),
            date: formatDate(region, state.due_at, lang === 'hi' ? 'hi-IN' : undefined),
          }),
          charge: region === 'IN' ? charge : copy(lang, 'perDay', { amount: charge }),
          link: `${deps.origin}${payPage(state, state.total)}`,
        }),
      );
      try {
        await deps.sms.send({
          phone: state.phone,
          ...words,
          region,
          kind: required ? 'reminderMissed' : 'reminder',
        });
        sent.push('sms');
      } catch (err) {
        const tries = r.sms_attempts + 1;
        const retryAt = new Date(now.getTime() + (RETRY_WAIT_MS[tries - 1] ?? 0));
        const holidays = deps.settings.holidays[r.region];
        // Asked again the same day, inside the hours; the app's notice waits for it.
        if (
          sentNothing(err) &&
          tries < SMS_TRIES &&
          insideContactHours(r.region, retryAt, holidays)
        ) {
          deps.log.warn({ err, reminderId: r.id, tries }, 'a payment reminder SMS is asked again');
          await repo.retryLater(r.id, tries, nowIso(retryAt.getTime()));
          return;
        }
        deps.log.error({ err, reminderId: r.id, tries }, 'a payment reminder SMS failed');
      }
    }
    if (channels.inApp) sent.push('inApp');
    if (channels.bridge) sent.push('bridge');
    await repo.finish(r.id, {
      status: sent.length > 0 ? 'sent' : 'failed',
      channels: sent.join(','),
      amount: state.total,
      penalCharge: state.penal,
      sentAt: nowIso(now.getTime()),
    });
  }

  /** Schedules, cancels and sends one market's reminders of the day at `now`. */
  async function runMarket(region: Region, now: Date): Promise<number> {
    if (!insideContactHours(region, now, deps.settings.holidays[region])) return 0;
    const sendOn = wireDate(region, now);
    const key = `${region}:${sendOn}`;
    if (!scheduled.has(key)) {
      const written = await repo.schedule({
        region,
        sendOn,
        dayStart: new Date(marketDayStartIso(region, now.getTime())),
        leadDays: deps.settings.leadDays[region],
        now: nowIso(now.getTime()),
      });
      // Only today's keys matter: a long-running instance forgets past days.
      if (scheduled.size >= 8) scheduled.clear();
      if (written !== null) scheduled.add(key);
    }
    await repo.cancelSettled(region, sendOn);
    let sent = 0;
    for (let i = 0; i < CLAIMS_PER_RUN; i++) {
      const claimed = await repo.claim(
        region,
        sendOn,
        instance,
        CLAIM_BATCH,
        nowIso(now.getTime()),
      );
      for (const r of claimed) await sendOne(r, now);
      sent += claimed.length;
      if (claimed.length < CLAIM_BATCH) break;
    }
    return sent;
  }

  function settingsOf(
    region: Region,
    prefs: Awaited<ReturnType<ReminderRepository['preferencesOf']>>,
  ): ReminderSettings {
    const offered = deps.settings.leadDays[region];
    const hours = CONTACT_HOURS[region];
    const chosen =
      prefs === undefined ? offered : offered.filter((d) => prefs.lead_days.includes(`,${d},`));
    return {
      optional: prefs === undefined || prefs.optional === 1,
      channels: {
        sms: prefs === undefined || prefs.sms === 1,
        inApp: prefs === undefined || prefs.in_app === 1,
        bridge: prefs === undefined || prefs.bridge === 1,
      },
      leadDays: chosen,
      offeredLeadDays: offered,
      contactHours: {
        from: hhmm(hours.from),
        until: hhmm(hours.until),
        mondayToSaturday: !hours.days.includes(0),
      },
      chosenAt: prefs?.updated_at ?? '',
    };
  }

  return {
    /** One run of the sender at `now`: answers how many reminders it handled. */
    async run(now: Date = new Date()): Promise<number> {
      let handled = 0;
      for (const region of REGIONS) handled += await runMarket(region, now);
      return handled;
    },

    async settings(borrowerId: number, region: Region): Promise<ReminderSettings> {
      return settingsOf(region, await repo.preferencesOf(borrowerId));
    },

    /** Records the choice and its ledger row (decision 056); answers the settings now. */
    async choose(
      borrowerId: number,
      region: Region,
      choice: ReminderChoice,
      deviceId: string | null,
      now: Date = new Date(),
    ): Promise<ReminderSettings> {
      const offered = deps.settings.leadDays[region];
      const leadDays = offered.filter((d) => choice.leadDays.includes(d));
      const at = nowIso(now.getTime());
      await repo.savePreferences({
        borrower_id: borrowerId,
        optional: choice.optional ? 1 : 0,
        sms: choice.channels.sms ? 1 : 0,
        in_app: choice.channels.inApp ? 1 : 0,
        bridge: choice.channels.bridge ? 1 : 0,
        lead_days: leadList(leadDays),
        updated_at: at,
      });
      const channels = (['sms', 'inApp', 'bridge'] as const).filter((c) => choice.channels[c]);
      await deps.consents.addEvents([
        {
          borrower_id: borrowerId,
          region,
          kind: choice.optional ? 'consent_given' : 'consent_withdrawn',
          document: 'Payment reminders',
          // What was chosen, as the ledger keeps it: channels and lead days.
          version: `${channels.join(',') || 'none'}; ${leadDays.join(',') || 'none'}`,
          device_id: deviceId,
          created_at: at,
        },
      ]);
      return settingsOf(region, await repo.preferencesOf(borrowerId));
    },

    async notices(borrowerId: number, orderId: number): Promise<ReminderNotice[]> {
      const rows = await repo.noticesOf(borrowerId, orderId);
      const order = await rowBy(db, 'orders', { id: orderId }, ['id', 'term_unit', 'product_id']);
      if (order === undefined) return [];
      return rows.map((r) => ({
        id: r.id,
        leadDays: r.lead_days,
        amount: r.amount ?? 0,
        penalCharge: r.penal_charge ?? 0,
        penalPerDay: r.region === 'ID',
        dueAt: r.due_at,
        sentAt: r.sent_at ?? '',
        payUrl: payPage(order, r.amount ?? 0),
        bridge: r.channels.split(',').includes('bridge'),
      }));
    },
  };
}

export type ReminderService = ReturnType<typeof reminderService>;
