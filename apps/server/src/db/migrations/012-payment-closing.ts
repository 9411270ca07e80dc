import { sql, type Expression, type Kysely, type Migration, type SqlBool } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * One deadline per payment (docs/repayment-operations.md "Closing and refunds"):
 *
 * - an issued account that no longer pays anything the order owes (the order was settled or
 *   changed by another payment) is closed: `status` 'expired' with a `closed_reason`, and
 *   `provider_closed_at` once the provider has closed it too;
 * - money that still arrives for a closed, paid or no longer owed account is refunded through
 *   the provider: one `payment_refunds` row per notification, written with the notification;
 * - the sandbox provider remembers the accounts it no longer takes money into and the refunds
 *   it made.
 */
export function paymentClosing({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_accounts').addColumn('closed_reason', 'text').execute();
      await db.schema.alterTable('payment_accounts').addColumn('closed_at', timestamp).execute();
      await db.schema
        .alterTable('payment_accounts')
        .addColumn('provider_closed_at', timestamp)
        .execute();
      // The follow-up's scan: accounts closed here and not yet at the provider.
      await db.schema
        .createIndex('payment_accounts_closing')
        .on('payment_accounts')
        .column('closed_at')
        .where(sql`closed_reason is not null and provider_closed_at is null` as Expression<SqlBool>)
        .execute();

      await id(db.schema.createTable('payment_refunds'))
        .addColumn('notification_id', 'integer', (c) =>
          c.notNull().unique().references('payment_notifications.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('account_no', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('refunded_at', timestamp)
        .addCheckConstraint(
          'payment_refunds_reason',
          sqlIn('reason', ['accountClosed', 'alreadyPaid', 'notOwed']),
        )
        .addCheckConstraint('payment_refunds_status', sqlIn('status', ['pending', 'refunded']))
        .execute();
      await db.schema
        .createIndex('payment_refunds_pending')
        .on('payment_refunds')
        .column('created_at')
        .where(sqlIn('status', ['pending']) as Expression<SqlBool>)
        .execute();
      await db.schema
        .createIndex('payment_refunds_order')
        .on('payment_refunds')
        .column('order_id')
        .execute();

      await db.schema
        .createTable('sandbox_closed_accounts')
        .addColumn('account_no', 'text', (c) => c.primaryKey())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('closed_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('sandbox_closed_accounts_reason', sqlIn('reason', ['paid', 'closed']))
        .execute();
      await db.schema
        .createTable('sandbox_refunds')
        .addColumn('reference', 'text', (c) => c.primaryKey())
        .addColumn('account_no', 'text', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sandbox_refunds').execute();
      await db.schema.dropTable('sandbox_closed_accounts').execute();
      await db.schema.dropTable('payment_refunds').execute();
      await db.schema.dropIndex('payment_accounts_closing').execute();
      for (const column of ['provider_closed_at', 'closed_at', 'closed_reason']) {
        await db.schema.alterTable('payment_accounts').dropColumn(column).execute();
      }
    },
  };
}
