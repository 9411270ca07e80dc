import type { Generated } from 'kysely';
import type { Region } from '@tenor/contract/launch';

/** A document given to a borrower (decision 059, migration 041-loan-documents). */
export interface LoanDocumentsTable {
  id: Generated<number>;
  order_id: number;
  borrower_id: number;
  /** `kfs` (India's Key Fact Statement, Indonesia's RIPLAY personal) or `agreement`. */
  kind: string;
  lang: string;
  title: string;
  file_name: string;
  content_type: string;
  /** The exact bytes sent: what `sha256` (hex) is the digest of. */
  content: Uint8Array;
  sha256: string;
  /** The verification code printed on the document. */
  code: string;
  /** JSON: the agreement and template versions the document was made from. */
  versions: string;
  lender_id: number;
  lender_name: string;
  order_no: string;
  region: Region;
  issued_at: string;
  /** The signature on the file's last line (decision 067, migration 049); null before it. */
  key_id: string | null;
  signature: string | null;
  signer: string | null;
}

/** A public key documents were signed with (decision 067, migration 049-signed-documents). */
export interface DocumentKeysTable {
  key_id: string;
  algorithm: string;
  /** SPKI PEM. */
  public_key: string;
  certificate: string | null;
  signer: string;
  first_used_at: string;
}

/** An order whose documents' link was e-mailed, or is being (decision 067): never twice. */
export interface DocumentEmailsTable {
  order_id: number;
  claimed_at: string;
  /** null while the send is in flight. */
  sent_at: string | null;
}

/**
 * A closed loan's closing work (decision 061, migration 042-loan-closure): one row per order,
 * the certificate issued for it and when its report to the credit bureaus was recorded.
 */
export interface LoanClosuresTable {
  order_id: number;
  closed_at: string;
  /** `loan_documents.id` of the closure certificate; null until issued. */
  certificate_id: number | null;
  reported_at: string | null;
  /** The reporting job's reference for the report (the bureau itself stays outside). */
  report_ref: string | null;
  created_at: string;
}
