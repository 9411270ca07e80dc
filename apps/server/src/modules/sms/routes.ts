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
import { envelope } from '../../http/envelope.ts';
import { readReceipt, recordDelivery } from '../../providers/sms-gateway/delivery-receipt.ts';
import { smsCounters } from '../../providers/sms-gateway/observe.ts';

/** The URL to set in Vonage's dashboard (or SMS_DLR_URL), after the public host. */
export const SMS_RECEIPT_PATH = '/sms/delivery-receipt/vonage';

/** A receipt is a few hundred bytes. */
const RECEIPT_BODY_LIMIT = 16 * 1024;

/** Receipts a minute before Vonage is asked to slow down (429): it sends in bursts, from few addresses. */
export const RECEIPTS_PER_MINUTE = 3000;

export async function smsRoutes(
  app: FastifyInstance,
  opts: { gateway: SmsGatewayConfig },
): Promise<void> {
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
    if (!verdict.ok) {
      request.log.warn({ problem: verdict.problem }, 'SMS delivery receipt refused');
      throw verdict.problem === 'foreign'
        ? new AppError(codes.unauthorized, 'badSignature', 401)
        : new AppError(codes.invalid, 'invalidRequest', 400);
    }
    recordDelivery(verdict.report, { metrics: smsCounters, log: request.log });
    return envelope(codes.ok, 'ok', null);
  };

  app.route({
    method: ['GET', 'POST'],
    url: SMS_RECEIPT_PATH,
    bodyLimit: RECEIPT_BODY_LIMIT,
    config: {
      rateLimit: {
        max: RECEIPTS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: () => 'sms-receipts:vonage',
      },
    },
    handler: receive,
  });
}
