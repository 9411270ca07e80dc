import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * The complaint clock (decision 063): each complaint's human reference (`TNR-IN-2026-000123`,
 * numbered per market and year by `complaint_sequences`, one atomic upsert per number so two
 * instances never share one), when its reply is due, when the desk took it and when it went to
 * the grievance officer by itself. And the privacy notice's version each consent was given
 * under, beside the consent in the ledger (decision 056).
 */
export function complaintClock({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('complaint_sequences')
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('year', 'integer', (c) => c.notNull())
        .addColumn('last', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('complaint_sequences_pk', ['region', 'year'])
        .addCheckConstraint('complaint_sequences_region', sqlIn('region', ['IN', 'ID']))
        .execute();
      await db.schema.alterTable('problems').addColumn('reference', 'text').execute();
      await db.schema.alterTable('problems').addColumn('reply_due_at', timestamp).execute();
      await db.schema.alterTable('problems').addColumn('assigned_at', timestamp).execute();
      await db.schema.alterTable('problems').addColumn('escalated_at', timestamp).execute();
      await db.schema
        .createIndex('problems_reference')
        .on('problems')
        .column('reference')
        .unique()
        .execute();
      // The escalation sweep's read: waiting complaints by due time.
      await db.schema
        .createIndex('problems_waiting_due')
        .on('problems')
        .columns(['status', 'escalated_at', 'reply_due_at'])
        .execute();
      await db.schema.alterTable('consent_events').addColumn('privacy_version', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('consent_events').dropColumn('privacy_version').execute();
      await db.schema.dropIndex('problems_waiting_due').execute();
      await db.schema.dropIndex('problems_reference').execute();
      for (const column of ['escalated_at', 'assigned_at', 'reply_due_at', 'reference']) {
        await db.schema.alterTable('problems').dropColumn(column).execute();
      }
      await db.schema.dropTable('complaint_sequences').execute();
    },
  };
}
