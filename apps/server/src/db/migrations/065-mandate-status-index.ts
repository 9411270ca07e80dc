import type { Kysely, Migration } from 'kysely';

/**
 * Mandates by status, quietest first (decision 078): the job asks the provider about pending
 * mandates no webhook has moved for an hour, and finds the live mandates of repaid loans,
 * without reading every mandate ever made.
 */
export function mandateStatusIndex(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('mandates_status')
        .on('mandates')
        .columns(['status', 'updated_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('mandates_status').execute();
    },
  };
}
