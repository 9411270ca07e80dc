import { sql, type Expression, type Kysely, type Migration, type SqlBool } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * Money integrity:
 * - `orders.version` counts the order's writes (status, plan, paid amount), so a payment can
 *   say which state of the order it settles.
 * - `settlements`: the one payment that settles a given state of an order for a purpose. The
 *   partial unique index makes a second one impossible, whatever the code does: of a card
 *   charge and a webhook racing for the same outstanding amount, one settles and the other
 *   is refused (card) or recorded for a refund (webhook).
 * - `otp_events`: codes sent and wrong tries per phone and borrower, across payments and
 *   flows (providers/otp-limiter.ts).
 * - `sandbox_charges`: the demo provider's own record of card charges by idempotency key, so
 *   it can answer "did this charge happen?" after a crash (repay/settlement/charge-reconciler.ts).
 */
export function moneyIntegrity({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('orders')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await id(db.schema.createTable('settlements'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        /** `orders.version` when the payment was claimed: the state it settles. */
        .addColumn('order_version', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        /** `repayment` (card, gateway) or `notification` (virtual account, mini market). */
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('source_id', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('settlements_purpose', sqlIn('purpose', ['repay', 'extension']))
        .addCheckConstraint('settlements_source', sqlIn('source', ['repayment', 'notification']))
        .addCheckConstraint('settlements_status', sqlIn('status', ['claimed', 'applied', 'void']))
        .addCheckConstraint('settlements_amount', sql`amount > 0`)
        .execute();
      await db.schema
        .createIndex('settlements_once')
        .on('settlements')
        .columns(['order_id', 'purpose', 'order_version'])
        .unique()
        .where(sqlIn('status', ['claimed', 'applied']) as Expression<SqlBool>)
        .execute();
      await db.schema
        .createIndex('settlements_source')
        .on('settlements')
        .columns(['source', 'source_id'])
        .execute();

      await id(db.schema.createTable('otp_events'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('borrower_id', 'integer', (c) =>
          c.references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('otp_events_kind', sqlIn('kind', ['sent', 'wrong']))
        .execute();
      await db.schema
        .createIndex('otp_events_phone')
        .on('otp_events')
        .columns(['phone', 'kind', 'created_at'])
        .execute();
      await db.schema
        .createIndex('otp_events_borrower')
        .on('otp_events')
        .columns(['borrower_id', 'kind', 'created_at'])
        .execute();

      // The reconciler's scan: payments whose charge started and never finished.
      await db.schema
        .createIndex('repayments_charging')
        .on('repayments')
        .column('charging_at')
        .where(sqlIn('status', ['pending']) as Expression<SqlBool>)
        .execute();

      await db.schema
        .createTable('sandbox_charges')
        .addColumn('reference', 'text', (c) => c.primaryKey())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('bank_code', 'text', (c) => c.notNull())
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
