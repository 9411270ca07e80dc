import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointDef, ParsedRequestOf, ResponseOf } from '@tenor/contract/endpoint';
import { codes, type Envelope } from '@tenor/contract/envelope';
import { regionOf, type Region } from '@tenor/contract/launch';
import type { Borrower } from '../db/schema.ts';
import type { Lang } from '../i18n.ts';
import { AppError } from './app-error.ts';
import { Call } from './call.ts';
import { controlRefusal, fieldWithControl } from './control-characters.ts';
import { envelope } from './envelope.ts';
import { fileCall } from './call-registry.ts';
import { JsonText } from '../kernel/json-text.ts';
import {
  defaultUploadLimits,
  readMultipart,
  type UploadLimits,
  type UploadedFile,
} from './multipart.ts';
import { languageTypeOf, requestLang } from './language.ts';
import { andThen, type MaybePromise } from '../kernel/maybe-promise.ts';
import { parseParams, validationMessage } from './validation-message.ts';
import { t } from '../i18n.ts';

export interface RouteContext {
  /**
   * The HTTP request: the call's own, or for a call made while rendering a page, the page's
   * (its address and host are the borrower's all the same).
   */
  request: FastifyRequest;
  /** What the caller sent (headers, query, body) and its session. */
  call: Call;
  /** From `locale` (zh-CN) or `languageType`: it chooses the words of messages, nothing else. */
  lang: Lang;
  /**
   * The market of every decision (products, orders, channels, contacts, currency): the
   * signed-in borrower's own region. Only anonymous calls fall back to `languageType`
   * (docs/markets.md), so a header can never move a borrower into another market.
   */
  readonly region: Region;
  /** The session's borrower. On endpoints without auth it throws 1002 when there is none. */
  readonly borrower: Borrower;
  /** Files of a multipart endpoint (empty otherwise). */
  files: UploadedFile[];
  /** The success envelope's message, `ok` unless the handler sets one (a toast the page shows). */
  message?: string;
}

export interface RouteOptions {
  /** Overrides the global per-IP limit for this route. */
  rateLimit?: { max: number; timeWindow: string };
  /** Multipart endpoints: file fields, size and count. */
  upload?: UploadLimits;
}

/** A handler answers the data, or its JSON text when it keeps the answer serialised (json-text.ts). */
type Answer<E extends EndpointDef> = ResponseOf<E> | JsonText<ResponseOf<E>>;

type Handler<E extends EndpointDef> = (
  input: ParsedRequestOf<E>,
  ctx: RouteContext,
) => MaybePromise<Answer<E>>;

const JSON_TYPE = 'application/json; charset=utf-8';

const mimeTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
} as const;

const mimeOf = (call: Call): string => {
  const type = call.headers['content-type'] ?? '';
  const end = type.indexOf(';');
  return (end === -1 ? type : type.slice(0, end)).trim().toLowerCase();
};

/** The raw payload by the endpoint's encoding, with path parameters merged in. */
function payloadOf(endpoint: EndpointDef, call: Call): unknown {
  const params = (call.params ?? {}) as Record<string, string>;
  if (endpoint.encoding === 'query') return { ...(call.query as object), ...params };
  const body = call.body;
  // A POST with no body at all is an empty payload (all-optional requests such as the list).
  if (body === undefined || body === null) return { ...params };
  // Fastify parses every registered type; the contract fixes which one this endpoint takes.
  const expected = endpoint.encoding === 'json' ? mimeTypes.json : mimeTypes.form;
  if (mimeOf(call) !== expected)
    throw new AppError(codes.invalid, t.later('unsupportedMediaType'), 415);
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...(body as object), ...params };
}

/** A class, not an object literal with getters: one cheap allocation per call. */
class CallContext implements RouteContext {
  message?: string;

  constructor(
    readonly request: FastifyRequest,
    readonly call: Call,
    readonly lang: Lang,
    readonly files: UploadedFile[],
  ) {}

  get region(): Region {
    return this.call.borrower?.region ?? regionOf(languageTypeOf(this.call));
  }

  get borrower(): Borrower {
    const { borrower } = this.call;
    if (borrower === null) throw new AppError(codes.unauthorized, t.later('loginAgain'), 401);
    return borrower;
  }
}

interface Parsed<E extends EndpointDef> {
  input: ParsedRequestOf<E>;
  ctx: RouteContext;
}

/**
 * The payload of a request, validated with the endpoint's schema, and its context: at once
 * when the session is kept in memory and nothing is uploaded (maybe-promise.ts).
 */
function parsedRequest<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  call: Call,
  request: FastifyRequest,
  options: RouteOptions,
): MaybePromise<Parsed<E>> {
  // The session first, as a preHandler would: a stranger learns nothing from validation.
  // Called here rather than as a hook, which costs a hook stage on every request.
  const signedIn = endpoint.auth ? app.authenticate(call) : undefined;
  return andThen(signedIn, () => parsedPayload(endpoint, call, request, options));
}

function parsedPayload<E extends EndpointDef>(
  endpoint: E,
  call: Call,
  request: FastifyRequest,
  options: RouteOptions,
): MaybePromise<Parsed<E>> {
  if (endpoint.encoding !== 'multipart')
    return validated(endpoint, call, request, payloadOf(endpoint, call), []);
  return readMultipart(request, options.upload ?? defaultUploadLimits).then((read) =>
    validated(endpoint, call, request, { ...read.payload, ...(call.params as object) }, read.files),
  );
}

function validated<E extends EndpointDef>(
  endpoint: E,
  call: Call,
  request: FastifyRequest,
  input: unknown,
  files: UploadedFile[],
): Parsed<E> {
  const lang = requestLang(call);
  // The query is in the payload of a query endpoint; the others read it too (languageType).
  const control =
    fieldWithControl(input) ??
    (endpoint.encoding === 'query' ? undefined : fieldWithControl(call.query));
  if (control !== undefined) throw controlRefusal(control, lang);
  // Without parameters zod checks an object on its compiled fast path; asking for our own
  // messages turns that off (several times slower), so they are asked for only on a refusal.
  const parsed = endpoint.request.safeParse(input);
  if (!parsed.success) {
    const refused = endpoint.request.safeParse(input, parseParams);
    const issues = refused.success ? parsed.error.issues : refused.error.issues;
    throw new AppError(
      codes.invalid,
      t.later('invalidRequest'),
      400,
      validationMessage(issues, input, lang),
    );
  }
  const ctx = new CallContext(request, call, lang, files);
  return { input: parsed.data as ParsedRequestOf<E>, ctx };
}

const routeShape = (endpoint: EndpointDef, options: RouteOptions) => ({
  method: endpoint.method,
  url: endpoint.path,
  // `endpoint`: its answers carry the data headers (plugins/security.ts).
  config: { endpoint: true, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
});

/**
 * Registers one contract endpoint: method and path from the definition, payload validated
 * with the contract's schema (400 envelope 1001 naming the field), session checked when the
 * endpoint needs one, and the handler's result wrapped in the success envelope.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void {
  // Most writes answer no data: their envelope is kept as bytes, as a kept answer's is.
  const nothing = JsonText.of(null);
  /** The success envelope, or its bytes when the answer is kept serialised (or is null). */
  const envelopeOf = (data: Answer<E>, ctx: RouteContext): Envelope<ResponseOf<E>> | Buffer => {
    const message = ctx.message ?? 'ok';
    if (data instanceof JsonText) return data.envelope(endpoint.success, message);
    if (data === null) return nothing.envelope(endpoint.success, message);
    return envelope(endpoint.success, message, data);
  };
  /** At once (no promise) when every step answers at once: a kept session, kept answer. */
  const answer = (call: Call, request: FastifyRequest) =>
    andThen(parsedRequest(app, endpoint, call, request, options), ({ input, ctx }) =>
      andThen(handler(input, ctx), (data) => envelopeOf(data, ctx)),
    );
  app.route({
    ...routeShape(endpoint, options),
    // Not async: Fastify sends an answer at hand in the same turn (a promise, once it settles).
    handler: (request, reply) =>
      andThen(answer(Call.of(request), request), (body) => {
        if (Buffer.isBuffer(body)) reply.type(JSON_TYPE);
        return body;
      }),
  });
  // Files arrive as a stream only over HTTP: a page being rendered never sends any.
  if (endpoint.encoding !== 'multipart') fileCall(app, endpoint, answer);
}

/** What a binary endpoint answers: the bytes and their headers. */
export interface BinaryAnswer {
  type: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/**
 * Registers a contract endpoint whose success answer is not an envelope (`body: 'binary'`,
 * e.g. an image). Validation and failures are as in `route`: a refusal is still an envelope.
 */
export function binaryRoute<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: ParsedRequestOf<E>, ctx: RouteContext) => Promise<BinaryAnswer>,
  options: RouteOptions = {},
): void {
  app.route({
    ...routeShape(endpoint, options),
    handler: async (request, reply) => {
      const { input, ctx } = await parsedRequest(app, endpoint, Call.of(request), request, options);
      const answer = await handler(input, ctx);
      return reply
        .headers(answer.headers ?? {})
        .type(answer.type)
        .send(answer.body);
    },
  });
}
