import type { Kysely, Migration } from 'kysely';

/**
 * An e-wallet ask's return address (decision 077): `account_intents.return_url`, where the
 * wallet sends the borrower back. A lost answer is asked again with the very same request body
 * under the same idempotency key, so the address it was first asked with is kept; null for
 * every other way to pay.
 */
export function walletReturn(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('account_intents').addColumn('return_url', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('account_intents').dropColumn('return_url').execute();
    },
  };
}
