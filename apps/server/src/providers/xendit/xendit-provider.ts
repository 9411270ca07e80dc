/**
 * Xendit as Tenor's payment provider in Indonesia (PAYMENT_PROVIDER=xendit, decision 030):
 * bank virtual accounts and mini-market payment codes over Xendit's HTTP API with plain
 * `fetch` (no SDK). India, cards and the hosted page are not Xendit rails here: those calls are
 * refused with an `unsupported` XenditError. VA and retail payments cannot be refunded through
 * Xendit's API, so `refund` answers false and the payment stays on the operators' refund list.
 */
import type { XenditConfig } from '../../config/xendit.ts';
import type { IssueRequest, PaymentProvider, ReportedPayment } from '../payment-provider.ts';
import { memoryRefStore, refOfText, refText, type XenditRefStore } from './account-refs.ts';
import { closeAt, findAt, issueAt } from './accounts.ts';
import { parseCallback, verifyCallbackToken } from './callback.ts';
import { catalogueSteps } from '../sandbox-catalogue.ts';
import { xenditChannels } from './channels.ts';
import { XenditError } from './errors.ts';
import { xenditClient } from './http-client.ts';
import { paymentCodePaymentsOf, virtualAccountPaymentOf } from './lookups.ts';
import { xenditMandates } from './mandates.ts';
import {
  cancelRequest,
  issueQris,
  issueWallet,
  requestOutcome,
  requestPayments,
} from './payment-requests.ts';

export const XENDIT = 'xendit';

/** Bank virtual accounts, mini-market codes, QRIS and e-wallets; no cards, no hosted page. */
const INDONESIA_CHANNELS = ['va', 'market', 'qris', 'ewallet'] as const;

/** Why a Xendit payment is not refunded by the API: the operators give it back by transfer. */
export const XENDIT_REFUND_NOTE =
  'Xendit cannot refund virtual-account or retail-outlet payments through its API: refund by bank transfer and mark it on the desk';

export interface XenditIssued {
  accountNo: string;
  /** Xendit's id of the account (`va:<id>`, `code:<id>`, `pr:<id>`), for a store that outlives the process. */
  providerRef: string;
  /** QRIS: the QR string, and Xendit's own expiry. */
  intentUrl?: string;
  expiresAt?: Date;
}

export interface XenditProvider extends PaymentProvider {
  issueAccount(request: IssueRequest): Promise<XenditIssued>;
  /** `providerRef` as issued; without it the ref store is asked. */
  closeAccount(accountNo: string, providerRef?: string | null): Promise<void>;
  /** Xendit's record of a virtual-account payment by its payment id (the event id); null when none. */
  virtualAccountPayment(paymentId: string): Promise<ReportedPayment | null>;
  /** The payments taken by a mini-market payment code. */
  paymentCodePayments(accountNo: string, providerRef?: string): Promise<ReportedPayment[]>;
  readonly refundNote: string;
}

/** E-wallets and QRIS are paid on a payment request; the other pay types on an account or code. */
const isPaymentRequest = (request: IssueRequest) => request.payType === 5 || request.payType === 4;

export interface XenditOptions {
  /** Where issued numbers' Xendit ids are kept (account-refs.ts); in memory by default. */
  refs?: XenditRefStore;
  fetch?: typeof fetch;
  now?: () => Date;
}

export function xenditProvider(config: XenditConfig, options: XenditOptions = {}): XenditProvider {
  const client = xenditClient(config, options.fetch);
  const refs = options.refs ?? memoryRefStore();
  const now = options.now ?? (() => new Date());

  const refOf = async (accountNo: string, providerRef?: string | null) => {
    const ref =
      (providerRef == null ? undefined : refOfText(providerRef)) ?? (await refs.recall(accountNo));
    // Not issued by this process and not stored: nothing Xendit can be asked to change.
    if (ref === undefined) throw new XenditError('unavailable', 'UNKNOWN_ACCOUNT');
    return ref;
  };

  /**
   * An e-wallet's (pay type 5) or a QRIS code's (4) payment request, made under the bill's
   * number as its idempotency key, with its Xendit id remembered; `open` until it is paid or ends.
   */
  async function paymentRequest(
    request: IssueRequest,
  ): Promise<{ account: XenditIssued; open: boolean }> {
    const made =
      request.payType === 5
        ? await issueWallet(client, request)
        : await issueQris(client, request, now());
    const intentUrl = 'url' in made ? made.url : made.qrString;
    await refs.remember(made.accountNo, made.ref);
    const { accountNo, ref, expiresAt, open } = made;
    return { account: { accountNo, providerRef: refText(ref), intentUrl, expiresAt }, open };
  }

  return {
    name: XENDIT,
    sendsOtherEvents: true,
    payChannels: (region) => (region === 'ID' ? INDONESIA_CHANNELS : []),
    refundNote: XENDIT_REFUND_NOTE,
    channels: (region) => xenditChannels(config, region),
    // Linked wallets debited on their payment tokens (decision 076), BRI debit cards by direct
    // debit (decision 081).
    mandates: xenditMandates(client),
    async issueAccount(request) {
      if (isPaymentRequest(request)) {
        if (request.region !== 'ID') throw new XenditError('unsupported', 'NO_SUCH_RAIL');
        return (await paymentRequest(request)).account;
      }
      const { accountNo, ref } = await issueAt(client, config, request);
      await refs.remember(accountNo, ref);
      return { accountNo, providerRef: refText(ref) };
    },
    async findIssued(request) {
      if (isPaymentRequest(request)) {
        // The same request under the same idempotency key answers the request it made.
        try {
          return await paymentRequest(request);
        } catch (err) {
          if (err instanceof XenditError) return 'unknown';
          throw err;
        }
      }
      const found = await findAt(client, config, request);
      if (found === 'unknown') return 'unknown';
      const { accountNo, ref, open } = found.issued;
      await refs.remember(accountNo, ref);
      return { account: { accountNo, providerRef: refText(ref) }, open };
    },
    // A BCA account or an ALFAMART code is paid the same way whoever issued it (channels.ts).
    steps: catalogueSteps,
    verifyWebhook: (_rawBody, headers) => verifyCallbackToken(config.callbackToken, headers),
    parseWebhook: parseCallback,
    async closeAccount(accountNo, providerRef) {
      const ref = await refOf(accountNo, providerRef);
      if (ref.rail === 'pr') return cancelRequest(client, ref.id);
      await closeAt(client, ref, now());
    },
    // The docs list no API refund for virtual accounts or retail outlets (decision 030): answering
    // false keeps the refund pending and listed at /ops/refunds for a manual transfer.
    refund: async () => false,
    chargeCard: () => Promise.reject(new XenditError('unsupported', 'NO_CARD_RAIL')),
    // Xendit never took a card charge for Tenor, so none can have succeeded.
    chargeStatus: async () => 'failed',
    openGateway: () => Promise.reject(new XenditError('unsupported', 'NO_HOSTED_PAGE')),
    // There is no hosted page to stop: it can take no payment.
    cancelGateway: async () => true,
    virtualAccountPayment: (paymentId) => virtualAccountPaymentOf(client, paymentId),
    // Mini-market codes list their payments; a virtual account's payment is found only by its
    // payment id, which a lost callback never gave: Xendit redelivers those for a day.
    async paymentsInto(accountNo, providerRef) {
      const ref = providerRef == null ? undefined : refOfText(providerRef);
      if (ref?.rail === 'pr') return requestPayments(client, ref.id);
      if (ref?.rail !== 'code') return null;
      return paymentCodePaymentsOf(client, ref, accountNo);
    },
    async walletOutcome(accountNo, providerRef) {
      const ref = await refOf(accountNo, providerRef);
      if (ref.rail !== 'pr') throw new XenditError('refused', 'NOT_A_PAYMENT_REQUEST');
      return requestOutcome(client, ref.id);
    },
    async paymentCodePayments(accountNo, providerRef) {
      const ref = await refOf(accountNo, providerRef);
      if (ref.rail !== 'code') throw new XenditError('refused', 'NOT_A_PAYMENT_CODE');
      return paymentCodePaymentsOf(client, ref, accountNo);
    },
  };
}
