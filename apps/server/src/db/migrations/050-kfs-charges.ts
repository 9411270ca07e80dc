import type { Kysely, Migration } from 'kysely';

/**
 * The charges a Key Fact Statement showed beyond its fee and interest (decision 066; RBI KFS
 * circular: nothing not in the KFS may be charged): its penal charge as row 10 printed it.
 * Null on statements issued before: their loans are charged by the product's rule as before.
 */
export function kfsCharges(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('kfs_statements').addColumn('penal_terms', 'text').execute();
      // Every repayment amount reads its order's statement (domain/orders/plan-as-of.ts).
      await db.schema
        .createIndex('kfs_statements_order')
        .on('kfs_statements')
        .column('order_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('kfs_statements_order').execute();
      await db.schema.alterTable('kfs_statements').dropColumn('penal_terms').execute();
    },
  };
}
