import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * `orders.documents_due_at`: when the documents given at signing (decision 059) are still owed
 * to the borrower. Confirm sets it a little ahead and clears it once they are issued in its own
 * request; a failure there leaves it set, and the signing-documents job issues them when it
 * comes due (modules/loans/signing-documents-job.ts). Orders from before stay null.
 */
export function signingDocumentsDue({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('orders').addColumn('documents_due_at', timestamp).execute();
      await db.schema
        .createIndex('orders_documents_due')
        .on('orders')
        .column('documents_due_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('orders_documents_due').execute();
      await db.schema.alterTable('orders').dropColumn('documents_due_at').execute();
    },
  };
}
