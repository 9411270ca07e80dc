/** The borrower's data rights: requests and their answers (decision 064). */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

export type DataRequestKind = 'export' | 'correct' | 'erase' | 'delete';
/**
 * `verifying` waits for its one-time code; `open` for the desk's answer; `scheduled` for the
 * erasure job; `done` and `refused` are final.
 */
export type DataRequestStatus = 'verifying' | 'open' | 'scheduled' | 'done' | 'refused';

export interface DataRequestsTable {
  id: Generated<number>;
  /** `DR-IN-000123`: what the borrower and the desk quote. */
  reference: string;
  borrower_id: number;
  region: Region;
  kind: DataRequestKind;
  status: DataRequestStatus;
  channel: 'app' | 'web';
  new_phone: string | null;
  otp_hash: string | null;
  otp_expires_at: string | null;
  otp_attempts: Generated<number>;
  export_json: string | null;
  scheduled_for: string | null;
  answer: string | null;
  answered_at: string | null;
  done_at: string | null;
  due_at: string;
  created_at: string;
}
