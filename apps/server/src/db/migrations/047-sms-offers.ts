import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * Marketing SMS offers (decision 065): a campaign the operators write in the desk, and one row
 * per campaign and borrower, unique, written once by whichever instance gets there first and
 * claimed once, so no borrower gets a campaign twice; its status says why one was not sent.
 */
export function smsOffers({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('sms_offers'))
        .addColumn('region', 'text', (c) => c.notNull())
        /** The market's language (`en`, `id`): the language every SMS of the market goes in. */
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        /** 1: only borrowers with no open loan. */
        .addColumn('no_open_loan', 'integer', (c) => c.notNull())
        .addColumn('send_at', timestamp, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('done_at', timestamp)
        .addCheckConstraint('sms_offers_region', sqlIn('region', ['IN', 'ID']))
        .addCheckConstraint('sms_offers_status', sqlIn('status', ['scheduled', 'sending', 'done']))
        .execute();
      await db.schema
        .createIndex('sms_offers_due')
        .on('sms_offers')
        .columns(['status', 'send_at'])
        .execute();
      await id(db.schema.createTable('sms_offer_sends'))
        .addColumn('offer_id', 'integer', (c) => c.notNull().references('sms_offers.id'))
        .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('sent_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('sms_offer_sends_once', ['offer_id', 'borrower_id'])
        .addCheckConstraint(
          'sms_offer_sends_status',
          sqlIn('status', ['pending', 'sending', 'sent', 'noConsent', 'openLoan', 'failed']),
        )
        .execute();
      await db.schema
        .createIndex('sms_offer_sends_status')
        .on('sms_offer_sends')
        .columns(['offer_id', 'status'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sms_offer_sends').execute();
      await db.schema.dropTable('sms_offers').execute();
    },
  };
}
