import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * A campaign the desk stopped (decision 065, "Stopping a campaign"): `sms_offers.stopped_at`,
 * set with `status = 'done'`; its rows still `pending` are never claimed.
 */
export function offerStop({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sms_offers').addColumn('stopped_at', timestamp).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sms_offers').dropColumn('stopped_at').execute();
    },
  };
}
