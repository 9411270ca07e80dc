/** Automatic repayment mandates and their debits, one per due period (decision 072). */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

/**
 * `pending`: asked for, waiting for the borrower's approval in their UPI app; `active`: debits
 * may be made; `paused` and `cancelled` by the borrower (here or in their UPI app); `failed`:
 * never approved, or refused by the bank.
 */
export type MandateStatus = 'pending' | 'active' | 'paused' | 'cancelled' | 'failed';

export interface MandatesTable {
  id: Generated<number>;
  order_id: number;
  borrower_id: number;
  market: Region;
  /** The payment provider holding it (`razorpay`, `sandbox`). */
  provider: string;
  /** `upiAutopay` or `enach` (India), `wallet` or `directDebit` (Indonesia). */
  method: string;
  /** The wallet a `wallet` mandate links (Xendit's channel code); null otherwise (migration 063). */
  wallet: string | null;
  /**
   * A `directDebit` mandate's card: Xendit's channel (`DC_BRI`) and the card's last four digits
   * (migration 064); null otherwise.
   */
  card_channel: string | null;
  card_last_four: string | null;
  status: MandateStatus;
  /** The order's id while pending, active or paused: one live mandate per order. */
  live_order_id: number | null;
  /** The most one debit may take, minor units, as the borrower approved it. */
  max_amount: number;
  /** `as_presented` or `monthly` (Razorpay's UPI Autopay frequencies). */
  frequency: string;
  /** The mandate's end: the loan's last due date. */
  ends_at: string;
  /** Our reference, sent to the provider (its authorisation order's receipt). */
  ref: string;
  /** The provider's customer, authorisation order and token ids. */
  customer_ref: string | null;
  auth_ref: string | null;
  token_ref: string | null;
  /** The `upi://mandate?…` link that hands the borrower to their UPI app. */
  intent_url: string | null;
  /** Why it ended or stopped: `borrower`, `upiApp`, `rejected`, `loanClosed`. */
  status_reason: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * `noticing`: the notice is being sent; `notified`: sent (`notice_at`), a debit may follow 24 h
 * later; `debiting`: claimed for the debit; `requested`: the provider has it (`payment_ref`);
 * `paid`, `failed`; `void`: the period was paid otherwise, or the mandate stopped first.
 */
export type MandateDebitState =
  'noticing' | 'notified' | 'debiting' | 'requested' | 'paid' | 'failed' | 'void';

export interface MandateDebitsTable {
  id: Generated<number>;
  mandate_id: number;
  period_no: number;
  amount: number;
  due_at: string;
  /** Our reference of the debit: the provider order's receipt and the payment's note. */
  ref: string;
  state: MandateDebitState;
  /** When the pre-debit notice was handed to the SMS provider. */
  notice_at: string | null;
  /** A claim's end: a run that dies leaves the row to come due again (code-style.md). */
  lease_until: string | null;
  /** The repayment the debit is recorded as (the existing settlement path). */
  repayment_id: number | null;
  /** The provider's payment id. */
  payment_ref: string | null;
  failure: string | null;
  created_at: string;
  updated_at: string;
}
