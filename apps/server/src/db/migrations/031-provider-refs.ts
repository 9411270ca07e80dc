import { sql, type Expression, type Kysely, type Migration, type SqlBool } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Real payment providers (providers/razorpay, providers/xendit): an issued account keeps the
 * provider's own id of it (Xendit closes accounts by that id, never by the number) and, for
 * UPI, the provider's payment link, and when the provider was asked what was paid into it once
 * its time was over (account-reconciler.ts); a card or hosted-page repayment keeps the provider that
 * took it, so the reconciler asks that one after a restart even when a market changed
 * providers since, and when the provider was told to stop a hosted page of a repayment the
 * order no longer needed. Rows from before are the sandbox's.
 */
export function providerRefs({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_accounts').addColumn('provider_ref', 'text').execute();
      await db.schema.alterTable('payment_accounts').addColumn('intent_url', 'text').execute();
      await db.schema
        .alterTable('payment_accounts')
        .addColumn('provider_checked_at', timestamp)
        .execute();
      // The reconciler's scan: ended accounts nobody has asked the provider about.
      await db.schema
        .createIndex('payment_accounts_unasked')
        .on('payment_accounts')
        .columns(['provider', 'expires_at'])
        .where(sql`provider_checked_at is null and status <> 'paid'` as Expression<SqlBool>)
        .execute();
      await db.schema
        .alterTable('repayments')
        .addColumn('provider', 'text', (c) => c.notNull().defaultTo('sandbox'))
        .execute();
      await db.schema.alterTable('repayments').addColumn('provider_closed_at', timestamp).execute();

      // Money paid on a hosted page the order did not take (its repayment was cancelled, or
      // the loan settled another way), given back through the provider once per payment.
      await id(db.schema.createTable('gateway_refunds'))
        .addColumn('repayment_id', 'integer', (c) =>
          c.notNull().references('repayments.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('refunded_at', timestamp)
        .addUniqueConstraint('gateway_refunds_event', ['provider', 'event_id'])
        .addCheckConstraint('gateway_refunds_status', sql`status in ('pending', 'refunded')`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('gateway_refunds').execute();
      await db.schema.dropIndex('payment_accounts_unasked').execute();
      await db.schema.alterTable('repayments').dropColumn('provider_closed_at').execute();
      await db.schema.alterTable('repayments').dropColumn('provider').execute();
      await db.schema.alterTable('payment_accounts').dropColumn('provider_checked_at').execute();
      await db.schema.alterTable('payment_accounts').dropColumn('intent_url').execute();
      await db.schema.alterTable('payment_accounts').dropColumn('provider_ref').execute();
    },
  };
}
