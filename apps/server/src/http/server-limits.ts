import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
  onRequestHookHandler,
} from 'fastify';
import { codes } from '@tenor/contract/envelope';
import type { ServerLimits } from '../config.ts';
import { t } from '../i18n.ts';
import { HSTS } from './hsts.ts';
import { failure } from './envelope.ts';
import { requestLang } from './language.ts';
import { type ProxyTrust, tlsReported } from './trusted-proxies.ts';

/**
 * How often Node looks for requests past their time (its default, 30 s, outlives short limits).
 * Node's check covers the headers only: a body is held to the limit by `bodyDeadline` below.
 */
const checkEvery = (limits: ServerLimits) =>
  Math.max(100, Math.min(30_000, Math.floor(limits.requestTimeoutMs / 4)));

/** Node's own refusals before any route runs, answered as envelopes (the borrower's language is unknown: English). */
const parserRefusals: Record<string, { status: number; reason: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout' },
};

/**
 * A request Node's HTTP parser refused (headers or address too large, a timeout, garbage):
 * the same envelope as every other error, on a closing connection, never Fastify's own JSON.
 */
function clientErrorHandler(
  securityHeaders: Readonly<Record<string, string>>,
): (err: NodeJS.ErrnoException, socket: Socket) => void {
  return (err, socket) => {
    if (!socket.writable || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const { status, reason } = parserRefusals[err.code ?? ''] ?? {
      status: 400,
      reason: 'Bad Request',
    };
    const body = JSON.stringify(failure(codes.invalid, t('en', 'invalidRequest')));
    const headers = Object.entries({
      ...securityHeaders,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    // Closed once written: a client still sending would otherwise hold the connection open.
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n\r\n${body}`, () => socket.destroy());
  };
}

const withBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/**
 * A request's body must arrive within the request time too, counted from its headers (Node's
 * own check stops at the headers: a body trickled a byte a second was read for as long as the
 * client liked). Past it the client gets the envelope of a 408 and the connection is closed; a
 * body that did arrive is never cut, however long its handler takes.
 *
 * The timer is started only for a body that has not all arrived with the read that brought
 * its headers (looked at once that read is parsed, in a microtask): nearly every API body
 * comes in the same packet as its headers, and a timer and a `close` listener per request
 * were a measurable part of an authenticated read (decision 052).
 */
export function bodyDeadline(
  limits: ServerLimits,
  securityHeaders: Readonly<Record<string, string>>,
): onRequestHookHandler {
  const refuse = clientErrorHandler(securityHeaders);
  return (request, reply, done) => {
    if (!withBody(request)) {
      done();
      return;
    }
    const raw = request.raw;
    const headersAt = Date.now();
    queueMicrotask(() => {
      if (raw.complete || reply.raw.headersSent || raw.destroyed) return;
      const timer = setTimeout(
        () => {
          if (raw.complete || reply.raw.headersSent) return;
          const err: NodeJS.ErrnoException = new Error('request body not received in time');
          err.code = 'ERR_HTTP_REQUEST_TIMEOUT';
          request.log.info({ timeoutMs: limits.requestTimeoutMs }, 'request body too slow: closed');
          refuse(err, raw.socket);
        },
        Math.max(0, limits.requestTimeoutMs - (Date.now() - headersAt)),
      );
      timer.unref();
      reply.raw.once('close', () => clearTimeout(timer));
    });
    done();
  };
}

/**
 * Fastify's routing refusals (a malformed percent escape, an over-long path parameter). They
 * come before the hooks, so the security headers are set here.
 */
const frameworkErrors =
  (securityHeaders: Readonly<Record<string, string>>, trust: ProxyTrust | false) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.log.info({ code: error.code }, 'client error before routing');
    const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
    reply.code(status).headers(securityHeaders);
    // Fastify builds this request without its proxy trust: the TLS report is read here.
    if (tlsReported(trust, request.raw)) reply.header('strict-transport-security', HSTS);
    return reply.send(failure(codes.invalid, t(requestLang(request), 'invalidRequest')));
  };

/** The server options that bound what one client can hold open or send (decision 023). */
export function serverLimitOptions(
  limits: ServerLimits,
  securityHeaders: Readonly<Record<string, string>>,
  trust: ProxyTrust | false,
): Partial<FastifyServerOptions> {
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.idleTimeoutMs,
    http: { connectionsCheckingInterval: checkEvery(limits) },
    frameworkErrors: frameworkErrors(securityHeaders, trust),
    clientErrorHandler: clientErrorHandler(securityHeaders),
  } as Partial<FastifyServerOptions>;
}
