/** Marketing SMS offers: the desk's campaigns and one row per campaign and borrower (decision 065). */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

export type OfferStatus = 'scheduled' | 'sending' | 'done';

export interface SmsOffersTable {
  id: Generated<number>;
  region: Region;
  /** The market's language the text is written in (`en`, `id`). */
  lang: string;
  /** The operator's words; the SMS adds the sender's name before and how to stop after. */
  text: string;
  /** India's campaign in Hindi too, for its Hindi readers (decision 074); null: English to all. */
  text_hi: string | null;
  /** 1: only borrowers with no open loan. */
  no_open_loan: number;
  send_at: string;
  status: OfferStatus;
  created_at: string;
  done_at: string | null;
  /** When the desk stopped it (migration 062): done then, its pending rows never sent. */
  stopped_at: string | null;
}

/**
 * `noConsent`: the marketing consent did not stand when the row was written or when it was
 * claimed; `openLoan`: the campaign is for borrowers with no open loan.
 */
export type OfferSendStatus = 'pending' | 'sending' | 'sent' | 'noConsent' | 'openLoan' | 'failed';

/** One campaign and one borrower: written once (unique), sent at most once. */
export interface SmsOfferSendsTable {
  id: Generated<number>;
  offer_id: number;
  borrower_id: number;
  status: OfferSendStatus;
  claimed_by: string | null;
  sent_at: string | null;
  created_at: string;
}
