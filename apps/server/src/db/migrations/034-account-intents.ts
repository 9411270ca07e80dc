import { sql, type Expression, type Kysely, type Migration, type SqlBool } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * What Tenor asked a provider to issue, written before the call (modules/repay/va/
 * account-intents.ts, decision 044): when the answer is lost (a timeout, a dropped
 * connection) the account the provider may have made is still known by its bill number, found
 * again and adopted or closed, instead of staying open at the provider unknown to Tenor.
 */
export function accountIntents({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('account_intents'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('vcode', 'text', (c) => c.notNull().unique())
        .addColumn('pay_type', 'integer', (c) => c.notNull())
        .addColumn('pay_code', 'text', (c) => c.notNull())
        .addColumn('specific_num', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('lost_at', timestamp)
        .addColumn('resolved_at', timestamp)
        .addCheckConstraint(
          'account_intents_status',
          sqlIn('status', ['pending', 'issued', 'adopted', 'none', 'lapsed']),
        )
        .execute();
      // The follow-up's scan: intents whose answer was lost, oldest first.
      await db.schema
        .createIndex('account_intents_pending')
        .on('account_intents')
        .columns(['provider', 'created_at'])
        .where(sql`status = 'pending'` as Expression<SqlBool>)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_intents').execute();
    },
  };
}
