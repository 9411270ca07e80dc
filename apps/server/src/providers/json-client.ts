/**
 * The one way an adapter calls a provider's HTTP API (decision 046): `fetch` with the
 * adapter's own headers (its auth), a timeout per attempt, answers read as JSON and checked
 * with zod (a changed field fails loudly here, not as NaN in a ledger), and every failure
 * handed to the adapter's `failure`, which turns it into its ProviderError (provider-error.ts).
 *
 * One retry policy: a call marked `repeatable` — a read, or a write the provider dedupes by a
 * key or by its own nature (an expiry set to a given instant) — is tried once more after a
 * dropped connection or a 5xx. Nothing is repeated after a timeout (the borrower is waiting,
 * and a slow provider is not made faster by asking twice), and a write that is not repeatable
 * is sent once: whether it took effect is found out later, by its key or the provider's lists.
 */
import type * as z from 'zod';

export interface JsonCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Below the client's base URL, e.g. `/payments/qr_codes`; '' for the base URL itself. */
  path: string;
  query?: Record<string, string>;
  /** Sent as JSON; a URLSearchParams is sent as a form (`application/x-www-form-urlencoded`). */
  body?: object;
  /** This call's own headers, such as an idempotency key. */
  headers?: Record<string, string>;
  /** Safe to send twice (above): by default a GET is and any other method is not. */
  repeatable?: boolean;
}

/**
 * How a call failed, before the adapter names it in its provider's terms:
 * - `timeout`: no (whole) answer within the timeout; it may or may not have taken effect;
 * - `network`: the connection was refused or dropped; it may or may not have taken effect;
 * - `status`: the provider answered a non-2xx status, with its body (`null` when not JSON);
 * - `malformed`: a 2xx answer that is not JSON or not the shape the call expects.
 */
export type JsonFailure =
  | { kind: 'timeout' }
  | { kind: 'network'; detail: string }
  | { kind: 'status'; status: number; body: unknown }
  | { kind: 'malformed'; status: number };

export interface JsonClientOptions {
  /** The API's root, without a trailing slash. */
  baseUrl: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Sent with every call: the provider's authentication. */
  headers: Record<string, string>;
  /** The adapter's error for a failure (a ProviderError of its own). */
  failure: (failure: JsonFailure, call: JsonCall) => Error;
  fetch?: typeof fetch;
}

export type JsonClient = <T>(call: JsonCall, answer: z.ZodType<T>) => Promise<T>;

/** HTTP Basic authentication's header value. */
export const basicAuth = (user: string, password: string): string =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

const timedOut = (err: unknown) => err instanceof Error && err.name === 'TimeoutError';
const detailOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

function jsonOrNull(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return null;
  }
}

export function jsonClient(options: JsonClientOptions): JsonClient {
  const fetchImpl = options.fetch ?? fetch;

  function init(call: JsonCall): RequestInit {
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    let body: string | URLSearchParams | null = null;
    if (call.body instanceof URLSearchParams) body = call.body;
    else if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(call.body);
    }
    return {
      method: call.method,
      headers: { ...headers, ...call.headers },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    };
  }

  return async (call, answer) => {
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    const url = `${options.baseUrl}${call.path}${query}`;
    const fail = (failure: JsonFailure) => options.failure(failure, call);
    const tries = (call.repeatable ?? call.method === 'GET') ? 2 : 1;
    for (let n = 1; ; n++) {
      const again = n < tries;
      let response: Response;
      try {
        response = await fetchImpl(url, init(call));
      } catch (err) {
        if (timedOut(err)) throw fail({ kind: 'timeout' });
        if (again) continue;
        throw fail({ kind: 'network', detail: detailOf(err) });
      }
      if (response.status >= 500 && again) {
        await response.body?.cancel();
        continue;
      }
      let text: string;
      try {
        // Read within the timeout: a connection dropped mid-body is as unknown as no answer.
        text = await response.text();
      } catch (err) {
        if (timedOut(err)) throw fail({ kind: 'timeout' });
        if (again) continue;
        throw fail({ kind: 'network', detail: detailOf(err) });
      }
      const json = jsonOrNull(text);
      if (!response.ok) throw fail({ kind: 'status', status: response.status, body: json });
      const parsed = answer.safeParse(json);
      if (!parsed.success) throw fail({ kind: 'malformed', status: response.status });
      return parsed.data;
    }
  };
}
