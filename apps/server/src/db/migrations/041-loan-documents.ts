import type { Kysely, Migration } from 'kysely';
import { sqlIn, type ColumnTypes } from './column-types.ts';

/**
 * The documents a borrower is given (decision 059): the executed Key Fact Statement or RIPLAY
 * and the loan agreement of each confirmed order, kept as the exact bytes sent, with their
 * SHA-256 and the verification code printed on them. Lender and order number are copied in,
 * so a check years later reads what was issued even if the lender row changes.
 */
export function loanDocuments({ id, timestamp }: ColumnTypes): Migration {
  const bytes = timestamp === 'timestamptz' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>) {
      await id(db.schema.createTable('loan_documents'))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
        .addColumn('borrower_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('content', bytes, (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('versions', 'text', (c) => c.notNull())
        .addColumn('lender_id', 'integer', (c) => c.notNull())
        .addColumn('lender_name', 'text', (c) => c.notNull())
        .addColumn('order_no', 'text', (c) => c.notNull())
        .addColumn('region', 'text', (c) => c.notNull())
        .addColumn('issued_at', timestamp, (c) => c.notNull())
        .addCheckConstraint('loan_documents_region', sqlIn('region', ['IN', 'ID']))
        .execute();
      await db.schema
        .createIndex('loan_documents_order')
        .on('loan_documents')
        .column('order_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('loan_documents').execute();
    },
  };
}
