import type { Kysely, Migration } from 'kysely';

/**
 * What a card or gateway repayment pays for (decision 042): `repay` (periods of the plan, every
 * row from before) or `extension` (the extension fee, India's fee paid by net banking, debit
 * card or a saved card). Settlement checks and applies the row's amount for its purpose
 * (modules/repay/settlement/settlement.ts), as it does an account's (`payment_accounts.purpose`).
 */
export function repaymentPurpose(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('repayments')
        .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('repay'))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('repayments').dropColumn('purpose').execute();
    },
  };
}
