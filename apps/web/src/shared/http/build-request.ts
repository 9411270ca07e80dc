import type { EndpointDef } from '@tenor/contract/endpoint';
import { commonParamHeaders, TOKEN_HEADER } from '@tenor/contract/launch';

export interface RequestContext {
  /** API origin, empty for the page's own. */
  apiBase: string;
  token: string | undefined;
  /** Device parameters of the session (never the token). */
  common: readonly (readonly [key: string, value: string])[];
}

export interface BuiltRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string | FormData;
}

type Fields = Record<string, unknown>;

function scalar(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `:name` path segments take their value out of the payload. */
function fillPath(path: string, payload: Fields): { path: string; rest: Fields } {
  const rest = { ...payload };
  const filled = path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(scalar(value));
  });
  return { path: filled, rest };
}

function appendFields(params: URLSearchParams, fields: Fields): void {
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, scalar(item));
    else params.append(key, scalar(value));
  }
}

/**
 * Turns an endpoint and its payload into a request (docs/api-conventions.md "Encodings"):
 * - form: POST `{path}?{common params}`, URL-encoded body;
 * - query: GET `{path}?{common params}&{request params}`;
 * - json: POST JSON body, device parameters as `X-…` headers;
 * - multipart: POST `{path}?{common params}`, multipart body.
 * Every request carries `X-Requested-With` and, with a session, `X-Token` (never the URL).
 */
export function buildRequest(
  endpoint: Pick<EndpointDef, 'method' | 'path' | 'encoding'>,
  payload: unknown,
  ctx: RequestContext,
): BuiltRequest {
  const fields = (payload && typeof payload === 'object' ? payload : {}) as Fields;
  const { path, rest } = fillPath(endpoint.path, fields);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (ctx.token) headers[TOKEN_HEADER] = ctx.token;

  const query = new URLSearchParams(ctx.common.map(([k, v]) => [k, v]));
  const withQuery = (q: URLSearchParams) => {
    const qs = q.toString();
    return `${ctx.apiBase}${path}${qs ? `?${qs}` : ''}`;
  };

  switch (endpoint.encoding) {
    case 'query': {
      appendFields(query, rest);
      return { url: withQuery(query), method: 'GET', headers };
    }
    case 'form': {
      const body = new URLSearchParams();
      appendFields(body, rest);
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      return { url: withQuery(query), method: endpoint.method, headers, body: body.toString() };
    }
    case 'multipart': {
      const body = new FormData();
      for (const [key, value] of Object.entries(rest)) {
        if (value === undefined || value === null) continue;
        body.append(key, value instanceof Blob ? value : scalar(value));
      }
      // The browser sets the multipart boundary itself.
      return { url: withQuery(query), method: 'POST', headers, body };
    }
    case 'json': {
      for (const [key, value] of ctx.common) {
        const header = commonParamHeaders[key as keyof typeof commonParamHeaders];
        if (header) headers[header] = value;
      }
      if (endpoint.method === 'GET') {
        const q = new URLSearchParams();
        appendFields(q, rest);
        return { url: withQuery(q), method: 'GET', headers };
      }
      headers['Content-Type'] = 'application/json';
      return {
        url: withQuery(new URLSearchParams()),
        method: endpoint.method,
        headers,
        body: JSON.stringify(rest),
      };
    }
  }
}
