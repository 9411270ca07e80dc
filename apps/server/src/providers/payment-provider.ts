/**
 * What a payment provider does for Tenor. The sandbox (sandbox-payment.ts) implements it
 * in demo mode; Razorpay (India) and Xendit (Indonesia) in production, each market's chosen by
 * PAYMENT_PROVIDER_IN / _ID (configured.ts). Money always reaches orders through
 * apply-to-order.ts, never through a provider.
 */
import type { GatewayMethod, PayChannel } from '@tenor/contract/endpoints/repay';
import type { Region } from '@tenor/contract/launch';
import type { PayType } from '../db/schema.ts';
import type { Lang } from '../i18n.ts';
import type { MandateRail } from './mandate-rail.ts';

export interface BankChannel {
  payCode: string;
  bankName: string;
  /** Ways to pay into the bank's virtual accounts (`ATM`, `MobileBank`, `InternetBank`). */
  methods: string[];
}

export interface MarketChannel {
  payCode: string;
  name: string;
}

export interface Channels {
  banks: BankChannel[];
  markets: MarketChannel[];
  /** Whether the provider issues UPI addresses in this market (payCode `UPI`). */
  upi: boolean;
}

export interface IssueRequest {
  region: Region;
  payType: PayType;
  payCode: string;
  /** Fixed: the provider refuses any other amount into this account. */
  amount: number;
  expiresAt: Date;
  /** Our bill number, for the provider's records. */
  vcode: string;
  /** E-wallets: where the wallet sends the borrower back after approving or refusing (absolute). */
  returnUrl?: string | undefined;
}

/** What became of an e-wallet request (decision 077): still awaiting the borrower, paid, or failed. */
export type WalletOutcome = 'open' | 'paid' | 'failed';

export interface PaySteps {
  bank: { name: string; steps: string[] }[];
  market: string[];
}

export interface StepsRequest {
  payType: PayType;
  payCode: string;
  /** The chosen bank method, index + 1; 0 shows every method. */
  specificNum: number;
  lang: Lang;
  accountNo: string;
  /** Formatted for display. */
  amountText: string;
  merchant: string;
}

/** What issuing gives back: the number the borrower pays into, and the provider's extras. */
export interface IssuedAccount {
  accountNo: string;
  /** The provider's own id of the account, when it changes accounts by that id (stored). */
  providerRef?: string | null | undefined;
  /**
   * The provider's `upi://pay?…` link for a UPI account, when it is not built from a VPA; for
   * QRIS, the QR string to draw.
   */
  intentUrl?: string | null | undefined;
  /** The provider's own expiry, when it sets one and takes none of ours (QRIS). */
  expiresAt?: Date | undefined;
}

/**
 * What a provider finds of an account asked for with a lost answer: the account (`open` false
 * once it takes no more payments: paid, closed or expired), `none` when the provider can say it
 * made none, or `unknown` when it cannot say (yet).
 */
export type FoundAccount = { account: IssuedAccount; open: boolean } | 'none' | 'unknown';

/** A hosted-page (gateway) repayment the provider is asked to take. */
export interface GatewayRequest {
  /** Our gateway ref (`repayments.gateway_ref`, 32 characters). */
  ref: string;
  amount: number;
  method: GatewayMethod;
  expiresAt: Date;
  /** Where the provider sends the borrower after paying (the receipt page), absolute. */
  returnUrl: string;
}

/** A payment the provider reports through its webhook. */
export interface ReportedPayment {
  /** The provider's id of this notification: a replay carries the same one. */
  eventId: string;
  /** The issued account's number, or the gateway ref when `target` is `gateway`. */
  accountNo: string;
  /** An issued account (the default) or a hosted-page repayment. */
  target?: 'account' | 'gateway' | undefined;
  amount: number;
  /** ISO-8601. */
  paidAt: string;
}

export interface CardCharge {
  bankCode: string;
  last4: string;
  amount: number;
  /** Our repayment record id, as the provider's idempotency key. */
  reference: string;
}

/** Money received into an account that Tenor gives back (it was not applied to the loan). */
export interface RefundRequest {
  /** Our refund id, as the provider's idempotency key: the same reference is refunded once. */
  reference: string;
  accountNo: string;
  /** The provider's id of the payment being given back. */
  eventId: string;
  amount: number;
}

/** Where providers report payments: `/repay/webhook/sandbox` for the sandbox. */
export const WEBHOOK_PATH = '/repay/webhook/:provider';
export const webhookPath = (provider: string): string => `/repay/webhook/${provider}`;

export type ChargeStatus = 'succeeded' | 'failed' | 'unknown';

export interface PaymentProvider {
  /** In webhook paths (`/repay/webhook/<name>`) and stored with every account. */
  readonly name: string;
  /** The ways to pay it can take in a market: what a market offers is narrowed to these. */
  payChannels(region: Region): readonly PayChannel[];
  channels(region: Region): Channels;
  /**
   * A new virtual account number, payment code or UPI address (unique per provider;
   * retried on collision).
   */
  issueAccount(request: IssueRequest): Promise<IssuedAccount>;
  /**
   * After an `issueAccount` whose answer was lost (a timeout, a dropped connection): the
   * account the provider made for this very request (the same `vcode`), by looking it up or
   * by asking again under the same idempotency key where the provider answers the original.
   * `created` is when the first ask was sent. Absent: the provider never loses an answer.
   */
  findIssued?(request: IssueRequest, created: Date): Promise<FoundAccount>;
  steps(request: StepsRequest): PaySteps;
  /** Checks the webhook's signature over the raw body, in constant time. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /** The payment in a (verified) webhook body; null when it is not one. */
  parseWebhook(rawBody: Buffer): ReportedPayment | null;
  /**
   * True when the provider sends other events to the same address (a QR closed, an account
   * created): a verified body that reports no payment is then answered 200 `ignored`, so the
   * provider does not redeliver it for a day; false answers it 400.
   */
  readonly sendsOtherEvents: boolean;
  /**
   * Charges a card on file; resolves false when the bank refuses. `reference` is the
   * idempotency key: the same reference is never charged twice.
   */
  chargeCard(charge: CardCharge): Promise<boolean>;
  /**
   * What became of a charge whose answer was lost (a crash, a timeout): `succeeded`,
   * `failed` (refused, or never received), or `unknown` (ask again later).
   */
  chargeStatus(reference: string): Promise<ChargeStatus>;
  /**
   * The hosted payment page for a gateway repayment (`repayment-huichao`). Asked again with
   * the same ref (a lost answer), it answers the same page, never a second one.
   */
  openGateway(request: GatewayRequest): Promise<{ url: string }>;
  /**
   * Stops a hosted payment page the borrower left (they chose another way to pay): true when
   * it can take no payment any more, false when the provider cannot stop it (the borrower is
   * paying on it right now).
   */
  cancelGateway(ref: string): Promise<boolean>;
  /**
   * Closes an issued account before its expiry (its order was settled or changed): the
   * provider refuses payments into it from then on. Closing a closed account is a no-op.
   * `providerRef` is what issuing answered, when it answered one.
   */
  closeAccount(accountNo: string, providerRef?: string | null): Promise<void>;
  /**
   * The payments the provider took into an account, in the webhook's shape (same event ids),
   * for an account whose time ended without a notification; null when the provider cannot
   * list them for this kind of account (then its redelivered notifications are relied on).
   */
  paymentsInto?(accountNo: string, providerRef: string | null): Promise<ReportedPayment[] | null>;
  /**
   * E-wallet requests (pay type 5, decision 077): what the provider says became of one, asked
   * before a bill is issued again and when the borrower comes back from the wallet; `failed`
   * covers refused, expired and cancelled. Absent: the provider issues no e-wallet requests.
   */
  walletOutcome?(accountNo: string, providerRef: string | null): Promise<WalletOutcome>;
  /** Gives money received into an account back to its payer; true once the provider took it. */
  refund(request: RefundRequest): Promise<boolean>;
  /** Automatic repayment mandates, where the provider offers them (decision 072). */
  readonly mandates?: MandateRail | undefined;
}
