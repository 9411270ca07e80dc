import type { Writable } from 'node:stream';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that must never reach a log line (docs/native-integration.md: the token is
 * never logged): sessions, phone numbers, codes, the card screen's repay token, the payment
 * gateway's page reference, and `s`, the signature of a complaint image URL (decision 014).
 */
const SECRET_PARAMS =
  /^(token|phone|mobile|password|smscode|capcode|repaytoken|verifycode|vcode|ref|s)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) params.delete(key);
  }
  const rest = params.toString();
  return rest ? `${url.slice(0, q)}?${rest}` : url.slice(0, q);
}

/** Belt and braces: request logs carry no headers, but any object logged with these keys is censored. */
const redactPaths = [
  'req.headers["x-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers["x-token"]',
  'headers.authorization',
  'headers.cookie',
  'token',
  'phone',
  '*.token',
  '*.phone',
  '*.*.token',
  '*.*.phone',
];

export function loggerOptions(
  level: string,
  stream?: Writable,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}
