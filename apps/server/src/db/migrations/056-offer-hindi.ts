import type { Kysely, Migration } from 'kysely';

/**
 * A marketing offer's Hindi (decision 074): `sms_offers.text_hi`, the operator's words of an
 * Indian campaign in Hindi, sent to the borrowers whose pages speak Hindi where the Hindi DLT
 * template is registered; null: every borrower gets the English text.
 */
export function offerHindi(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sms_offers').addColumn('text_hi', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sms_offers').dropColumn('text_hi').execute();
    },
  };
}
