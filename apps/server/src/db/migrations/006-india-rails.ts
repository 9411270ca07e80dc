import type { Kysely, Migration } from 'kysely';

/**
 * India's rails: a hosted-gateway repayment remembers whether the borrower chose net
 * banking or a debit card (`repayments.gateway_method`), for the page and the receipt.
 * UPI addresses are payment accounts of pay type 3: no column changes.
 */
export function indiaRails(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('repayments').addColumn('gateway_method', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('repayments').dropColumn('gateway_method').execute();
    },
  };
}
