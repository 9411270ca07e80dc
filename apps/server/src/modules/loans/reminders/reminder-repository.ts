/**
 * The reminder schedule every instance shares (decision 062). Scheduling is one INSERT … SELECT
 * per lead day over the plan (never a loop per row), and the unique (order, period, lead day)
 * makes a second instance's same statement insert nothing. Sending claims rows: on PostgreSQL
 * `FOR UPDATE SKIP LOCKED`, so two instances never claim one row; the embedded database has
 * one writer, and the claim is one UPDATE … RETURNING.
 */
import { orderStatus as s } from '@tenor/contract/orders';
import { sql, type Insertable } from 'kysely';
import type { Dialect } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type {
  Region,
  Reminder,
  ReminderPreferences,
  ReminderPreferencesTable,
  ReminderStatus,
} from '../../../db/schema.ts';
import { rowBy } from '../../../db/row-by.ts';
import { claimPending } from '../../../db/claim-pending.ts';

/** Orders with money still out: reminders go only to these. */
export const REMINDED_STATUSES = [
  s.disbursed,
  s.due,
  s.overdue,
  s.instalmentsInProgress,
  s.instalmentOverdue,
];

/** The notice after a missed due date (`lead_days`); the law requires it. */
export const MISSED = -1;

/** How many days after a missed due date its notice may still go out (a run of holidays). */
export const MISSED_LOOKBACK_DAYS = 7;

const DAY_MS = 86_400_000;
/** The advisory lock's first key: the reminder schedule (decision 062). */
const SCHEDULE_LOCK = 62;

export interface ScheduleDay {
  region: Region;
  /** The market day (`yyyy-MM-dd`) and the instant it began. */
  sendOn: string;
  dayStart: Date;
  leadDays: readonly number[];
  now: string;
}

export interface SentReminder {
  status: Extract<ReminderStatus, 'sent' | 'cancelled' | 'failed'>;
  channels: string;
  amount: number | null;
  penalCharge: number | null;
  sentAt: string | null;
}

export interface ReminderRepository {
  /**
   * Writes the day's reminders that are not written yet; answers how many it wrote, or null
   * when another instance is scheduling this market's day right now (try again later).
   */
  schedule(day: ScheduleDay): Promise<number | null>;
  /** Pending reminders of the day whose period was paid or whose order closed: cancelled. */
  cancelSettled(region: Region, sendOn: string): Promise<number>;
  /**
   * Up to `limit` pending reminders of the day that may go at `now` (a row put back after a
   * refused SMS waits for its `retry_at`), now this instance's to send.
   */
  claim(
    region: Region,
    sendOn: string,
    instance: string,
    limit: number,
    now: string,
  ): Promise<Reminder[]>;
  finish(id: number, outcome: SentReminder): Promise<void>;
  /** Puts a claimed reminder back, to be claimed again from `retryAt` with `attempts` SMS tries made. */
  retryLater(id: number, attempts: number, retryAt: string): Promise<void>;
  preferencesOf(borrowerId: number): Promise<ReminderPreferences | undefined>;
  savePreferences(row: Insertable<ReminderPreferencesTable>): Promise<void>;
  /** The reminders sent to the app about an order, newest first. */
  noticesOf(borrowerId: number, orderId: number): Promise<Reminder[]>;
}

export function reminderRepository(db: Db, dialect: Dialect): ReminderRepository {
  const postgres = dialect === 'postgres';
  /** A parameter as a timestamp: PostgreSQL types a bare one in a SELECT list as text. */
  const at = (iso: string) =>
    postgres ? sql<string>`cast(${iso} as timestamptz)` : sql<string>`${iso}`;

  /** One lead day (or the missed notice) as one INSERT … SELECT. */
  async function scheduleOne(db: Db, day: ScheduleDay, lead: number): Promise<number> {
    const start = day.dayStart.getTime();
    const [from, until] =
      lead === MISSED
        ? [start - MISSED_LOOKBACK_DAYS * DAY_MS, start]
        : [start + lead * DAY_MS, start + (lead + 1) * DAY_MS];
    const result = await db
      .insertInto('reminders')
      .columns([
        'order_id',
        'period_no',
        'borrower_id',
        'region',
        'lead_days',
        'due_at',
        'send_on',
        'status',
        'created_at',
      ])
      .expression((eb) =>
        eb
          .selectFrom('repayment_plans as p')
          .innerJoin('orders as o', 'o.id', 'p.order_id')
          .innerJoin('products as pr', 'pr.id', 'o.product_id')
          .leftJoin('reminder_preferences as rp', 'rp.borrower_id', 'o.borrower_id')
          .select([
            'p.order_id',
            'p.period_no',
            'o.borrower_id',
            'pr.region',
            sql.lit(lead).as('lead_days'),
            'p.due_at',
            sql.lit(day.sendOn).as('send_on'),
            sql.lit('pending').as('status'),
            at(day.now).as('created_at'),
          ])
          .where('pr.region', '=', day.region)
          .where('o.status', 'in', REMINDED_STATUSES)
          .where('p.status', '<>', 'paid')
          .where('p.due_at', '>=', new Date(from).toISOString())
          .where('p.due_at', '<', new Date(until).toISOString())
          // What the law requires goes out whatever the choices; the rest as chosen.
          .$if(lead !== MISSED, (q) =>
            q.where((w) =>
              w.or([
                w('rp.borrower_id', 'is', null),
                w.and([w('rp.optional', '=', 1), w('rp.lead_days', 'like', `%,${lead},%`)]),
              ]),
            ),
          ),
      )
      .onConflict((oc) => oc.columns(['order_id', 'period_no', 'lead_days']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0);
  }

  return {
    async schedule(day) {
      const all = async (on: Db) => {
        let written = 0;
        for (const lead of [...day.leadDays, MISSED]) written += await scheduleOne(on, day, lead);
        return written;
      };
      if (!postgres) return all(db);
      // One instance schedules a market's day at a time: two inserting the same keys in
      // different orders would deadlock. The other skips, and its next run finds it done.
      const key = Number(day.sendOn.replaceAll('-', '')) * 2 + (day.region === 'IN' ? 0 : 1);
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK}, ${key}) as locked`.execute(trx);
        return rows[0]?.locked === true ? all(trx) : null;
      });
    },

    async cancelSettled(region, sendOn) {
      const result = await db
        .updateTable('reminders')
        .set({ status: 'cancelled' })
        .where('status', '=', 'pending')
        .where('region', '=', region)
        .where('send_on', '=', sendOn)
        .where((eb) =>
          eb.or([
            eb.exists(
              eb
                .selectFrom('repayment_plans as p')
                .select('p.id')
                .whereRef('p.order_id', '=', 'reminders.order_id')
                .whereRef('p.period_no', '=', 'reminders.period_no')
                .where('p.status', '=', 'paid'),
            ),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('orders as o')
                  .select('o.id')
                  .whereRef('o.id', '=', 'reminders.order_id')
                  .where('o.status', 'in', REMINDED_STATUSES),
              ),
            ),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    claim: (region, sendOn, instance, limit, now) =>
      claimPending(db, postgres, 'reminders', {
        instance,
        limit,
        which: (r) =>
          r.and([
            r('region', '=', region),
            r('send_on', '=', sendOn),
            r.or([r('retry_at', 'is', null), r('retry_at', '<=', at(now))]),
          ]),
      }),

    async finish(id, outcome) {
      await db
        .updateTable('reminders')
        .set({
          status: outcome.status,
          channels: outcome.channels,
          amount: outcome.amount,
          penal_charge: outcome.penalCharge,
          sent_at: outcome.sentAt,
        })
        .where('id', '=', id)
        .execute();
    },

    async retryLater(id, attempts, retryAt) {
      await db
        .updateTable('reminders')
        .set({ status: 'pending', claimed_by: null, sms_attempts: attempts, retry_at: retryAt })
        .where('id', '=', id)
        .where('status', '=', 'sending')
        .execute();
    },

    preferencesOf: (borrowerId) => rowBy(db, 'reminder_preferences', { borrower_id: borrowerId }),

    async savePreferences(row) {
      await db
        .insertInto('reminder_preferences')
        .values(row)
        .onConflict((oc) =>
          oc.column('borrower_id').doUpdateSet({
            optional: row.optional,
            sms: row.sms,
            in_app: row.in_app,
            bridge: row.bridge,
            lead_days: row.lead_days,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    },

    noticesOf: (borrowerId, orderId) =>
      db
        .selectFrom('reminders')
        .selectAll()
        .where('borrower_id', '=', borrowerId)
        .where('order_id', '=', orderId)
        .where('status', '=', 'sent')
        .where('channels', 'like', '%inApp%')
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute(),
  };
}
