import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * Payment reminders (decision 062): the schedule every instance shares, one row per reminder
 * (an order's period and a lead day, -1 for the notice after a missed one) so a reminder
 * exists once whatever the number of instances that schedule it; and the borrower's reminder
 * choices (each choice is also a row of the consent ledger, decision 056).
 */
export function reminders({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('reminders'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('period_no', 'integer', (c) => c.notNull())
        .addColumn('borrower_id', 'integer', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('lead_days', 'integer', (c) => c.notNull())
        .addColumn('due_at', timestamp, (c) => c.notNull())
        .addColumn('send_on', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('amount', 'integer')
        .addColumn('penal_charge', 'integer')
        .addColumn('channels', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sent_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('reminders_once', ['order_id', 'period_no', 'lead_days'])
        .addCheckConstraint('reminders_region', sqlIn('region', ['IN', 'ID']))
        .addCheckConstraint(
          'reminders_status',
          sqlIn('status', ['pending', 'sending', 'sent', 'cancelled', 'failed']),
        )
        .execute();
      await db.schema
        .createIndex('reminders_due')
        .on('reminders')
        .columns(['status', 'region', 'send_on'])
        .execute();
      await db.schema
        .createIndex('repayment_plans_due_at')
        .on('repayment_plans')
        .column('due_at')
        .execute();
      await db.schema
        .createTable('reminder_preferences')
        .addColumn('borrower_id', 'integer', (c) => c.primaryKey().references('borrowers.id'))
        .addColumn('optional', 'integer', (c) => c.notNull())
        .addColumn('sms', 'integer', (c) => c.notNull())
        .addColumn('in_app', 'integer', (c) => c.notNull())
        .addColumn('bridge', 'integer', (c) => c.notNull())
        .addColumn('lead_days', 'text', (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reminder_preferences').execute();
      await db.schema.dropIndex('repayment_plans_due_at').execute();
      await db.schema.dropTable('reminders').execute();
    },
  };
}
