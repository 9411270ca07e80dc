import type { Writable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest, FastifyServerOptions } from 'fastify';
import { requestClientKey } from './client-key.ts';
import { upstreamRequestId } from './request-ids.ts';

/**
 * Query parameters that must never reach a log line (docs/native-integration.md: the token is
 * never logged): sessions, phone numbers (`msisdn` in the SMS gateway's delivery receipts),
 * codes, the card screen's repay token, the payment gateway's page reference, `s`, the
 * signature of a complaint image URL (decision 014), and `sid`, a promotion registration
 * session (whoever holds it may ask for its codes).
 */
const SECRET_PARAMS =
  /^(token|phone|mobile|msisdn|password|smscode|capcode|repaytoken|verifycode|vcode|ref|s|sid)$/i;

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
  'sid',
  '*.token',
  '*.phone',
  '*.sid',
  '*.*.token',
  '*.*.phone',
  '*.*.sid',
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
        // The key every per-address limit counts under (an IPv6 address's /64).
        client: requestClientKey(request),
        // The load balancer's own id for the request, apart from ours (decision 039).
        upstreamId: upstreamRequestId(request.raw),
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger that becomes pino's child logger only when a line is written at a level
 * the server logs. Fastify makes a child for every request (its id bound, the bindings
 * serialised and put through the redaction), and nearly every request logs nothing at the
 * production level: that cost 8–10 µs a request (docs/decisions/012-api-fast-path.md,
 * "Sixth pass"). The lines are the same as the child's.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (this.#child === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.made()[level] as (...line: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a request logger made when first written to. */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) =>
  // A route's own level or serializers make a different child: made at once, as before
  // (and a logger that cannot tell its levels, such as Fastify's null logger, is asked as is).
  options.level !== undefined ||
  options.serializers !== undefined ||
  typeof (logger as Partial<Parent>).isLevelEnabled !== 'function'
    ? logger.child(bindings, options)
    : new RequestLogger(logger as Parent, bindings, options);
