/**
 * The database's tables and row types, shared by both dialects. Timestamps are ISO-8601 UTC
 * strings on both: SQLite stores that text, and the pg type parsers (pg-types.ts) convert
 * timestamptz to the same form, so no code ever sees a `Date` from the database.
 *
 * Each area's columns are in its file under schema/; this file lists every table once, by
 * area, and names the rows code reads (`Selectable`) and writes (`Insertable`).
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type * as loans from './schema/loans.ts';
import type * as repay from './schema/repay.ts';
import type * as care from './schema/care.ts';
import type * as promo from './schema/promo.ts';
import type * as site from './schema/site.ts';
import type * as limits from './schema/limits.ts';
import type * as performance from './schema/performance.ts';
import type * as documents from './schema/documents.ts';
import type * as consents from './schema/consents.ts';
import type * as reminders from './schema/reminders.ts';
import type * as rights from './schema/rights.ts';
import type * as offers from './schema/offers.ts';
import type * as mandates from './schema/mandates.ts';
export type * from './schema/loans.ts';
export type * from './schema/repay.ts';
export type * from './schema/care.ts';
export type * from './schema/promo.ts';
export type * from './schema/site.ts';
export type * from './schema/limits.ts';
export type * from './schema/performance.ts';
export type * from './schema/documents.ts';
export type * from './schema/consents.ts';
export type * from './schema/reminders.ts';
export type * from './schema/rights.ts';
export type * from './schema/offers.ts';
export type * from './schema/mandates.ts';

export interface Database {
  products: loans.ProductsTable;
  lenders: loans.LendersTable;
  borrowers: loans.BorrowersTable;
  sessions: loans.SessionsTable;
  orders: loans.OrdersTable;
  events: loans.EventsTable;
  product_agreements: loans.ProductAgreementsTable;
  repayment_plans: loans.RepaymentPlansTable;
  ratings: loans.RatingsTable;
  rating_prompts: loans.RatingPromptsTable;
  loan_push_guards: loans.LoanPushGuardsTable;

  payment_accounts: repay.PaymentAccountsTable;
  account_intents: repay.AccountIntentsTable;
  payment_notifications: repay.PaymentNotificationsTable;
  bank_cards: repay.BankCardsTable;
  repay_tokens: repay.RepayTokensTable;
  repayments: repay.RepaymentsTable;
  sms_outbox: repay.SmsOutboxTable;
  settlements: repay.SettlementsTable;
  otp_events: repay.OtpEventsTable;
  sandbox_charges: repay.SandboxChargesTable;
  payment_refunds: repay.PaymentRefundsTable;
  gateway_refunds: repay.GatewayRefundsTable;
  sandbox_closed_accounts: repay.SandboxClosedAccountsTable;
  sandbox_refunds: repay.SandboxRefundsTable;

  complaint_types: care.ComplaintTypesTable;
  problems: care.ProblemsTable;
  complaint_sequences: care.ComplaintSequencesTable;
  problem_replies: care.ProblemRepliesTable;
  problem_images: care.ProblemImagesTable;
  qa_nodes: care.QaNodesTable;
  qa_records: care.QaRecordsTable;
  problem_save_guards: care.ProblemSaveGuardsTable;
  image_upload_guards: care.ImageUploadGuardsTable;
  ops_sessions: care.OpsSessionsTable;

  promo_templates: promo.PromoTemplatesTable;
  promo_sessions: promo.PromoSessionsTable;
  promo_events: promo.PromoEventsTable;
  promo_registrations: promo.PromoRegistrationsTable;

  contact_messages: site.ContactMessagesTable;

  rate_events: limits.RateEventsTable;
  rate_windows: limits.RateWindowsTable;

  funding_performance: performance.FundingPerformanceTable;

  loan_documents: documents.LoanDocumentsTable;
  loan_closures: documents.LoanClosuresTable;
  document_keys: documents.DocumentKeysTable;
  document_emails: documents.DocumentEmailsTable;

  kfs_statements: consents.KfsStatementsTable;
  consent_events: consents.ConsentEventsTable;

  reminders: reminders.RemindersTable;
  reminder_preferences: reminders.ReminderPreferencesTable;

  data_requests: rights.DataRequestsTable;

  sms_offers: offers.SmsOffersTable;
  sms_offer_sends: offers.SmsOfferSendsTable;

  mandates: mandates.MandatesTable;
  mandate_debits: mandates.MandateDebitsTable;
}

// loans
export type Product = Selectable<loans.ProductsTable>;
export type NewProduct = Insertable<loans.ProductsTable>;
export type Lender = Selectable<loans.LendersTable>;
export type Borrower = Selectable<loans.BorrowersTable>;
export type Order = Selectable<loans.OrdersTable>;
export type NewOrder = Insertable<loans.OrdersTable>;
export type NewEvent = Insertable<loans.EventsTable>;
export type Agreement = Selectable<loans.ProductAgreementsTable>;
/**
 * A plan row. `late_fee` is optional here only so rows written by hand before migration 005
 * (test fixtures of other areas) still type-check; rows read from the database always have it.
 */
export type PlanPeriod = Omit<Selectable<loans.RepaymentPlansTable>, 'late_fee'> & {
  late_fee?: number;
};
export type NewPlanPeriod = Insertable<loans.RepaymentPlansTable>;

// repay
export type PaymentAccount = Selectable<repay.PaymentAccountsTable>;
export type NewPaymentAccount = Insertable<repay.PaymentAccountsTable>;
export type AccountIntent = Selectable<repay.AccountIntentsTable>;
export type NewAccountIntent = Insertable<repay.AccountIntentsTable>;
export type PaymentRefund = Selectable<repay.PaymentRefundsTable>;
export type GatewayRefund = Selectable<repay.GatewayRefundsTable>;
export type NewGatewayRefund = Insertable<repay.GatewayRefundsTable>;
export type BankCard = Selectable<repay.BankCardsTable>;
export type NewBankCard = Insertable<repay.BankCardsTable>;
export type Repayment = Selectable<repay.RepaymentsTable>;
export type NewRepayment = Insertable<repay.RepaymentsTable>;
export type Settlement = Selectable<repay.SettlementsTable>;

// care
export type Problem = Selectable<care.ProblemsTable>;
export type ProblemImage = Selectable<care.ProblemImagesTable>;
export type NewProblemImage = Insertable<care.ProblemImagesTable>;
export type QaNode = Selectable<care.QaNodesTable>;
export type ComplaintType = Selectable<care.ComplaintTypesTable>;

// promo
export type PromoTemplate = Selectable<promo.PromoTemplatesTable>;
export type NewPromoTemplate = Insertable<promo.PromoTemplatesTable>;
export type PromoSession = Selectable<promo.PromoSessionsTable>;

// consents
export type KfsStatement = Selectable<consents.KfsStatementsTable>;
export type ConsentEvent = Selectable<consents.ConsentEventsTable>;
export type NewConsentEvent = Insertable<consents.ConsentEventsTable>;

// reminders
export type Reminder = Selectable<reminders.RemindersTable>;
export type ReminderPreferences = Selectable<reminders.ReminderPreferencesTable>;

// rights
export type DataRequest = Selectable<rights.DataRequestsTable>;

// offers
export type SmsOffer = Selectable<offers.SmsOffersTable>;
export type SmsOfferSend = Selectable<offers.SmsOfferSendsTable>;

// mandates
export type Mandate = Selectable<mandates.MandatesTable>;
export type NewMandate = Insertable<mandates.MandatesTable>;
export type MandateDebit = Selectable<mandates.MandateDebitsTable>;

/** The database handle every repository takes. */
export type Db = Kysely<Database>;
