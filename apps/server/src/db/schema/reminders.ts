/** Payment reminders: the shared schedule and the borrower's choices (decision 062). */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

export type ReminderStatus = 'pending' | 'sending' | 'sent' | 'cancelled' | 'failed';

/** One reminder of one period: scheduled once (unique order, period, lead day), sent at most once. */
export interface RemindersTable {
  id: Generated<number>;
  order_id: number;
  period_no: number;
  borrower_id: number;
  region: Region;
  /** Days before the due date (0 on it); -1 is the notice after a missed one, which the law requires. */
  lead_days: number;
  due_at: string;
  /** The market day it goes out on (`yyyy-MM-dd`). */
  send_on: string;
  status: ReminderStatus;
  /** The instance that claimed it. */
  claimed_by: string | null;
  /** What it stated, minor units: the amount due and the penal charge that will apply. */
  amount: number | null;
  penal_charge: number | null;
  /** Comma-separated channels it went out on (`sms`, `inApp`, `bridge`). */
  channels: Generated<string>;
  sent_at: string | null;
  /** SMS tries made for it; a try the gateway refused before sending is made again (migration 061). */
  sms_attempts: Generated<number>;
  /** When a row put back after such a try may be claimed again; null: at once. */
  retry_at: string | null;
  created_at: string;
}

/** A borrower's reminder choices; no row: the market's defaults, every channel on. */
export interface ReminderPreferencesTable {
  borrower_id: number;
  /** 0: the optional reminders (before and on the due date) are off. */
  optional: number;
  sms: number;
  in_app: number;
  bridge: number;
  /** The chosen lead days as `,3,1,0,` (matched with `like` by the set-based scheduler). */
  lead_days: string;
  updated_at: string;
}
