/** Products, borrowers and their sessions, orders and their plans, ratings and events. */
import type { Generated } from 'kysely';
import type { Region } from '@tenor/contract/launch';
import type { TermUnit } from '@tenor/contract/loan-cost';

// The contract's own types, stored as they are (one declaration each).
export type { Region, TermUnit };
export type ProductStatus = 'active' | 'paused';
export type EventKind = 'page' | 'service' | 'apply';

export interface ProductsTable {
  id: Generated<number>;
  /** Stable slug used by the seed (idempotent upsert) and the logo file name. */
  code: string;
  region: Region;
  name: string;
  logo: string;
  amount_min: number;
  amount_max: number;
  amount_range_des: string;
  loan_rate: string;
  description: string;
  /** JSON array of strings. */
  tags: string;
  status: ProductStatus;
  button_text: string;
  url: string;
  sort_order: number;
  term_unit: TermUnit;
  /** JSON array of term lengths in `term_unit`s, e.g. [91, 120, 180]. */
  period_choices: string;
  /** Daily interest in basis points of the principal (5 = 0.05 %/day). */
  daily_rate_bps: number;
  /** Upfront fee in basis points, deducted from the disbursed amount. */
  fee_bps: number;
  /** Amount choices run from `amount_min` in these steps (minor units), plus `amount_max`. */
  amount_step: number;
  /** 1 when borrowers may pay an extension fee to postpone a due repayment (`isDelay`). */
  extension_allowed: number;
  /** 1 when the product shows in recommendation lists without a link (`globally` '0'). */
  display_only: number;
  /** How far a paid extension moves the due date (repay/extension/extension.ts). */
  extension_days: number;
  /** Extension fee in basis points of the principal falling due. */
  extension_fee_bps: number;
  /** Indonesia: the daily late charge in basis points of an overdue period (at most 10); unused in India (products/late-fee-rules.ts). */
  late_fee_bps: number;
  /** The lender that lends this product (`lenders.id`); null only before an operator sets it, and a start refuses that. */
  lender_id: number | null;
  /** 1 when a borrower may pay part of the principal early (decision 061); 0 unless set. */
  part_prepayment: Generated<number>;
  created_at: string;
}

/**
 * The regulated entity a product's loans come from (decision 055): what a borrower is told of
 * it wherever a loan is offered, confirmed, detailed or repaid, checked at every start
 * (domain/products/lender-check.ts).
 */
export interface LendersTable {
  id: Generated<number>;
  /** Stable slug (the demo seeding matches by it). */
  code: string;
  region: Region;
  legal_name: string;
  /** India: the NBFC's RBI certificate of registration number; Indonesia: the OJK licence. */
  registration: string;
  /** The lender's nodal grievance redressal officer. */
  grievance_name: string;
  grievance_phone: string;
  grievance_email: string;
  /** JSON array of the recovery agents' names; `[]` says "none engaged". */
  recovery_agents: string;
  /** India: the lender's app in the RBI's directory of digital lending apps (never an approval); '' in Indonesia. */
  directory_url: string;
  /** The cooling-off (look-up) period in days. */
  cooling_off_days: number;
  /** 1 when its KFS says the one-time processing fee is kept on a cooling-off exit (decision 058). */
  cooling_off_keeps_fee: Generated<number>;
  /** How long a Key Fact Statement binds the lender, in working days. */
  kfs_validity_days: number;
  /** Its website's page of digital lending products, apps and service providers (decision 066); '' unset. */
  website_url: Generated<string>;
  /** Its customer care and grievance page, with the RBI's CMS and Sachet links (decision 066). */
  care_url: Generated<string>;
  /** Its privacy policy (decision 066). */
  privacy_url: Generated<string>;
  created_at: string;
}

export interface ProductAgreementsTable {
  id: Generated<number>;
  product_id: number;
  /** Order on the confirm screen and the key of contract-jump, from 1. */
  position: number;
  code: string;
  /** In the product's region language (an India product is always shown in English). */
  title: string;
  /** Absolute-path URL on this server (`/agreements/<code>.html`) or an allowlisted https URL. */
  contract_url: string;
  created_at: string;
}

export interface BorrowersTable {
  id: Generated<number>;
  /** E.164 (+91…, +62…). */
  phone: string;
  region: Region;
  created_at: string;
  /** Optional, given in My data: the documents' link is e-mailed to it (decision 067). */
  email: string | null;
  /**
   * India's borrowers: the language their pages last spoke (`en`, `hi`), which their SMS go in
   * where a Hindi DLT template is registered (decision 068); null: the market's own.
   */
  language: SmsLanguage | null;
}

/** The languages an SMS to an Indian borrower can go in (DLT registers each text). */
export type SmsLanguage = 'en' | 'hi';

export interface SessionsTable {
  /** sha256 hex of the token: a database leak must not hand out sessions. */
  token_hash: string;
  borrower_id: number;
  created_at: string;
  expires_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  borrower_id: number;
  product_id: number;
  /** Codes of docs/order-statuses.md (orderStatus in the contract). */
  status: number;
  /** Principal in minor units. */
  amount: number;
  fee_amount: number;
  interest_amount: number;
  paid_amount: number;
  /** Counts the order's writes (writeStatusChange); a settlement names the version it settles. */
  version: Generated<number>;
  periods: number;
  term_unit: TermUnit;
  due_at: string | null;
  disbursed_at: string | null;
  settled_at: string | null;
  created_at: string;
  /** The documents given at signing are still owed from then (migration 046); null once issued. */
  documents_due_at: string | null;
  updated_at: string;
}

/** `special` is an overdue period (the spec's periodStatus 500). */
export type PeriodStatus = 'pending' | 'paid' | 'special';

export interface RepaymentPlansTable {
  id: Generated<number>;
  order_id: number;
  /** From 1. */
  period_no: number;
  due_at: string;
  principal: number;
  interest: number;
  fee: number;
  /** Charged once when the period fell overdue (0 otherwise); part of `total`. */
  late_fee: Generated<number>;
  /** principal + interest + fee + late_fee, minor units. */
  total: number;
  status: PeriodStatus;
  paid_at: string | null;
}

export interface RatingsTable {
  id: Generated<number>;
  borrower_id: number;
  /** Null for a rating not tied to an order. */
  order_id: number | null;
  score: number;
  created_at: string;
}

/** An order whose rating dialog the borrower dismissed: it is not offered again. */
export interface RatingPromptsTable {
  order_id: number;
  dismissed_at: string;
}

/** The last loan push per borrower and product (orders/order-repository.ts). */
export interface LoanPushGuardsTable {
  borrower_id: number;
  product_id: number;
  order_id: number | null;
  pushed_at: string | null;
}

export interface EventsTable {
  id: Generated<number>;
  borrower_id: number | null;
  kind: EventKind;
  product_id: number | null;
  module_id: number | null;
  position_id: number | null;
  scene: string | null;
  created_at: string;
}
