import { payments, webhookDelay } from '../metrics.ts';
import { codes } from '@tenor/contract/envelope';
import type { RefundReason } from '../../../db/schema.ts';
import { toIso } from '../../../db/time.ts';
import { AppError, refusalIn } from '../../../http/app-error.ts';
import { fieldWithControl } from '../../../http/control-characters.ts';
import { type Lang } from '../../../i18n.ts';
import type { PaymentProviders } from '../../../providers/configured.ts';
import type { PaymentProvider, ReportedPayment } from '../../../providers/payment-provider.ts';
import type { RepaymentRepository } from '../repayment-repository.ts';
import type { AccountRepository } from '../va/account-repository.ts';
import { copy } from '../copy.ts';

/** The channel label of an account's pay type (repay/metrics.ts). */
const CHANNEL_OF = { 1: 'va', 2: 'market', 3: 'upi', 4: 'qris', 5: 'ewallet' } as const;

export interface WebhookAnswer {
  eventId: string;
  /**
   * `applied`: the order took the money; `unapplied`: recorded, but the order had nothing
   * left to take (a refund case, see docs); `duplicate`: a replay, nothing changed;
   * `ignored`: a verified event that reports no payment.
   */
  result: 'applied' | 'unapplied' | 'duplicate' | 'ignored';
  /** Why `unapplied` money is refunded (docs/repayment-operations.md "Closing and refunds"). */
  refund?: RefundReason;
}

const amountMismatch = (lang: Lang, paid: number, expected: number) =>
  refusalIn(lang, codes.invalid, copy.later('paymentAmountMismatch', { paid, expected }), 400);

/**
 * A provider's payment notification: signature first (401), then the body (400), then the
 * account or hosted-page payment (404) and its fixed amount (400); recorded and applied once
 * per event id, or recorded and refunded when the order does not take it.
 */
export function webhookService(
  accounts: AccountRepository,
  repayments: RepaymentRepository,
  providers: PaymentProviders,
  afterPayment: () => Promise<void>,
) {
  /** Money into an issued account (virtual account, payment code, UPI QR). */
  async function accountPayment(
    provider: PaymentProvider,
    payment: ReportedPayment,
    lang: Lang,
  ): Promise<WebhookAnswer> {
    const result = await accounts.recordNotification(provider.name, payment, new Date());
    switch (result.kind) {
      case 'unknownAccount':
        throw new AppError(codes.notFound, copy.later('paymentAccountNotFound'), 404);
      case 'amountMismatch':
        throw amountMismatch(lang, payment.amount, result.expected);
      case 'duplicate':
        return { eventId: payment.eventId, result: 'duplicate' };
      case 'recorded':
        payments.inc({
          channel: CHANNEL_OF[result.payType],
          outcome: result.refund === undefined ? 'applied' : 'refunded',
        });
        webhookDelay.observe(Math.max(0, Date.now() - Date.parse(payment.paidAt)) / 1000);
        await afterPayment();
        return result.refund === undefined
          ? { eventId: payment.eventId, result: 'applied' }
          : { eventId: payment.eventId, result: 'unapplied', refund: result.refund };
    }
  }

  /**
   * Money paid on a provider's hosted page: the same claim as a card charge, so a replay or a
   * second event of the payment changes nothing. A payment whose repayment was cancelled or is
   * no longer owed is recorded for a refund, once per payment, which the follow-up makes
   * through the provider (asked again on its timer until the provider takes it).
   */
  async function gatewayPayment(
    provider: PaymentProvider,
    payment: ReportedPayment,
    lang: Lang,
  ): Promise<WebhookAnswer> {
    const record = await repayments.repaymentByRef(payment.accountNo);
    if (record === undefined || record.provider !== provider.name) {
      throw new AppError(codes.notFound, copy.later('paymentAccountNotFound'), 404);
    }
    if (record.amount !== payment.amount) throw amountMismatch(lang, payment.amount, record.amount);
    const now = new Date();
    const claim = await repayments.claimCharge(record.id, now);
    if (claim === 'claimed') {
      await repayments.completeRepayment(record.id, now);
      payments.inc({ channel: record.gateway_method ?? 'gateway', outcome: 'charged' });
      webhookDelay.observe(Math.max(0, now.getTime() - Date.parse(payment.paidAt)) / 1000);
      await afterPayment();
      return { eventId: payment.eventId, result: 'applied' };
    }
    const current = (await repayments.repayment(record.id)) ?? record;
    // Done, or being completed by a concurrent delivery of the same payment.
    if (current.status === 'done' || current.charging_at !== null) {
      return { eventId: payment.eventId, result: 'duplicate' };
    }
    const refund = await repayments.recordGatewayRefund({
      repayment_id: record.id,
      provider: provider.name,
      event_id: payment.eventId,
      order_id: record.order_id,
      amount: payment.amount,
      status: 'pending',
      created_at: toIso(now),
      refunded_at: null,
    });
    if (refund === undefined) return { eventId: payment.eventId, result: 'duplicate' };
    payments.inc({ channel: record.gateway_method ?? 'gateway', outcome: 'refunded' });
    await afterPayment();
    return { eventId: payment.eventId, result: 'unapplied', refund: 'notOwed' };
  }

  /** The configured provider that signed this body: 404 no such provider, 401 not signed by it. */
  function authenticate(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentProvider {
    const provider = providers.named(providerName);
    if (provider === null) throw new AppError(codes.notFound, copy.later('notFound'), 404);
    if (!provider.verifyWebhook(rawBody, headers)) {
      throw new AppError(codes.unauthorized, copy.later('badSignature'), 401);
    }
    return provider;
  }

  /** A verified body: the payment it reports, recorded and applied once. */
  async function apply(
    provider: PaymentProvider,
    rawBody: Buffer,
    lang: Lang,
  ): Promise<WebhookAnswer> {
    const payment = provider.parseWebhook(rawBody);
    if (payment === null && provider.sendsOtherEvents) return { eventId: '', result: 'ignored' };
    // Its text is looked up and stored as it comes: one with a control character is no body.
    if (payment === null || fieldWithControl(payment) !== undefined) {
      throw new AppError(codes.invalid, copy.later('badWebhookBody'), 400);
    }
    return payment.target === 'gateway'
      ? gatewayPayment(provider, payment, lang)
      : accountPayment(provider, payment, lang);
  }

  return {
    authenticate,
    apply,
    /** `authenticate`, then `apply`. */
    receive: async (
      providerName: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
      lang: Lang,
    ): Promise<WebhookAnswer> => apply(authenticate(providerName, rawBody, headers), rawBody, lang),
  };
}
