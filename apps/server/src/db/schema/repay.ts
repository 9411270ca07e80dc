/**
 * Payment accounts, notifications, refunds, cards, repayments and settlements; the sandbox
 * provider's books and the SMS outbox.
 */
import type { Generated } from 'kysely';
import type { Region } from './loans.ts';

/**
 * 1 bank virtual account, 2 mini-market payment code, 3 UPI virtual payment address, 4 QRIS
 * (the provider's payment request id; its QR string in `intent_url`, decision 073), 5 e-wallet
 * (the provider's payment request id; the wallet's address in `intent_url`, decision 077).
 */
export type PayType = 1 | 2 | 3 | 4 | 5;
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
   * payment (repay/settlement/close-stale.ts). Migration 012.
   */
  closed_reason: AccountClosedReason | null;
  closed_at: string | null;
  /** When the provider confirmed the close; null while it is still to be told. */
  provider_closed_at: string | null;
  /** The provider's own id of the account (Xendit's `va:…` / `code:…`). Migration 031. */
  provider_ref: string | null;
  /** The provider's UPI payment link, when it gives one (Razorpay's QR content). */
  intent_url: string | null;
  /** When the provider was asked what was paid into it after its time (account-reconciler.ts). */
  provider_checked_at: Generated<string | null>;
}

/** `failed`: an e-wallet request the wallet refused or let expire (decision 077). */
export type AccountClosedReason = 'settled' | 'changed' | 'failed';

/**
 * What happened to an ask to issue an account: `pending` until the provider's answer is
 * stored (`issued`), or, when it was lost, until the account is found and stored (`adopted`),
 * the provider says it made none (`none`), or its time ended unfound (`lapsed`).
 */
export type AccountIntentStatus = 'pending' | 'issued' | 'adopted' | 'none' | 'lapsed';

/** An account Tenor asked a provider for, written before the call (migration 034, decision 044). */
export interface AccountIntentsTable {
  id: Generated<number>;
  provider: string;
  order_id: number;
  region: Region;
  /** Our bill number: the provider's reference (Razorpay's notes, Xendit's external_id and key). */
  vcode: string;
  pay_type: PayType;
  pay_code: string;
  specific_num: number;
  amount: number;
  purpose: PaymentPurpose;
  expires_at: string;
  created_at: string;
  status: Generated<AccountIntentStatus>;
  /** When the ask failed without an answer (timeout, dropped connection, 5xx); null while in flight. */
  lost_at: string | null;
  resolved_at: string | null;
  /** E-wallets: where the wallet sends the borrower back, asked again as first asked. Migration 058. */
  return_url: string | null;
}

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

/** Why money that arrived is given back (repay/va/account-repository.ts recordNotification). */
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
  /** The provider's idempotency key of this refund, random (migration 033). */
  reference: string;
  status: 'pending' | 'refunded';
  /** Times the provider was asked (a failed ask is retried by the follow-up). */
  attempts: Generated<number>;
  created_at: string;
  refunded_at: string | null;
}

/** Money paid on a hosted page the order did not take, refunded through its provider once. */
export interface GatewayRefundsTable {
  id: Generated<number>;
  repayment_id: number;
  provider: string;
  /** The provider's payment id: a redelivered notification finds this row. */
  event_id: string;
  order_id: number;
  amount: number;
  /** The provider's idempotency key of this refund, random (migration 033). */
  reference: string;
  status: 'pending' | 'refunded';
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
  /** The payment provider that takes it (`sandbox`, `razorpay`, …). Migration 031. */
  provider: string;
  /**
   * When the provider stopped the hosted page of a repayment cancelled because the order
   * changed (provider-follow-up.ts); null while it is still to be told, or not needed.
   */
  provider_closed_at: Generated<string | null>;
  borrower_id: number;
  channel: RepaymentChannel;
  card_id: number | null;
  amount: number;
  /** What it pays for: periods of the plan or the extension fee (migration 035). */
  purpose: Generated<PaymentPurpose>;
  status: RepaymentStatus;
  repay_token_hash: string | null;
  /** Unguessable reference of the gateway page. */
  gateway_ref: string | null;
  /** The provider's idempotency key of its card charge, random (migration 033). */
  charge_ref: string;
  /** How the borrower chose to pay on the gateway page (`netbanking`, `debitCard`). */
  gateway_method: string | null;
  /** `salt$sha256` of the SMS code (repay/card/otp.ts). */
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

export type OtpPurpose = 'card' | 'promo' | 'rights';
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
  /** The DLT template the text would go out with; null where none is set (decision 068). */
  template_id: string | null;
}
