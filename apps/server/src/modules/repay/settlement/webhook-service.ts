import { payments, webhookDelay } from '../../../kernel/metrics.ts';
import { codes } from '@tenor/contract/envelope';
import type { RefundReason } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import { fieldWithControl } from '../../../http/control-characters.ts';
import { t, type Lang } from '../../../i18n.ts';
import type { PaymentProvider } from '../../../providers/payment-provider.ts';
import type { AccountRepository } from '../va/account-repository.ts';

/** The channel label of an account's pay type (ops/metrics.ts). */
const CHANNEL_OF = { 1: 'va', 2: 'market', 3: 'upi' } as const;

export interface WebhookAnswer {
  eventId: string;
  /**
   * `applied`: the order took the money; `unapplied`: recorded, but the order had nothing
   * left to take (a refund case, see docs); `duplicate`: a replay, nothing changed.
   */
  result: 'applied' | 'unapplied' | 'duplicate';
  /** Why `unapplied` money is refunded (docs/repayment-operations.md "Closing and refunds"). */
  refund?: RefundReason;
}

/**
 * A provider's payment notification: signature first (401), then the body (400), then the
 * account (404) and its fixed amount (400); recorded and applied once per event id, or
 * recorded and refunded when the order does not take it.
 */
export function webhookService(
  repo: AccountRepository,
  provider: PaymentProvider | null,
  afterPayment: () => Promise<void>,
) {
  return {
    async receive(
      providerName: string,
      rawBody: Buffer,
      headers: Record<string, string | string[] | undefined>,
      lang: Lang,
    ): Promise<WebhookAnswer> {
      if (provider === null || provider.name !== providerName) {
        throw new AppError(codes.notFound, 'notFound', 404);
      }
      if (!provider.verifyWebhook(rawBody, headers)) {
        throw new AppError(codes.unauthorized, 'badSignature', 401);
      }
      const payment = provider.parseWebhook(rawBody);
      // Its text is looked up and stored as it comes: one with a control character is no body.
      if (payment === null || fieldWithControl(payment) !== undefined) {
        throw new AppError(codes.invalid, 'badWebhookBody', 400);
      }
      const result = await repo.recordNotification(provider.name, payment, new Date());
      switch (result.kind) {
        case 'unknownAccount':
          throw new AppError(codes.notFound, 'paymentAccountNotFound', 404);
        case 'amountMismatch':
          throw new AppError(
            codes.invalid,
            'paymentAmountMismatch',
            400,
            t(lang, 'paymentAmountMismatch', { paid: payment.amount, expected: result.expected }),
          );
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
    },
  };
}
