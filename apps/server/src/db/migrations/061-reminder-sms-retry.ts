import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * A payment reminder's SMS asked again after a gateway failure that sent nothing
 * (decision 062, "Retries"): `sms_attempts` counts the tries made, `retry_at` is when the row may
 * be claimed again (null: at once).
 */
export function reminderSmsRetry({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('reminders')
        .addColumn('sms_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('reminders').addColumn('retry_at', timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('reminders').dropColumn('retry_at').execute();
      await db.schema.alterTable('reminders').dropColumn('sms_attempts').execute();
    },
  };
}
