/** Complaints, their replies and images, the chatbot, and the operators' desk sessions. */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

/** A complaint type (`parent_value` empty) or son type of a region (modules/care). */
export interface ComplaintTypesTable {
  id: Generated<number>;
  region: Region;
  parent_value: string;
  value: string;
  title: string;
  sort_order: number;
}

/** `pending` until an operator answers, `answered`, then `closed` by the operator. */
export type ProblemStatus = 'pending' | 'answered' | 'closed';

/** A borrower's complaint (the spec's "problem"). */
export interface ProblemsTable {
  id: Generated<number>;
  borrower_id: number;
  order_id: number | null;
  type_value: string;
  son_type_value: string;
  content: string;
  status: ProblemStatus;
  /** The borrower's rating of the answer, 1–5, once. */
  score: number | null;
  created_at: string;
  answered_at: string | null;
  closed_at: string | null;
  scored_at: string | null;
  /** `TNR-IN-2026-000123` (decision 063); null only on a complaint filed before migration 044 until the sweep numbers it. */
  reference: string | null;
  /** The promised reply time: working days of the market after filing (reply-deadline.ts). */
  reply_due_at: string | null;
  /** When the desk first opened or answered it. */
  assigned_at: string | null;
  /** When it went to the grievance officer's queue, unanswered past `reply_due_at`. */
  escalated_at: string | null;
}

/** The last complaint number given per market and year (migration 044). */
export interface ComplaintSequencesTable {
  region: Region;
  year: number;
  last: number;
}

/** An operator's answer to a complaint; its images are `problem_images` with `reply_id`. */
export interface ProblemRepliesTable {
  id: Generated<number>;
  problem_id: number;
  text: string;
  created_at: string;
}

export type ImageAuthor = 'borrower' | 'operator';

/** An uploaded image: a borrower's draft (no `problem_id` yet), a complaint's, or a reply's. */
export interface ProblemImagesTable {
  id: Generated<number>;
  storage_key: string;
  borrower_id: number;
  problem_id: number | null;
  reply_id: number | null;
  author: ImageAuthor;
  content_type: string;
  bytes: number;
  width: number;
  height: number;
  created_at: string;
}

/** A chatbot category (no parent) or question, per region. */
export interface QaNodesTable {
  id: Generated<number>;
  code: string;
  region: Region;
  parent_id: number | null;
  title: string;
  title_alias: string;
  keywords: string;
  answer: string;
  action_type: number;
  icon: string;
  sort_order: number;
}

/** One chatbot step: 1 jump, 2 solved/unsolved, 3 score, 4 free text. */
export interface QaRecordsTable {
  id: Generated<number>;
  borrower_id: number;
  order_no: string | null;
  type: number;
  value: string;
  qa_id: number | null;
  matched_id: number | null;
  problem_id: number | null;
  created_at: string;
}

/** Serialises one borrower's complaint saves (migration 009). */
export interface ProblemSaveGuardsTable {
  borrower_id: number;
  saved_at: string;
}

/** Serialises one borrower's complaint-image uploads (migration 010). */
export interface ImageUploadGuardsTable {
  borrower_id: number;
  uploaded_at: string;
}

/** An operators' desk session, by the hash of its cookie. */
export interface OpsSessionsTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
}
