/**
 * The SMS gateway's delivery receipts (docs/providers/sms.md "Delivery receipts"), by GET or
 * POST as Vonage's dashboard is set. Registered only with SMS_PROVIDER=vonage. Encapsulated
 * with its own body parser: the signature covers the parameters as sent, so the body reaches
 * the check unparsed, form or JSON. Answers 200 to a receipt, 400 to something that is no
 * receipt, 401 to one that is not ours (providers/sms-gateway/delivery-receipt.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import type { SmsGatewayConfig } from '../../config/sms.ts';
import { AppError } from '../../http/app-error.ts';
import { callbackBudget } from '../../http/callback-budget.ts';
import { envelope } from '../../http/envelope.ts';
import type { WindowCounter } from '../../http/shared-windows.ts';
import { readReceipt, recordDelivery } from '../../providers/sms-gateway/delivery-receipt.ts';
import { smsCounters } from '../../providers/sms-gateway/observe.ts';
import { t } from '../../i18n.ts';

/** The URL to set in Vonage's dashboard (or SMS_DLR_URL), after the public host. */
export const SMS_RECEIPT_PATH = '/sms/delivery-receipt/vonage';

/** A receipt is a few hundred bytes. */
const RECEIPT_BODY_LIMIT = 16 * 1024;

export async function smsRoutes(
  app: FastifyInstance,
  opts: { gateway: SmsGatewayConfig; windows: WindowCounter },
): Promise<void> {
  const budget = callbackBudget(opts.windows);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const receive = async (request: FastifyRequest) => {
    const verdict = readReceipt(
      {
        query: new URL(request.url, 'http://receipt').searchParams,
        ...(Buffer.isBuffer(request.body) ? { rawBody: request.body } : {}),
        ...(request.headers['content-type'] === undefined
          ? {}
          : { contentType: request.headers['content-type'] }),
      },
      opts.gateway,
    );
    // Only a receipt the gateway signed spends its budget (http/callback-budget.ts).
    if (!verdict.ok) {
      await budget.unverified(request);
      request.log.warn({ problem: verdict.problem }, 'SMS delivery receipt refused');
      throw verdict.problem === 'foreign'
        ? new AppError(codes.unauthorized, t.later('badSignature'), 401)
        : new AppError(codes.invalid, t.later('invalidRequest'), 400);
    }
    await budget.verified('vonage');
    recordDelivery(verdict.report, { metrics: smsCounters, log: request.log });
    return envelope(codes.ok, 'ok', null);
  };

  app.route({
    method: ['GET', 'POST'],
    url: SMS_RECEIPT_PATH,
    bodyLimit: RECEIPT_BODY_LIMIT,
    // Not the API's per-address limit: the gateway sends in bursts, from few addresses.
    config: { rateLimit: false },
    handler: receive,
  });
}
