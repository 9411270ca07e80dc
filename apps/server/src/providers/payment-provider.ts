/**
 * What a payment provider does for Tenor. The sandbox (sandbox-payment.ts) implements it
 * in demo mode; a real provider is another implementation chosen by PAYMENT_PROVIDER
 * (configured.ts). Money always reaches orders through apply-to-order.ts, never
 * through a provider.
 */
import type { Region } from '@tenor/contract/launch';
import type { PayType } from '../db/schema.ts';
import type { Lang } from '../i18n.ts';

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
}

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

/** A payment the provider reports through its webhook. */
export interface ReportedPayment {
  /** The provider's id of this notification: a replay carries the same one. */
  eventId: string;
  accountNo: string;
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
  channels(region: Region): Channels;
  /**
   * A new virtual account number, payment code or UPI address (unique per provider;
   * retried on collision).
   */
  issueAccount(request: IssueRequest): Promise<{ accountNo: string }>;
  steps(request: StepsRequest): PaySteps;
  /** Checks the webhook's signature over the raw body, in constant time. */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
  /** The payment in a (verified) webhook body; null when it is not one. */
  parseWebhook(rawBody: Buffer): ReportedPayment | null;
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
  /** The hosted payment page for a gateway repayment (`repayment-huichao`). */
  gatewayUrl(ref: string): string;
  /**
   * Stops a hosted payment page the borrower left (they chose another way to pay): true when
   * it can take no payment any more, false when the provider cannot stop it (the borrower is
   * paying on it right now).
   */
  cancelGateway(ref: string): Promise<boolean>;
  /**
   * Closes an issued account before its expiry (its order was settled or changed): the
   * provider refuses payments into it from then on. Closing a closed account is a no-op.
   */
  closeAccount(accountNo: string): Promise<void>;
  /** Gives money received into an account back to its payer; true once the provider took it. */
  refund(request: RefundRequest): Promise<boolean>;
}
