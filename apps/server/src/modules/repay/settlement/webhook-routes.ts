import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import { AppError } from '../../../http/app-error.ts';
import type { CallbackBudget } from '../../../http/callback-budget.ts';
import { envelope } from '../../../http/envelope.ts';
import { requestLang } from '../../../http/language.ts';
import { WEBHOOK_PATH, type PaymentProvider } from '../../../providers/payment-provider.ts';
import type { webhookService } from './webhook-service.ts';

const WEBHOOK_BODY_LIMIT = 64 * 1024;

/**
 * The providers' webhook. Encapsulated with its own body parser: the signature covers the
 * bytes as sent, so the body reaches the provider's check unparsed (any content type).
 * Answers envelopes: 401 bad or missing signature, 404 unknown provider or account, 400
 * wrong amount or body, 429 past a budget; success (also for a replay) carries the event id
 * and result. The signature is checked before anything is counted: only a verified
 * notification spends its provider's budget, anything else its client's small allowance
 * (http/callback-budget.ts), so junk cannot delay a real payment.
 */
export async function webhookRoutes(
  app: FastifyInstance,
  opts: {
    service: ReturnType<typeof webhookService>;
    budget: CallbackBudget;
    /** A verified event that reports no payment, handed to the mandates (decision 072). */
    mandateEvent?: (provider: PaymentProvider, rawBody: Buffer) => Promise<string | null>;
  },
): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post<{ Params: { provider: string } }>(
    WEBHOOK_PATH,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      // Not the API's per-address limit: a provider sends from a few addresses in bursts, and
      // what this route may spend is judged after the signature (the budget above).
      config: { rateLimit: false },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const name = request.params.provider;
      let provider: PaymentProvider;
      try {
        provider = opts.service.authenticate(name, raw, request.headers);
      } catch (err) {
        await opts.budget.unverified(request);
        throw refused(request, name, err);
      }
      await opts.budget.verified(provider.name);
      try {
        const data = await opts.service.apply(provider, raw, requestLang(request));
        const mandate =
          data.result === 'ignored' ? await opts.mandateEvent?.(provider, raw) : undefined;
        if (mandate != null) {
          request.log.info({ provider: provider.name, mandate }, 'mandate notification');
        }
        // Operators reconcile from these lines; `unapplied` money needs a refund (docs).
        const level = data.result === 'unapplied' ? 'warn' : 'info';
        request.log[level]({ provider: provider.name, ...data }, 'payment notification');
        return envelope(codes.ok, 'ok', data);
      } catch (err) {
        throw refused(request, provider.name, err);
      }
    },
  );
}

function refused(request: FastifyRequest, provider: string, err: unknown): unknown {
  if (err instanceof AppError) {
    request.log.warn(
      { provider, status: err.httpStatus, reason: err.message },
      'payment notification refused',
    );
  }
  return err;
}
