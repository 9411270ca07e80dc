/**
 * The one way the adapter talks to Razorpay: JSON over `fetch`, HTTP Basic auth with the key
 * id and secret, a timeout per request, and every failure turned into a RazorpayError.
 * Answers are checked with zod so a changed field fails loudly here, not as NaN in a ledger.
 */
import type * as z from 'zod';
import { RazorpayError, type RazorpayErrorBody } from './errors.ts';
import type { RazorpaySettings } from '../../config/razorpay-settings.ts';

export interface RazorpayCall {
  method: 'GET' | 'POST' | 'PATCH';
  /** Below the API URL, e.g. `/payments/qr_codes`. */
  path: string;
  query?: Record<string, string>;
  body?: object;
  headers?: Record<string, string>;
}

export type RazorpayHttp = <T>(call: RazorpayCall, answer: z.ZodType<T>) => Promise<T>;

function errorBody(json: unknown): RazorpayErrorBody {
  const error = (json as { error?: unknown } | null)?.error;
  if (typeof error !== 'object' || error === null) return {};
  const e = error as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    code: text(e.code),
    description: text(e.description),
    field: text(e.field),
    reason: text(e.reason),
  };
}

const failureOf = (status: number) =>
  status === 401 ? 'auth' : status === 409 || status >= 500 ? 'unavailable' : 'refused';

export function razorpayHttp(
  settings: RazorpaySettings,
  fetchImpl: typeof fetch = fetch,
): RazorpayHttp {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret.reveal()}`).toString('base64')}`;
  return async (call, answer) => {
    const query = call.query ? `?${new URLSearchParams(call.query).toString()}` : '';
    let response: Response;
    let json: unknown;
    try {
      response = await fetchImpl(`${settings.apiUrl}${call.path}${query}`, {
        method: call.method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(call.body && { 'content-type': 'application/json' }),
          ...call.headers,
        },
        ...(call.body && { body: JSON.stringify(call.body) }),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // Read inside the try: a connection dropped mid-body is as unknown as one never answered.
      const text = await response.text();
      json = text === '' ? null : JSON.parse(text);
    } catch {
      throw new RazorpayError('unavailable', 0, { description: 'no answer' });
    }
    if (!response.ok)
      throw new RazorpayError(failureOf(response.status), response.status, errorBody(json));
    const parsed = answer.safeParse(json);
    if (!parsed.success) {
      throw new RazorpayError('unavailable', response.status, {
        description: `unexpected answer to ${call.method} ${call.path}`,
      });
    }
    return parsed.data;
  };
}
