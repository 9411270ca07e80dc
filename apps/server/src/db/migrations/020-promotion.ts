import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * The promotion landing (modules/promo): landing templates, registration sessions with
 * their captcha and SMS code, visits and taps, the attribution of registered borrowers,
 * and `rate_events`, the shared counters of the event limiter (providers/event-limiter.ts).
 * Numbered 020 so that migrations of areas built at the same time (008…) never collide;
 * the migrator allows a migration that sorts before one already run (db/migrate.ts).
 */
export function promotion({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('promo_templates'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('app_name', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('subtitle', 'text', (c) => c.notNull())
        .addColumn('banner_url', 'text', (c) => c.notNull())
        .addColumn('background_color', 'text', (c) => c.notNull())
        .addColumn('button_text', 'text', (c) => c.notNull())
        .addColumn('agreement_title', 'text', (c) => c.notNull())
        .addColumn('agreement_text', 'text', (c) => c.notNull())
        .addColumn('download_url', 'text', (c) => c.notNull())
        .addColumn('android_url', 'text', (c) => c.notNull())
        .addColumn('ios_url', 'text', (c) => c.notNull())
        .addColumn('links_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('down_id', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('promo_templates_region', sqlIn('region', ['IN', 'ID']))
        .execute();

      await db.schema
        .createTable('promo_sessions')
        .addColumn('sid', 'text', (c) => c.primaryKey())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('captcha_text', 'text')
        .addColumn('captcha_expires_at', timestamp)
        .addColumn('captchas', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('phone', 'text')
        .addColumn('code_hash', 'text')
        .addColumn('code_expires_at', timestamp)
        .addColumn('code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('code_captcha', 'text')
        .execute();
      await db.schema
        .createIndex('promo_sessions_expiry')
        .on('promo_sessions')
        .column('expires_at')
        .execute();

      await id(db.schema.createTable('promo_events'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('template_id', 'integer', (c) =>
          c.notNull().references('promo_templates.id').onDelete('cascade'),
        )
        .addColumn('app_from', 'text')
        .addColumn('user_from', 'text')
        .addColumn('utm_tag', 'text')
        .addColumn('client_type', 'text')
        .addColumn('page_type', 'integer')
        .addColumn('phone', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('promo_events_kind', sqlIn('kind', ['visit', 'click']))
        .execute();
      await db.schema
        .createIndex('promo_events_template')
        .on('promo_events')
        .columns(['template_id', 'kind', 'created_at'])
        .execute();

      await db.schema
        .createTable('promo_registrations')
        .addColumn('borrower_id', 'integer', (c) =>
          c.primaryKey().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('template_id', 'integer', (c) => c.notNull().references('promo_templates.id'))
        .addColumn('app_from', 'text')
        .addColumn('user_from', 'text')
        .addColumn('utm_tag', 'text')
        .addColumn('invite_code', 'text')
        .addColumn('app_name', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('promo_registrations_template')
        .on('promo_registrations')
        .columns(['template_id', 'created_at'])
        .execute();

      await id(db.schema.createTable('rate_events'))
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('rate_events_subject')
        .on('rate_events')
        .columns(['scope', 'subject', 'created_at'])
        .execute();
      // A new borrower (registration) is checked against the tables that reference borrowers;
      // these had no index on the reference.
      for (const table of ['repayments', 'repay_tokens', 'ratings']) {
        await db.schema.createIndex(`${table}_borrower`).on(table).column('borrower_id').execute();
      }
      // Housekeeping drops old code events by age (providers/otp-limiter.ts prune).
      await db.schema
        .createIndex('otp_events_time')
        .on('otp_events')
        .column('created_at')
        .execute();
      await db.schema
        .createIndex('rate_events_time')
        .on('rate_events')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const index of [
        'otp_events_time',
        'repayments_borrower',
        'repay_tokens_borrower',
        'ratings_borrower',
      ]) {
        await db.schema.dropIndex(index).execute();
      }
      for (const table of [
        'rate_events',
        'promo_registrations',
        'promo_events',
        'promo_sessions',
        'promo_templates',
      ]) {
        await db.schema.dropTable(table).execute();
      }
    },
  };
}
