import { sql, type Kysely, type Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * The loan journey: loan terms on products, agreements per product, repayment plans,
 * ratings, and the guard that makes a repeated loan push answer the existing order.
 */
export function loanJourney({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // SQLite adds one column per ALTER and needs a default for NOT NULL columns.
      await db.schema
        .alterTable('products')
        .addColumn('amount_step', 'bigint', (c) => c.notNull().defaultTo(100_000))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('extension_allowed', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable('products')
        .addColumn('display_only', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Rows that existed before this migration: ₹1,000 or Rp500.000 steps.
      await sql`update products set amount_step = case when region = 'ID' then 50000000 else 100000 end`.execute(
        db,
      );

      await id(db.schema.createTable('product_agreements'))
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        /** Stable slug for the seed (idempotent insert) and the demo page's file name. */
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('contract_url', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addUniqueConstraint('product_agreements_position', ['product_id', 'position'])
        .execute();

      await id(db.schema.createTable('repayment_plans'))
        .addColumn('order_id', 'integer', (c) =>
          c.notNull().references('orders.id').onDelete('cascade'),
        )
        .addColumn('period_no', 'integer', (c) => c.notNull())
        .addColumn('due_at', timestamp, (c) => c.notNull())
        .addColumn('principal', 'bigint', (c) => c.notNull())
        .addColumn('interest', 'bigint', (c) => c.notNull())
        .addColumn('fee', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('total', 'bigint', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('paid_at', timestamp)
        .addUniqueConstraint('repayment_plans_period', ['order_id', 'period_no'])
        .addCheckConstraint(
          'repayment_plans_status',
          sqlIn('status', ['pending', 'paid', 'special']),
        )
        .execute();

      await id(db.schema.createTable('ratings'))
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('ratings_score', sql`score between 1 and 5`)
        .execute();
      // One rating per order (ratings without an order are app ratings; NULLs never collide).
      await db.schema
        .createIndex('ratings_order')
        .on('ratings')
        .column('order_id')
        .unique()
        .execute();

      // One row per borrower and product: see orders/order-repository.ts (pushOnce).
      await db.schema
        .createTable('loan_push_guards')
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('product_id', 'integer', (c) =>
          c.notNull().references('products.id').onDelete('cascade'),
        )
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('set null'))
        .addColumn('pushed_at', timestamp)
        .addPrimaryKeyConstraint('loan_push_guards_pk', ['borrower_id', 'product_id'])
        .execute();
    },
  };
}
