import type { Kysely, Migration } from 'kysely';

/**
 * Indexes for lookups on hot paths that planned as full table scans
 * (test/query-plans.test.ts; docs/decisions/012-api-fast-path.md):
 * - repayments of an order in a status, and by card-screen token: the partial unique indexes
 *   of migration 003 cannot serve them, because the status arrives as a bound parameter and
 *   SQLite cannot prove it matches the index's condition;
 * - the product catalogue in list order, read whole into memory (products/repository.ts),
 *   walks this index instead of sorting.
 */
export function hotPathIndexes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('repayments_order').on('repayments').column('order_id').execute();
      await db.schema
        .createIndex('repayments_token_hash')
        .on('repayments')
        .column('repay_token_hash')
        .execute();
      await db.schema
        .createIndex('products_list_order')
        .on('products')
        .columns(['sort_order', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const name of ['repayments_order', 'repayments_token_hash', 'products_list_order']) {
        await db.schema.dropIndex(name).execute();
      }
    },
  };
}
