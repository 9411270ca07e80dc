import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * The loan after its last payment (decision 061):
 *
 * - `products.part_prepayment`: the product lets a borrower pay part of the principal early
 *   (1), off unless the product's data says so.
 * - `loan_closures`: the closing job's queue, one row per order that closed, written with the
 *   status change that closed it (its primary key is the order): the certificate the job issued
 *   (`loan_documents.id`) and when the report to the credit bureaus was recorded.
 */
export function loanClosure({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('products')
        .addColumn('part_prepayment', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('loan_closures')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
        .addColumn('closed_at', timestamp, (c) => c.notNull())
        .addColumn('certificate_id', 'integer')
        .addColumn('reported_at', timestamp)
        .addColumn('report_ref', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      // The job's two reads: closures without a certificate, and without a report.
      await db.schema
        .createIndex('loan_closures_uncertified')
        .on('loan_closures')
        .column('certificate_id')
        .execute();
      await db.schema
        .createIndex('loan_closures_unreported')
        .on('loan_closures')
        .column('reported_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('loan_closures').execute();
      await db.schema.alterTable('products').dropColumn('part_prepayment').execute();
    },
  };
}
