import type { FastifyInstance } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import { AppError } from '../../../http/app-error.ts';
import { envelope } from '../../../http/envelope.ts';
import { requestLang } from '../../../http/language.ts';
import { WEBHOOK_PATH } from '../../../providers/payment-provider.ts';
import type { webhookService } from './webhook-service.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The providers' webhook. Encapsulated with its own body parser: the signature covers the
 * bytes as sent, so the body reaches the provider's check unparsed (any content type).
 * Answers envelopes: 401 bad or missing signature, 404 unknown provider or account, 400
 * wrong amount or body; success (also for a replay) carries the event id and result.
 */
/** Notifications one provider may send a minute before being asked to slow down (429). */
export const WEBHOOK_PER_MINUTE = 3000;

export async function webhookRoutes(
  app: FastifyInstance,
  opts: { service: ReturnType<typeof webhookService> },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post<{ Params: { provider: string } }>(
    WEBHOOK_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // Its own budget per provider, not the address's: a provider sends from a few
      // addresses in bursts (a day's settlements), and borrowers must never share it.
      config: {
        rateLimit: {
          max: WEBHOOK_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: { params: unknown }) =>
            `webhook:${String((request.params as { provider?: unknown }).provider ?? '')}`,
        },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { provider } = request.params;
      try {
        const data = await opts.service.receive(
          provider,
          raw,
          request.headers,
          requestLang(request),
        );
        // Operators reconcile from these lines; `unapplied` money needs a refund (docs).
        const level = data.result === 'unapplied' ? 'warn' : 'info';
        request.log[level]({ provider, ...data }, 'payment notification');
        return envelope(codes.ok, 'ok', data);
      } catch (err) {
        if (err instanceof AppError) {
          request.log.warn(
            { provider, status: err.httpStatus, reason: err.messageKey },
            'payment notification refused',
          );
        }
        throw err;
      }
    },
  );
}
