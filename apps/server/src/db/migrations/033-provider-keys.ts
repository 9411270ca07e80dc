import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The keys a payment provider is given to make a call idempotent are stored with their row
 * (modules/repay/provider-keys.ts): each refund's, and each repayment's for its card charge.
 * A provider keeps them account-wide, so keys made from sequence ids (`refund-7`) collided
 * between two deployments on one account or with a restored database (decision 037). Rows from
 * before keep the key they were already sent with, so a retry of one is still taken once.
 */
const TABLES = [
  { table: 'payment_refunds', column: 'reference', old: 'refund-' },
  { table: 'gateway_refunds', column: 'reference', old: 'gateway-refund-' },
  { table: 'repayments', column: 'charge_ref', old: 'repayment-' },
] as const;

export function providerKeys(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const { table, column, old } of TABLES) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
        await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${old} || cast(id as text)`.execute(
          db,
        );
        await db.schema
          .createIndex(`${table}_${column}`)
          .unique()
          .on(table)
          .column(column)
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const { table, column } of TABLES) {
        await db.schema.dropIndex(`${table}_${column}`).execute();
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
    },
  };
}
