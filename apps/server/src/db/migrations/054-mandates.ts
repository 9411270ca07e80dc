import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * Automatic repayment mandates (decision 072): a mandate a borrower authorised in their UPI app
 * (India, Razorpay's UPI Autopay), written so that another provider or market can use the same
 * rows (`provider`, `market`); and one row per mandate and due period, its unique key the promise
 * that a period is announced once and debited at most once, whatever the number of instances.
 */
export function mandates({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('mandates'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('borrower_id', 'integer', (c) => c.notNull())
        .addColumn('market', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        // The order's id while the mandate is live (pending, active, paused), else null: one
        // live mandate per order, by a unique index both databases keep (nulls are distinct).
        .addColumn('live_order_id', 'integer', (c) => c.unique())
        .addColumn('max_amount', 'integer', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('ends_at', timestamp, (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('customer_ref', 'text')
        .addColumn('auth_ref', 'text')
        .addColumn('token_ref', 'text')
        .addColumn('intent_url', 'text')
        .addColumn('status_reason', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('mandates_market', sqlIn('market', ['IN', 'ID']))
        .addCheckConstraint(
          'mandates_status',
          sqlIn('status', ['pending', 'active', 'paused', 'cancelled', 'failed']),
        )
        .execute();
      await db.schema.createIndex('mandates_order').on('mandates').column('order_id').execute();
      await id(db.schema.createTable('mandate_debits'))
        .addColumn('mandate_id', 'integer', (c) => c.notNull().references('mandates.id'))
        .addColumn('period_no', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('due_at', timestamp, (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull().unique())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('notice_at', timestamp)
        .addColumn('lease_until', timestamp)
        .addColumn('repayment_id', 'integer')
        .addColumn('payment_ref', 'text')
        .addColumn('failure', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('mandate_debits_once', ['mandate_id', 'period_no'])
        .addCheckConstraint(
          'mandate_debits_state',
          sqlIn('state', [
            'noticing',
            'notified',
            'debiting',
            'requested',
            'paid',
            'failed',
            'void',
          ]),
        )
        .execute();
      await db.schema
        .createIndex('mandate_debits_state')
        .on('mandate_debits')
        .columns(['state', 'due_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('mandate_debits').execute();
      await db.schema.dropTable('mandates').execute();
    },
  };
}
