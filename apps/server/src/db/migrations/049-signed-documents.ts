import type { Kysely, Migration } from 'kysely';
import type { ColumnTypes } from './column-types.ts';

/**
 * Signed documents and their e-mail (decision 067):
 *
 * - `document_keys`: every public key documents were signed with, recorded when a server first
 *   signs with it, so a document signed before a key's rotation still verifies and the keys page
 *   (`/verify/keys`) lists them all;
 * - `loan_documents.key_id`, `.signature`, `.signer`: the signature each document carries on
 *   its last line, and who signed; null for documents issued before;
 * - `borrowers.email`: the address the borrower gave in My data, if any;
 * - `document_emails`: one row per order whose documents' link was e-mailed (or is being): the
 *   key that keeps it from going twice.
 */
export function signedDocuments({ timestamp }: ColumnTypes): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('document_keys')
        .addColumn('key_id', 'text', (c) => c.primaryKey())
        .addColumn('algorithm', 'text', (c) => c.notNull())
        .addColumn('public_key', 'text', (c) => c.notNull())
        .addColumn('certificate', 'text')
        .addColumn('signer', 'text', (c) => c.notNull())
        .addColumn('first_used_at', timestamp, (c) => c.notNull())
        .execute();
      for (const column of ['key_id', 'signature', 'signer']) {
        await db.schema.alterTable('loan_documents').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('borrowers').addColumn('email', 'text').execute();
      await db.schema
        .createTable('document_emails')
        .addColumn('order_id', 'integer', (c) => c.primaryKey().references('orders.id'))
        .addColumn('claimed_at', timestamp, (c) => c.notNull())
        .addColumn('sent_at', timestamp)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('document_emails').execute();
      await db.schema.alterTable('borrowers').dropColumn('email').execute();
      for (const column of ['signer', 'signature', 'key_id']) {
        await db.schema.alterTable('loan_documents').dropColumn(column).execute();
      }
      await db.schema.dropTable('document_keys').execute();
    },
  };
}
