import type { Kysely, Migration } from 'kysely';

/**
 * Hits per key and fixed window, shared by every server instance on one PostgreSQL
 * (http/shared-windows.ts): the API's per-minute limit and the server-render budget. Each
 * instance adds its own hits in batches; `expires_ms` (epoch milliseconds) lets old windows go.
 */
export function sharedRateWindows(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_windows')
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .addColumn('expires_ms', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_windows_pk', ['key', 'window_start'])
        .execute();
      await db.schema
        .createIndex('rate_windows_expiry')
        .on('rate_windows')
        .column('expires_ms')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_windows').execute();
    },
  };
}
