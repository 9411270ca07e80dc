import type { Kysely, Migration } from 'kysely';

/**
 * The extension ("repay delay") fee a Key Fact Statement showed in row 10, or that it showed
 * none (decision 069; RBI KFS circular: nothing not in the KFS may be charged). Null on
 * statements issued before: their loans keep the product's fee as before.
 */
export function kfsExtension(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('kfs_statements').addColumn('extension_terms', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('kfs_statements').dropColumn('extension_terms').execute();
    },
  };
}
