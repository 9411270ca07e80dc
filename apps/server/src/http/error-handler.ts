import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { codes, type Envelope } from '@tenor/contract/envelope';
import { t, type Lang, type MessageKey } from '../i18n.ts';
import { ProviderError } from '../providers/provider-error.ts';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';
import { requestLang } from './language.ts';

const MALFORMED_JSON = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

/** Client mistakes Fastify or its plugins report, as envelope code and message. */
function clientFailure(status: number, errorCode: string | undefined): [string, MessageKey] {
  if (errorCode !== undefined && MALFORMED_JSON.has(errorCode))
    return [codes.invalid, 'malformedBody'];
  switch (status) {
    case 401:
      return [codes.unauthorized, 'loginAgain'];
    case 404:
      return [codes.notFound, 'notFound'];
    case 413:
      return [codes.invalid, 'bodyTooLarge'];
    case 415:
      return [codes.invalid, 'unsupportedMediaType'];
    case 429:
      return [codes.rateLimited, 'rateLimited'];
    default:
      return [codes.invalid, 'invalidRequest'];
  }
}

/** A failure's status and envelope, its language from the call; logged as its kind deserves. */
export function failureOf(
  error: FastifyError | AppError | ProviderError,
  lang: Lang,
  log: FastifyBaseLogger,
): { status: number; body: Envelope<null> } {
  if (error instanceof AppError) {
    return {
      status: error.httpStatus,
      body: failure(error.code, error.detail ?? error.words(lang)),
    };
  }
  if (error instanceof ProviderError) {
    // The provider's words are for the operators' log; the borrower reads ours.
    log.warn({ err: error }, 'provider failed');
    return {
      status: error.httpStatus,
      body: failure(error.envelopeCode, t(lang, error.messageKey)),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    log.info({ code: error.code, status }, 'client error');
    const [code, key] = clientFailure(status, error.code);
    return { status, body: failure(code, t(lang, key)) };
  }
  log.error({ err: error }, 'request failed');
  return { status: 500, body: failure(codes.internal, t(lang, 'internal')) };
}

/**
 * The one error handler: every failure leaves as an envelope. Client mistakes (bad JSON,
 * too-large or unsupported bodies, limits) keep their 4xx status; anything else is a 500
 * whose text never reveals internals.
 */
export function errorHandler(
  error: FastifyError | AppError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, body } = failureOf(error, requestLang(request), request.log);
  return reply.code(status).send(body);
}
