import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/** Products, borrowers, sessions, orders and events: the loans area's first tables. */
export function initial({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('products'))
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('logo', 'text', (c) => c.notNull())
        .addColumn('amount_min', 'bigint', (c) => c.notNull())
        .addColumn('amount_max', 'bigint', (c) => c.notNull())
        .addColumn('amount_range_des', 'text', (c) => c.notNull())
        .addColumn('loan_rate', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('button_text', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('term_unit', 'text', (c) => c.notNull())
        .addColumn('period_choices', 'text', (c) => c.notNull())
        .addColumn('daily_rate_bps', 'integer', (c) => c.notNull())
        .addColumn('fee_bps', 'integer', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('products_region', sqlIn('region', ['IN', 'ID']))
        .addCheckConstraint('products_status', sqlIn('status', ['active', 'paused']))
        .addCheckConstraint('products_term_unit', sqlIn('term_unit', ['day', 'month']))
        .execute();
      await db.schema
        .createIndex('products_region_order')
        .on('products')
        .columns(['region', 'sort_order'])
        .execute();

      await id(db.schema.createTable('borrowers'))
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('borrower_id', 'integer', (c) =>
          c.notNull().references('borrowers.id').onDelete('cascade'),
        )
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sessions_borrower')
        .on('sessions')
        .column('borrower_id')
        .execute();

      await id(db.schema.createTable('orders'))
        .addColumn('order_no', 'text', (c) => c.notNull().unique())
        .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('amount', 'bigint', (c) => c.notNull())
        .addColumn('fee_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('interest_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('paid_amount', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('periods', 'integer', (c) => c.notNull())
        .addColumn('term_unit', 'text', (c) => c.notNull())
        .addColumn('due_at', timestamp)
        .addColumn('disbursed_at', timestamp)
        .addColumn('settled_at', timestamp)
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('orders_borrower')
        .on('orders')
        .columns(['borrower_id', 'created_at'])
        .execute();

      await id(db.schema.createTable('events'))
        .addColumn('borrower_id', 'integer', (c) =>
          c.references('borrowers.id').onDelete('set null'),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer')
        .addColumn('module_id', 'integer')
        .addColumn('position_id', 'integer')
        .addColumn('scene', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('events_kind', sqlIn('kind', ['page', 'service', 'apply']))
        .execute();
      // Serves "what did this borrower apply to today".
      await db.schema
        .createIndex('events_borrower_kind_time')
        .on('events')
        .columns(['borrower_id', 'kind', 'created_at'])
        .execute();
    },
  };
}
