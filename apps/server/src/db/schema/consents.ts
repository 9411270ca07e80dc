/** Issued Key Fact Statements and the consent ledger (decision 056). */
import type { Generated } from 'kysely';
import type { Region, TermUnit } from './loans.ts';

/** A Key Fact Statement (RIPLAY personal in Indonesia) issued for one borrower's choice. */
export interface KfsStatementsTable {
  id: Generated<number>;
  /** Unique, unguessable: the KFS page is opened with it and nothing else. */
  kfs_no: string;
  borrower_id: number;
  product_id: number;
  lender_id: number;
  region: Region;
  amount: number;
  periods: number;
  term_unit: TermUnit;
  fee_amount: number;
  interest_amount: number;
  /** The APR in basis points, null when it cannot be computed. */
  apr_bps: number | null;
  /** JSON array of `{ periodNo, dueOn, principal, interest, fee, total }`, due dates counted from `issued_at`. */
  plan: string;
  issued_at: string;
  /** The first instant it no longer binds the lender (the end of its last working day, market time). */
  valid_until: string;
  /** The order confirmed with it, once Agree was tapped. */
  order_id: number | null;
  /** JSON `KfsPenal` (domain/orders/kfs-charges.ts): the penal charge its row 10 showed; null before migration 048. */
  penal_terms: Generated<string | null>;
  /** JSON `KfsExtension` (domain/orders/kfs-charges.ts): the extension fee its row 10 showed, or none; null before migration 051. */
  extension_terms: Generated<string | null>;
}

export type ConsentKind =
  | 'kfs_shown'
  | 'terms_chosen'
  | 'kfs_acknowledged'
  | 'agreement_accepted'
  /** An optional consent (`document` names it) given or withdrawn in My data (decision 064). */
  | 'consent_given'
  | 'consent_withdrawn'
  /** The statement's key facts in plain words, ticked before Agree (decision 070). */
  | 'summary_acknowledged';

/** One consent or disclosure event, written by the server when it happened. */
export interface ConsentEventsTable {
  id: Generated<number>;
  borrower_id: number;
  region: Region;
  kind: ConsentKind;
  product_id: number | null;
  order_id: number | null;
  kfs_no: string | null;
  amount: number | null;
  periods: number | null;
  term_unit: TermUnit | null;
  /** The document's title (an agreement, the KFS). */
  document: string | null;
  /** Its version (the effective date it carries). */
  version: string | null;
  /** SHA-256 (hex) of the document as served. */
  digest: string | null;
  /** `deviceId` of the launch parameters, as the call carried it. */
  device_id: string | null;
  /** The privacy notice's version the consent was given under (migration 044, decision 063). */
  privacy_version: string | null;
  created_at: string;
}
