import type { Kysely, Migration } from 'kysely';
import { sqlIn } from './column-types.ts';

/**
 * SMS in the borrower's language (decision 068, "SMS in Hindi"):
 *
 * - `borrowers.language`: the language the borrower's pages last spoke, `en` or `hi`, kept for
 *   India's borrowers by every signed-in call (plugins/auth.ts); null until one is made (and for
 *   Indonesia, which has one language), read as the market's own;
 * - `sms_outbox.template_id`: the DLT template a message would go out with (the Hindi one for
 *   a Hindi text), so the demo's outbox and the tests show which registration a text matches.
 */
export function smsLanguage(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('borrowers')
        .addColumn('language', 'text', (c) => c.check(sqlIn('language', ['en', 'hi'])))
        .execute();
      await db.schema.alterTable('sms_outbox').addColumn('template_id', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('sms_outbox').dropColumn('template_id').execute();
      await db.schema.alterTable('borrowers').dropColumn('language').execute();
    },
  };
}
