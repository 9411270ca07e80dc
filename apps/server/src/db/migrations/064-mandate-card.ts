import type { Kysely, Migration } from 'kysely';

/**
 * The debit card an Indonesian direct debit links (decision 081): `mandates.card_channel`,
 * Xendit's channel code (`DC_BRI`), and `mandates.card_last_four`, the card's last four digits,
 * so the page names the bank and the card the borrower linked (never the full number, which
 * Tenor never has); null for the other methods.
 */
export function mandateCard(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('mandates').addColumn('card_channel', 'text').execute();
      await db.schema.alterTable('mandates').addColumn('card_last_four', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('mandates').dropColumn('card_last_four').execute();
      await db.schema.alterTable('mandates').dropColumn('card_channel').execute();
    },
  };
}
