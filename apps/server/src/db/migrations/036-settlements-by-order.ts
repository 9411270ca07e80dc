import type { Kysely, Migration } from 'kysely';

/**
 * Loan details lists an order's paid extensions from its settlements
 * (domain/orders/paid-extensions.ts). The one index led by `order_id` is partial (claimed or
 * applied, for the once-only rule), and a bound status cannot prove the partial condition, so
 * the read scanned every settlement: a plain index by order keeps it on the hot path's plans.
 */
export function settlementsByOrder(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('settlements_order')
        .on('settlements')
        .columns(['order_id', 'purpose'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('settlements_order').execute();
    },
  };
}
