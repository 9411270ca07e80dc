/**
 * Razorpay's API through the providers' one JSON client (json-client.ts): HTTP Basic auth with
 * the key id and secret, and every failure turned into a RazorpayError. Reads are repeated
 * after a dropped connection or a 5xx; writes are sent once, and a lost answer is found again
 * by the reference or idempotency key it carried (payment-link.ts, refund.ts, upi-qr.ts).
 */
import type { RazorpaySettings } from '../../config/razorpay-settings.ts';
import { basicAuth, jsonClient, type JsonClient, type JsonFailure } from '../json-client.ts';
import { RazorpayError, type RazorpayErrorBody } from './errors.ts';

export type RazorpayHttp = JsonClient;

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

function razorpayFailure(failure: JsonFailure, call: { method: string; path: string }) {
  switch (failure.kind) {
    case 'timeout':
    case 'network':
      return new RazorpayError('unavailable', 0, { description: 'no answer' });
    case 'status':
      return new RazorpayError(failureOf(failure.status), failure.status, errorBody(failure.body));
    case 'malformed':
      return new RazorpayError('unavailable', failure.status, {
        description: `unexpected answer to ${call.method} ${call.path}`,
      });
  }
}

export function razorpayHttp(
  settings: RazorpaySettings,
  fetchImpl: typeof fetch = fetch,
): RazorpayHttp {
  return jsonClient({
    baseUrl: settings.apiUrl,
    timeoutMs: settings.timeoutMs,
    headers: { authorization: basicAuth(settings.keyId, settings.keySecret.reveal()) },
    failure: razorpayFailure,
    fetch: fetchImpl,
  });
}
