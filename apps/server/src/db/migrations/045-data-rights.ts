import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../config.ts';
import { sqlIn, type ColumnTypes } from './column-types.ts';

const OLD_KINDS = ['kfs_shown', 'terms_chosen', 'kfs_acknowledged', 'agreement_accepted'];
/** An optional consent given or withdrawn (decision 064), in the same ledger (decision 056). */
export const NEW_KINDS = [...OLD_KINDS, 'consent_given', 'consent_withdrawn'];

const checkOf = (kinds: readonly string[]) =>
  `check (kind in (${kinds.map((k) => `'${k}'`).join(', ')}))`;

/**
 * Widens `consent_events_kind`. PostgreSQL replaces the constraint; SQLite cannot alter one,
 * so the table is rebuilt from its own live definition (whatever columns earlier migrations
 * added), its rows copied, and its indexes and triggers made again.
 */
export async function widenConsentKinds(db: Kysely<unknown>, dialect: Dialect, kinds: string[]) {
  if (dialect === 'postgres') {
    await sql`alter table consent_events drop constraint consent_events_kind`.execute(db);
    await sql`alter table consent_events add constraint consent_events_kind ${sql.raw(checkOf(kinds))}`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = 'consent_events' and sql is not null`.execute(
    db,
  );
  const table = rows.find((r) => r.type === 'table');
  if (table === undefined) throw new Error('consent_events is missing');
  const from = /check\s*\(\s*"?kind"?\s+in\s*\([^)]*\)\s*\)/i;
  if (!from.test(table.sql)) throw new Error('consent_events_kind is not where it was');
  await sql`alter table consent_events rename to consent_events_before_045`.execute(db);
  await sql.raw(table.sql.replace(from, checkOf(kinds))).execute(db);
  await sql`insert into consent_events select * from consent_events_before_045`.execute(db);
  await sql`drop table consent_events_before_045`.execute(db);
  for (const other of rows.filter((r) => r.type !== 'table')) await sql.raw(other.sql).execute(db);
}

/**
 * The borrower's data rights (decision 064): every request (export, correction, erasure,
 * account deletion) with its reference, due date, answer and, for an erasure, when the job
 * carries it out; the one-time code of a phone correction or a signed-out deletion rides on
 * its request. An erased borrower keeps the row (orders and payments point at it) with the
 * phone replaced; the done erasure request says when.
 */
export function dataRights({ id, timestamp }: ColumnTypes, dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('data_requests'))
        .addColumn('reference', 'text', (c) => c.notNull().unique())
        .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        /** Where it came from: the app or the public web page. */
        .addColumn('channel', 'text', (c) => c.notNull())
        /** A correction's new phone (E.164), until it is done. */
        .addColumn('new_phone', 'text')
        .addColumn('otp_hash', 'text')
        .addColumn('otp_expires_at', timestamp)
        .addColumn('otp_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        /** An export's JSON, kept for its link's life and dropped with the borrower's data. */
        .addColumn('export_json', 'text')
        .addColumn('scheduled_for', timestamp)
        .addColumn('answer', 'text')
        .addColumn('answered_at', timestamp)
        .addColumn('done_at', timestamp)
        .addColumn('due_at', timestamp, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('data_requests_region', sqlIn('region', ['IN', 'ID']))
        .addCheckConstraint(
          'data_requests_kind',
          sqlIn('kind', ['export', 'correct', 'erase', 'delete']),
        )
        .addCheckConstraint(
          'data_requests_status',
          sqlIn('status', ['verifying', 'open', 'scheduled', 'done', 'refused']),
        )
        .addCheckConstraint('data_requests_channel', sqlIn('channel', ['app', 'web']))
        .execute();
      await db.schema
        .createIndex('data_requests_borrower')
        .on('data_requests')
        .columns(['borrower_id', 'id'])
        .execute();
      // The erasure job's read: scheduled requests by time.
      await db.schema
        .createIndex('data_requests_due_work')
        .on('data_requests')
        .columns(['status', 'scheduled_for'])
        .execute();
      await widenConsentKinds(db, dialect, NEW_KINDS);
    },
    async down(db: Kysely<unknown>) {
      await sql`delete from consent_events where kind in ('consent_given', 'consent_withdrawn')`.execute(
        db,
      );
      await widenConsentKinds(db, dialect, OLD_KINDS);
      await db.schema.dropTable('data_requests').execute();
    },
  };
}
