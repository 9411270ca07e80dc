import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * Issued Key Fact Statements (India's KFS, Indonesia's RIPLAY personal) with the figures the
 * lender honours until `valid_until`, and the consent ledger: one row per consent or
 * disclosure event, written by the server (decision 056).
 */
export function kfsAndConsents({ id, timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('kfs_statements'))
        .addColumn('kfs_no', 'text', (c) => c.notNull().unique())
        .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
        .addColumn('lender_id', 'integer', (c) => c.notNull().references('lenders.id'))
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('periods', 'integer', (c) => c.notNull())
        .addColumn('term_unit', 'text', (c) => c.notNull())
        .addColumn('fee_amount', 'integer', (c) => c.notNull())
        .addColumn('interest_amount', 'integer', (c) => c.notNull())
        .addColumn('apr_bps', 'integer')
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('issued_at', timestamp, (c) => c.notNull())
        .addColumn('valid_until', timestamp, (c) => c.notNull())
        .addColumn('order_id', 'integer', (c) => c.references('orders.id'))
        .addCheckConstraint('kfs_statements_region', sqlIn('region', ['IN', 'ID']))
        .execute();
      await db.schema
        .createIndex('kfs_statements_choice')
        .on('kfs_statements')
        .columns(['borrower_id', 'product_id', 'amount', 'periods'])
        .execute();
      await id(db.schema.createTable('consent_events'))
        .addColumn('borrower_id', 'integer', (c) => c.notNull().references('borrowers.id'))
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer')
        .addColumn('order_id', 'integer')
        .addColumn('kfs_no', 'text')
        .addColumn('amount', 'integer')
        .addColumn('periods', 'integer')
        .addColumn('term_unit', 'text')
        .addColumn('document', 'text')
        .addColumn('version', 'text')
        .addColumn('digest', 'text')
        .addColumn('device_id', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addCheckConstraint(
          'consent_events_kind',
          sqlIn('kind', ['kfs_shown', 'terms_chosen', 'kfs_acknowledged', 'agreement_accepted']),
        )
        .execute();
      await db.schema
        .createIndex('consent_events_borrower')
        .on('consent_events')
        .columns(['borrower_id', 'id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('consent_events').execute();
      await db.schema.dropTable('kfs_statements').execute();
    },
  };
}
