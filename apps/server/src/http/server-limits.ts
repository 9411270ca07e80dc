import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import type { ServerLimits } from '../config.ts';
import { t } from '../i18n.ts';
import { HSTS } from './hsts.ts';
import { failure } from './envelope.ts';
import { requestLang } from './language.ts';
import { type ProxyTrust, tlsReported } from './trusted-proxies.ts';

/** How often Node looks for requests past their time (its default, 30 s, outlives short limits). */
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
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n\r\n${body}`);
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
