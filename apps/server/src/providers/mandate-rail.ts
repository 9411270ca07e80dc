/**
 * What a provider does for automatic repayment mandates (decisions 072, 078): register one the
 * borrower approves in their UPI app (UPI AutoPay) or at their bank (e-NACH), debit it once per
 * due period, cancel it, and report what the borrower or the bank did to it. Razorpay's UPI
 * Autopay and e-mandates implement it in production
 * (razorpay/mandates.ts), the sandbox in demo mode (sandbox-mandates.ts). Money a debit takes
 * reaches the order only through the settlement path, like every other payment.
 */
import type { CardChannel, EnachAuthType, WalletChannel } from '@tenor/contract/autopay-fields';

/**
 * UPI AutoPay, or e-NACH on a bank account (Razorpay's `emandate` method); in Indonesia a
 * linked wallet, or a debit card by direct debit (decision 081).
 */
export type MandateMethod = 'upiAutopay' | 'enach' | 'wallet' | 'directDebit';

/** The account an e-NACH mandate debits, as the borrower typed it. */
export interface BankAccount {
  holder: string;
  number: string;
  ifsc: string;
  type: 'savings' | 'current';
}

/** What the borrower approves: the most one debit may take, how often, until when. */
export interface MandateTerms {
  /** Our reference of the mandate: the authorisation order's receipt. */
  ref: string;
  maxAmount: number;
  frequency: 'as_presented' | 'monthly';
  endsAt: Date;
  /**
   * The borrower as the provider's customer (E.164 phone, name); `ref`, our reference of them,
   * where the provider keeps customers (Xendit's direct debit, decision 081).
   */
  customer: { name: string; phone: string; ref?: string };
  description: string;
  /** For e-NACH: the account and how the borrower signs; absent for UPI AutoPay. */
  bank?: { authType: EnachAuthType; account: BankAccount };
  /**
   * Indonesia: the wallet to link (Xendit's channel code) and the HTTPS page its consent page
   * returns to (decision 076); absent in India.
   */
  wallet?: { channel: WalletChannel; returnUrl: string };
  /**
   * Indonesia's direct debit (decision 081): the debit card to link and where its bank sends
   * the one-time code (E.164 phone); absent for the other methods.
   */
  card?: { channel: CardChannel; lastFour: string; expiry: string; phone: string; email: string };
}

export interface MandateRegistration {
  customerRef: string;
  /** The provider's id of the authorisation (its order). */
  authRef: string;
  /**
   * UPI: `upi://mandate?…`, opened on the phone, hands the borrower to their UPI app. e-NACH:
   * the provider's https authorisation page (Razorpay's registration link). Null for a direct
   * debit: the bank sent its one-time code, which the borrower types on our page (`verify`).
   */
  intentUrl: string | null;
}

/** A direct debit's card, linked once the bank's code was right (decision 081). */
export interface VerifiedCard {
  /** What each debit is made on (Xendit's payment method). */
  tokenRef: string;
  lastFour: string;
}

export interface DebitRequest {
  /** Our reference of this debit, one per mandate and period: the receipt and the payment's note. */
  ref: string;
  amount: number;
  customerRef: string;
  tokenRef: string;
  description: string;
  /** UPI AutoPay unless said otherwise. */
  method?: MandateMethod;
}

/**
 * What became of a debit asked for under a ref: `none` when the provider holds none (it may be
 * asked for), `pending` while the bank works on it, `captured` (money taken) or `failed`.
 */
export interface DebitStatus {
  state: 'none' | 'pending' | 'captured' | 'failed';
  paymentRef: string | null;
}

/** A verified webhook about a mandate (not a captured payment: that one is a payment). */
export type MandateEvent =
  | { kind: 'confirmed'; authRef: string; tokenRef: string }
  | { kind: 'rejected'; authRef: string }
  /** e-NACH: signed at the bank, the token made but not yet confirmed (it can take days). */
  | { kind: 'authorised'; authRef: string; tokenRef: string }
  /** e-NACH: the bank (NPCI) confirmed or rejected the token. */
  | { kind: 'tokenConfirmed' | 'tokenRejected'; tokenRef: string }
  | { kind: 'paused' | 'resumed' | 'cancelled'; tokenRef: string }
  /** e-NACH: the registration link expired unsigned (found by asking, decision 078). */
  | { kind: 'expired'; authRef: string }
  | { kind: 'debitFailed'; debitRef: string; paymentRef: string };

/** A mandate still waiting for the borrower or the bank, as the provider knows it. */
export interface PendingMandate {
  method: MandateMethod;
  /** Our reference (the registration's receipt). */
  ref: string;
  customerRef: string;
  authRef: string;
  tokenRef: string | null;
}

export interface MandateRail {
  /** Links Indonesian wallets (`MandateTerms.wallet`, decision 076); India's rails do not. */
  readonly linksWallets?: boolean;
  register(terms: MandateTerms): Promise<MandateRegistration>;
  /**
   * The debit announced to the bank at the notice: Razorpay's order for it, carrying the
   * pre-debit notification (`notification.token_id`, `payment_after`), so the UPI app shows the
   * borrower the debit ahead and no debit is possible before `debitAfter`. Idempotent by ref.
   */
  announce(request: DebitRequest, debitAfter: Date): Promise<void>;
  /**
   * Asks for the debit once: the provider is first asked what it holds under the ref (a lost
   * answer, a crashed run), and only with nothing there is a new debit made.
   */
  debit(request: DebitRequest): Promise<DebitStatus>;
  /** `method`: the mandate's, for a provider with more than one debit API (Xendit). */
  debitStatus(ref: string, method?: MandateMethod): Promise<DebitStatus>;
  /**
   * Direct debit (decision 081): the bank's one-time code for the link `authRef`; a wrong,
   * expired or exhausted code throws MandateCodeError (mandate-code.ts).
   */
  verify?(customerRef: string, authRef: string, code: string): Promise<VerifiedCard>;
  /** Cancels at the provider (and at the bank); cancelling a cancelled mandate is a no-op. */
  cancel(
    customerRef: string,
    tokenRef: string,
    method?: MandateMethod,
    /** A direct debit's linked account token, unbound with its payment method. */
    authRef?: string,
  ): Promise<void>;
  parseEvent(rawBody: Buffer): MandateEvent | null;
  /**
   * Asked of a pending mandate no webhook has moved for an hour (e-NACH's signature and the
   * bank's verdict can take days, and a webhook can be lost): what happened since, as the
   * events its webhooks would have carried, in order; none when nothing has.
   */
  pendingStatus?(mandate: PendingMandate): Promise<MandateEvent[]>;
}
