import type { Db } from '../../db/database.ts';
import type { Insertable } from 'kysely';
import type { LoanDocumentsTable } from '../../db/schema.ts';

/** Without the bytes: what a listing and the public check read. */
const listed = [
  'id',
  'order_id',
  'borrower_id',
  'kind',
  'title',
  'file_name',
  'sha256',
  'code',
  'lender_name',
  'order_no',
  'region',
  'issued_at',
] as const;

/** The issued documents (migration 041-loan-documents, decision 059). */
export function documentRepository(db: Db) {
  return {
    async insert(rows: Insertable<LoanDocumentsTable>[]): Promise<void> {
      if (rows.length > 0) await db.insertInto('loan_documents').values(rows).execute();
    },
    /** An order's documents, oldest first. */
    ofOrder(orderId: number) {
      return db
        .selectFrom('loan_documents')
        .select(listed)
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute();
    },
    /** One document with its bytes, if it belongs to the order. */
    withContent(orderId: number, documentId: number) {
      return db
        .selectFrom('loan_documents')
        .selectAll()
        .where('id', '=', documentId)
        .where('order_id', '=', orderId)
        .executeTakeFirst();
    },
    byCode(code: string) {
      return db
        .selectFrom('loan_documents')
        .select(listed)
        .where('code', '=', code)
        .executeTakeFirst();
    },
  };
}

export type DocumentRepository = ReturnType<typeof documentRepository>;
