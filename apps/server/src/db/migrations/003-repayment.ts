import { sql, type Expression, type Kysely, type Migration, type SqlBool } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

const where = (column: string, values: readonly string[]) =>
  sqlIn(column, values) as Expression<SqlBool>;

/**
 * Repayment: extension terms on products, issued virtual accounts and payment codes, the
 * provider's payment notifications, bank cards, card and gateway repayments with their
 * SMS codes, the per-order tokens of the card screen, and the SMS outbox.
 */
export function repayment({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('extension_days', 'integer', (c) => c.notNull().defaultTo(7))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('extension_fee_bps', 'integer', (c) => c.notNull().defaultTo(500))
        .execute();

      await id(db.schema.createTable('payment_accounts'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('pay_type', 'integer', (c) => c.notNull())
        .addColumn('pay_code', 'text', (c) => c.notNull())
        .addColumn('specific_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('account_no', 'text', (c) => c.notNull())
        .addColumn('vcode', 'text', (c) => c.notNull().unique())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('paid_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('payment_accounts_number', ['provider', 'account_no'])
        .addCheckConstraint('payment_accounts_purpose', sqlIn('purpose', ['repay', 'extension']))
        .addCheckConstraint('payment_accounts_status', sqlIn('status', ['open', 'paid', 'expired']))
        .execute();
      // One open account per order, method, amount and purpose: a repeated generate-vcode
      // answers it (also when two arrive at once; see repay/va/account-repository.ts issueAccount).
      await db.schema
        .createIndex('payment_accounts_open')
        .on('payment_accounts')
        .columns(['order_id', 'pay_code', 'amount', 'purpose'])
        .unique()
        .where(where('status', ['open']))
        .execute();

      await id(db.schema.createTable('payment_notifications'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('account_id', 'integer', (c) =>
          c.notNull().references('payment_accounts.id').onDelete('cascade'),
        )
        .addColumn('amount', 'bigint', (c) => c.notNull())
        /** What went to the order; less than `amount` means money to refund (docs). */
        .addColumn('applied_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('paid_at', timestamp, (c) => c.notNull())
        .addColumn('received_at', timestamp, (c) => c.notNull())
        // A provider's replay of an event is recognised by this key and changes nothing.
        .addUniqueConstraint('payment_notifications_event', ['provider', 'event_id'])
        .execute();

      await id(db.schema.createTable('bank_cards'))
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('bank_name', 'text', (c) => c.notNull())
        .addColumn('bank_code', 'text', (c) => c.notNull())
        /** Only the last four digits are kept; the provider holds the card. */
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('needs_otp', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('bank_cards_borrower')
        .on('bank_cards')
        .column('borrower_id')
        .execute();

      await db.schema
        .createTable('repay_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('repay_tokens_expiry')
        .on('repay_tokens')
        .column('expires_at')
        .execute();

      await id(db.schema.createTable('repayments'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('card_id', 'integer', (c) => c.references('bank_cards.id').onDelete('set null'))
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('repay_token_hash', 'text')
        .addColumn('gateway_ref', 'text', (c) => c.unique())
        .addColumn('otp_hash', 'text')
        .addColumn('otp_expires_at', timestamp)
        .addColumn('otp_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('otp_sends', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('otp_sent_at', timestamp)
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        /** Set when the charge starts: a second confirmation of the same payment is a repeat. */
        .addColumn('charging_at', timestamp)
        .addColumn('applied_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('closed_reason', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .addColumn('completed_at', timestamp)
        .addCheckConstraint('repayments_channel', sqlIn('channel', ['card', 'gateway']))
        .addCheckConstraint(
          'repayments_status',
          sqlIn('status', ['pending', 'done', 'cancelled', 'expired']),
        )
        .addCheckConstraint('repayments_otp_attempts', sql`otp_attempts >= 0`)
        .execute();
      // At most one pending repayment per order: the insert of a second one conflicts, on
      // both databases and under concurrency (repay/repayment-repository.ts startRepayment).
      await db.schema
        .createIndex('repayments_pending_order')
        .on('repayments')
        .column('order_id')
        .unique()
        .where(where('status', ['pending']))
        .execute();
      // A card screen's token pays once: a repeat after it succeeded is a repeat submission.
      await db.schema
        .createIndex('repayments_token')
        .on('repayments')
        .column('repay_token_hash')
        .unique()
        .where(where('status', ['pending', 'done']))
        .execute();

      await id(db.schema.createTable('sms_outbox'))
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_outbox_phone_time')
        .on('sms_outbox')
        .columns(['phone', 'created_at'])
        .execute();
    },
  };
}
