import { codes } from '@tenor/contract/envelope';
import { AppError } from '../../http/app-error.ts';
import { t, type Lang } from '../../i18n.ts';
import type { PaymentProvider } from '../../providers/payment-provider.ts';
import type { AccountRepository } from './account-repository.ts';

export interface WebhookAnswer {
  eventId: string;
  /**
   * `applied`: the order took the money; `unapplied`: recorded, but the order had nothing
   * left to take (a refund case, see docs); `duplicate`: a replay, nothing changed.
   */
  result: 'applied' | 'unapplied' | 'duplicate';
}

/**
 * A provider's payment notification: signature first (401), then the body (400), then the
 * account (404) and its fixed amount (400); recorded and applied once per event id.
 */
export function webhookService(repo: AccountRepository, provider: PaymentProvider | null) {
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
      if (payment === null) throw new AppError(codes.invalid, 'badWebhookBody', 400);
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
          return { eventId: payment.eventId, result: result.applied > 0 ? 'applied' : 'unapplied' };
      }
    },
  };
}
