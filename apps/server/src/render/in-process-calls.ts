import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import type { Transport } from '@tenor/contract/render';
import { AppError } from '../http/app-error.ts';
import { Call } from '../http/call.ts';
import { failureOf } from '../http/error-handler.ts';
import { requestLang } from '../http/language.ts';
import { keyOf, type InProcessEndpoint } from '../http/call-registry.ts';
import { t } from '../i18n.ts';

/**
 * Contract calls answered in-process, for the pages the server renders
 * (docs/decisions/012-api-fast-path.md, "Sixth pass"; decision 013). A page's first view is
 * fetched through the same `route()` core as over HTTP — session, payload by encoding,
 * validation, handler, envelope — without a fake HTTP exchange: `app.inject`'s request and
 * response objects went through Fastify's and Node's HTTP code beside real ones and made
 * every later API request 22–25 µs dearer.
 */

/** Form and query fields as Fastify's parsers give them: a repeated name becomes a list. */
function fieldsOf(params: URLSearchParams): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const seen = fields[key];
    fields[key] =
      seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return fields;
}

/** The body as Fastify would parse it for its content type (JSON or a form); none is undefined. */
function bodyOf(contentType: string | undefined, body: RequestInit['body']): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') throw new Error('in-process calls carry text bodies only');
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new AppError(codes.invalid, t.later('malformedBody'), 400);
    }
  }
  if (type === 'application/x-www-form-urlencoded') return fieldsOf(new URLSearchParams(body));
  return body;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/**
 * The `fetch` of a page being rendered for `request`: its calls reach the endpoints' cores
 * with the headers, query and body the page's client built, and the page request's address.
 * A path that is no filed endpoint answers 404, as over HTTP.
 */
export function inProcessTransport(app: FastifyInstance, request: FastifyRequest): Transport {
  return async (url, init) => {
    const address = new URL(url, 'http://in-process.invalid');
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const query = fieldsOf(address.searchParams);
    const endpoint = app.contractCalls.get(keyOf(init.method ?? 'GET', address.pathname));
    const answer = await answerOf(endpoint, headers, query, init.body, request);
    return new Response(answer.text, { status: answer.status, headers: JSON_HEADERS });
  };
}

/** The status and envelope text of one call; every failure is the envelope HTTP would send. */
async function answerOf(
  endpoint: InProcessEndpoint | undefined,
  headers: Record<string, string>,
  query: Record<string, string | string[]>,
  body: RequestInit['body'],
  request: FastifyRequest,
): Promise<{ status: number; text: string }> {
  try {
    if (endpoint === undefined) throw new AppError(codes.notFound, t.later('notFound'), 404);
    const text = await endpoint(
      new Call(headers, query, bodyOf(headers['content-type'], body), {}),
      request,
    );
    return { status: 200, text };
  } catch (err) {
    const lang = requestLang({ query, headers });
    const { status, body: refusal } = failureOf(err as FastifyError | AppError, lang, request.log);
    return { status, text: JSON.stringify(refusal) };
  }
}
