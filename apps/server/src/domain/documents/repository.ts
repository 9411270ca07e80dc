import type { Db } from '../../db/database.ts';
import type { Insertable } from 'kysely';
import type { LoanDocumentsTable } from '../../db/schema.ts';
import { toIso } from '../../db/time.ts';
import type { DocumentSigner } from './signature.ts';
import { rowBy } from '../../db/row-by.ts';

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
      return rowBy(db, 'loan_documents', { id: documentId, order_id: orderId });
    },
    /** What the public check needs: the listing, the bytes and the key that signed them. */
    byCode(code: string) {
      return db
        .selectFrom('loan_documents')
        .leftJoin('document_keys', 'document_keys.key_id', 'loan_documents.key_id')
        .select(listed.map((c) => `loan_documents.${c}` as const))
        .select([
          'loan_documents.content',
          'loan_documents.key_id',
          'loan_documents.signer',
          'document_keys.public_key',
        ])
        .where('code', '=', code)
        .executeTakeFirst();
    },
    /** Records the key a server signs with, once (decision 067): later keys add rows. */
    async recordKey(signer: DocumentSigner, now: Date): Promise<void> {
      await db
        .insertInto('document_keys')
        .values({
          key_id: signer.keyId,
          algorithm: signer.algorithm,
          public_key: signer.publicKeyPem,
          certificate: signer.certificatePem ?? null,
          signer: signer.name,
          first_used_at: toIso(now),
        })
        .onConflict((oc) => oc.column('key_id').doNothing())
        .execute();
    },
    /** Every key documents were signed with, newest first: the keys page. */
    keys() {
      return db.selectFrom('document_keys').selectAll().orderBy('first_used_at', 'desc').execute();
    },
  };
}

/** Records the signer's key once per process (a repeat is a no-op in the table too). */
export function keyRecorder(db: Db, signer: DocumentSigner): () => Promise<void> {
  let recorded: Promise<void> | undefined;
  return () => {
    recorded ??= documentRepository(db)
      .recordKey(signer, new Date())
      .catch((err: unknown) => {
        recorded = undefined;
        throw err;
      });
    return recorded;
  };
}

export type DocumentRepository = ReturnType<typeof documentRepository>;
