import type { Kysely, Migration } from 'kysely';

/**
 * The wallet an Indonesian mandate links (decision 076): `mandates.wallet`, Xendit's channel
 * code (`DANA`, `OVO`, `SHOPEEPAY`), so the page names the wallet the borrower linked; null for
 * India's methods.
 */
export function mandateWallet(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('mandates').addColumn('wallet', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('mandates').dropColumn('wallet').execute();
    },
  };
}
