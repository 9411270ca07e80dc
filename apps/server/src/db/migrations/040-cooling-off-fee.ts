import type { Kysely, Migration } from 'kysely';

/**
 * Whether a lender keeps the one-time processing fee when a borrower exits in the cooling-off
 * period (decision 058; RBI Digital Lending Directions 2025 para 10(ii)): only what its KFS
 * discloses may be kept, so it is the lender's data, 0 (refunded) unless set.
 */
export function coolingOffFee(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('lenders')
        .addColumn('cooling_off_keeps_fee', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('lenders').dropColumn('cooling_off_keeps_fee').execute();
    },
  };
}
