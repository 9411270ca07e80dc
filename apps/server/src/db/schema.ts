/**
 * Row types of the database, shared by both dialects. Timestamps are ISO-8601 UTC strings
 * on both: SQLite stores that text, and the pg type parsers (pg-types.ts) convert
 * timestamptz to the same form, so no code ever sees a `Date` from the database.
 */
import type { Generated, Insertable, Selectable } from 'kysely';

export type Region = 'IN' | 'ID';
export type ProductStatus = 'active' | 'paused';
export type TermUnit = 'day' | 'month';
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
  /** How far a paid extension moves the due date (repay/extension.ts). */
  extension_days: number;
  /** Extension fee in basis points of the principal falling due. */
  extension_fee_bps: number;
  /** Indonesia: the daily late charge in basis points of an overdue period (at most 10); unused in India (products/late-fee-rules.ts). */
  late_fee_bps: number;
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
}

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

/** 1 bank virtual account, 2 mini-market payment code, 3 UPI virtual payment address. */
export type PayType = 1 | 2 | 3;
/** `repay` pays periods of the plan; `extension` is the extension fee. */
export type PaymentPurpose = 'repay' | 'extension';
export type AccountStatus = 'open' | 'paid' | 'expired';

/** A virtual account number or payment code issued for one order and a fixed amount. */
export interface PaymentAccountsTable {
  id: Generated<number>;
  order_id: number;
  /** The payment provider that issued it (`sandbox`, …). */
  provider: string;
  pay_type: PayType;
  /** Bank or mini market (`BCA`, `ALFAMART`). */
  pay_code: string;
  /** Chosen bank method, index + 1; 0 when none was chosen. */
  specific_num: number;
  /** The number the borrower pays to. */
  account_no: string;
  /** Bill number shown to the borrower. */
  vcode: string;
  amount: number;
  purpose: PaymentPurpose;
  status: AccountStatus;
  expires_at: string;
  paid_at: string | null;
  created_at: string;
  /**
   * Set when the account was closed before its expiry because it no longer pays anything the
   * order owes (`status` is then 'expired'): the order was settled, or changed by another
   * payment (repay/close-stale.ts). Migration 012.
   */
  closed_reason: AccountClosedReason | null;
  closed_at: string | null;
  /** When the provider confirmed the close; null while it is still to be told. */
  provider_closed_at: string | null;
}

export type AccountClosedReason = 'settled' | 'changed';

/** A payment reported by a provider's webhook, once per provider event id. */
export interface PaymentNotificationsTable {
  id: Generated<number>;
  provider: string;
  event_id: string;
  account_id: number;
  amount: number;
  applied_amount: number;
  paid_at: string;
  received_at: string;
}

/** Why money that arrived is given back (repay/account-repository.ts recordNotification). */
export type RefundReason = 'accountClosed' | 'alreadyPaid' | 'notOwed';

/** Money received and not applied, refunded through its provider once per notification. */
export interface PaymentRefundsTable {
  id: Generated<number>;
  notification_id: number;
  provider: string;
  account_no: string;
  order_id: number;
  amount: number;
  reason: RefundReason;
  status: 'pending' | 'refunded';
  /** Times the provider was asked (a failed ask is retried by the follow-up). */
  attempts: Generated<number>;
  created_at: string;
  refunded_at: string | null;
}

export interface BankCardsTable {
  id: Generated<number>;
  borrower_id: number;
  bank_name: string;
  bank_code: string;
  last4: string;
  /** 1 when a card payment is confirmed with an SMS code (`needValid`). */
  needs_otp: number;
  created_at: string;
}

/** A card screen's token (`repayToken`), stored hashed like sessions. */
export interface RepayTokensTable {
  token_hash: string;
  order_id: number;
  borrower_id: number;
  created_at: string;
  expires_at: string;
}

export type RepaymentChannel = 'card' | 'gateway';
export type RepaymentStatus = 'pending' | 'done' | 'cancelled' | 'expired';

/** A card or hosted-gateway repayment (`repayRecordId`). */
export interface RepaymentsTable {
  id: Generated<number>;
  order_id: number;
  borrower_id: number;
  channel: RepaymentChannel;
  card_id: number | null;
  amount: number;
  status: RepaymentStatus;
  repay_token_hash: string | null;
  /** Unguessable reference of the gateway page. */
  gateway_ref: string | null;
  /** How the borrower chose to pay on the gateway page (`netbanking`, `debitCard`). */
  gateway_method: string | null;
  /** `salt$sha256` of the SMS code (repay/otp.ts). */
  otp_hash: string | null;
  otp_expires_at: string | null;
  otp_attempts: number;
  otp_sends: number;
  otp_sent_at: string | null;
  /** A pending repayment left alone until then is expired by the next attempt. */
  expires_at: string;
  /** Set when the charge starts: a second confirmation of the same payment is a repeat. */
  charging_at: string | null;
  /** What went to the order once done; less than `amount` is money to refund. */
  applied_amount: number;
  /** Why a repayment was cancelled or expired (`otpLocked`, `expired`, `chargeFailed`, `orderChanged`, `gatewayCancelled`). */
  closed_reason: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
}

export type SettlementSource = 'repayment' | 'notification';
export type SettlementStatus = 'claimed' | 'applied' | 'void';

/**
 * The one payment that settles a state (`order_version`) of an order for a purpose; a
 * partial unique index refuses a second claimed or applied one (migration 004).
 */
export interface SettlementsTable {
  id: Generated<number>;
  order_id: number;
  purpose: PaymentPurpose;
  order_version: number;
  amount: number;
  source: SettlementSource;
  /** `repayments.id` or `payment_notifications.id`. */
  source_id: number;
  status: SettlementStatus;
  created_at: string;
  updated_at: string;
}

export type OtpPurpose = 'card' | 'promo';
export type OtpEventKind = 'sent' | 'wrong';

/** One code sent or one wrong try, per phone and borrower (providers/otp-limiter.ts). */
export interface OtpEventsTable {
  id: Generated<number>;
  phone: string;
  borrower_id: number | null;
  purpose: OtpPurpose;
  kind: OtpEventKind;
  created_at: string;
}

/** The sandbox provider's card charges by idempotency key. */
export interface SandboxChargesTable {
  reference: string;
  amount: number;
  bank_code: string;
  last4: string;
  created_at: string;
}

/** Accounts the sandbox provider takes no more money into: paid once, or closed by Tenor. */
export interface SandboxClosedAccountsTable {
  account_no: string;
  reason: 'paid' | 'closed';
  closed_at: string;
}

/** The sandbox provider's refunds by reference (idempotent). */
export interface SandboxRefundsTable {
  reference: string;
  account_no: string;
  amount: number;
  created_at: string;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  phone: string;
  text: string;
  created_at: string;
}

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

/** A landing page of the promotion area, by id (`#/?id=`); its region decides phone rule, currency and language. */
export interface PromoTemplatesTable {
  id: Generated<number>;
  /** Stable slug used by the seed (idempotent upsert) and the banner file name. */
  code: string;
  region: Region;
  app_name: string;
  title: string;
  subtitle: string;
  /** Absolute-path URL on this server (`/assets/promo/<code>.svg`) or an allowlisted https URL. */
  banner_url: string;
  background_color: string;
  button_text: string;
  agreement_title: string;
  /** Plain text; paragraphs separated by blank lines. */
  agreement_text: string;
  /** Where a visitor on neither platform (or without a store link) downloads the app. */
  download_url: string;
  android_url: string;
  ios_url: string;
  /** One of the two is set: the download page's `links_id` or `down_id`. */
  links_id: string;
  down_id: string;
  created_at: string;
}

/**
 * A registration session (`sid`) of the landing: its current image captcha (single use) and
 * the SMS code sent in it (bound to one phone). Rows past `expires_at` are pruned.
 */
export interface PromoSessionsTable {
  sid: string;
  created_at: string;
  expires_at: string;
  /** The current captcha's answer, lower case; null once used or never drawn. */
  captcha_text: string | null;
  captcha_expires_at: string | null;
  /** Captchas drawn in this session. */
  captchas: Generated<number>;
  /** E.164 phone the code was sent to. */
  phone: string | null;
  /** `salt$sha256` of the SMS code (providers/otp-code.ts). */
  code_hash: string | null;
  code_expires_at: string | null;
  code_attempts: Generated<number>;
  /** The captcha answer that earned the code: `register` may send it again. */
  code_captcha: string | null;
}

export type PromoEventKind = 'visit' | 'click';

/** A landing visit or apply tap, with the ad's attribution. */
export interface PromoEventsTable {
  id: Generated<number>;
  kind: PromoEventKind;
  template_id: number;
  app_from: string | null;
  user_from: string | null;
  utm_tag: string | null;
  client_type: string | null;
  page_type: number | null;
  /** E.164 when the tap carried a well-formed phone. */
  phone: string | null;
  created_at: string;
}

/** How a borrower who registered on the landing came: the ad's attribution. */
export interface PromoRegistrationsTable {
  borrower_id: number;
  template_id: number;
  app_from: string | null;
  user_from: string | null;
  utm_tag: string | null;
  invite_code: string | null;
  app_name: string | null;
  created_at: string;
}

/** One counted event of the event limiter (providers/event-limiter.ts). */
/** Hits per key and window, summed over every instance (http/shared-windows.ts). */
export interface RateWindowsTable {
  key: string;
  /** The window's number: epoch milliseconds divided by its length. */
  window_start: number;
  hits: number;
  expires_ms: number;
}

export interface RateEventsTable {
  id: Generated<number>;
  scope: string;
  subject: string;
  created_at: string;
}

/** A message sent with the official site's contact form (modules/site). */
export interface ContactMessagesTable {
  id: Generated<number>;
  /** Made once per draft by the page: a repeated send is stored once. */
  submission_id: string;
  name: string;
  email: string;
  message: string;
  /** The market whose site it was sent from. */
  region: Region;
  /** The sender's address, as the rate limit saw it. */
  client: string;
  created_at: string;
}

export interface Database {
  products: ProductsTable;
  borrowers: BorrowersTable;
  sessions: SessionsTable;
  orders: OrdersTable;
  events: EventsTable;
  product_agreements: ProductAgreementsTable;
  repayment_plans: RepaymentPlansTable;
  ratings: RatingsTable;
  rating_prompts: RatingPromptsTable;
  loan_push_guards: LoanPushGuardsTable;
  payment_accounts: PaymentAccountsTable;
  payment_notifications: PaymentNotificationsTable;
  bank_cards: BankCardsTable;
  repay_tokens: RepayTokensTable;
  repayments: RepaymentsTable;
  sms_outbox: SmsOutboxTable;
  settlements: SettlementsTable;
  otp_events: OtpEventsTable;
  sandbox_charges: SandboxChargesTable;
  payment_refunds: PaymentRefundsTable;
  sandbox_closed_accounts: SandboxClosedAccountsTable;
  sandbox_refunds: SandboxRefundsTable;
  complaint_types: ComplaintTypesTable;
  problems: ProblemsTable;
  problem_replies: ProblemRepliesTable;
  problem_images: ProblemImagesTable;
  qa_nodes: QaNodesTable;
  qa_records: QaRecordsTable;
  problem_save_guards: ProblemSaveGuardsTable;
  image_upload_guards: ImageUploadGuardsTable;
  ops_sessions: OpsSessionsTable;
  promo_templates: PromoTemplatesTable;
  promo_sessions: PromoSessionsTable;
  promo_events: PromoEventsTable;
  promo_registrations: PromoRegistrationsTable;
  rate_events: RateEventsTable;
  rate_windows: RateWindowsTable;
  contact_messages: ContactMessagesTable;
}

export type Product = Selectable<ProductsTable>;
export type NewProduct = Insertable<ProductsTable>;
export type Borrower = Selectable<BorrowersTable>;
export type Order = Selectable<OrdersTable>;
export type NewOrder = Insertable<OrdersTable>;
export type NewEvent = Insertable<EventsTable>;
export type Agreement = Selectable<ProductAgreementsTable>;
/**
 * A plan row. `late_fee` is optional here only so rows written by hand before migration 005
 * (test fixtures of other areas) still type-check; rows read from the database always have it.
 */
export type PlanPeriod = Omit<Selectable<RepaymentPlansTable>, 'late_fee'> & { late_fee?: number };
export type NewPlanPeriod = Insertable<RepaymentPlansTable>;
export type PaymentAccount = Selectable<PaymentAccountsTable>;
export type NewPaymentAccount = Insertable<PaymentAccountsTable>;
export type PaymentRefund = Selectable<PaymentRefundsTable>;
export type BankCard = Selectable<BankCardsTable>;
export type NewBankCard = Insertable<BankCardsTable>;
export type Repayment = Selectable<RepaymentsTable>;
export type NewRepayment = Insertable<RepaymentsTable>;
export type Settlement = Selectable<SettlementsTable>;
export type Problem = Selectable<ProblemsTable>;
export type ProblemImage = Selectable<ProblemImagesTable>;
export type NewProblemImage = Insertable<ProblemImagesTable>;
export type QaNode = Selectable<QaNodesTable>;
export type ComplaintType = Selectable<ComplaintTypesTable>;
export type PromoTemplate = Selectable<PromoTemplatesTable>;
export type NewPromoTemplate = Insertable<PromoTemplatesTable>;
export type PromoSession = Selectable<PromoSessionsTable>;
