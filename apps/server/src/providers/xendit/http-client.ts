/**
 * Xendit's HTTP API over `fetch`: Basic auth with the secret key as user name and an empty
 * password, JSON bodies, a timeout per attempt, and Xendit's `{ error_code, message }` answers
 * turned into XenditError. A dropped connection or a 5xx is tried once more when the caller says
 * the call is safe to repeat; a timeout is not (the borrower is waiting, and a slow Xendit is
 * not made faster by asking twice).
 */
import type * as z from 'zod';
import type { XenditConfig } from '../../config/xendit.ts';
import { XenditError } from './errors.ts';
import { xenditErrorBody } from './wire.ts';

export interface XenditCall {
  method: 'GET' | 'POST' | 'PATCH';
  /** From the API root, e.g. `/callback_virtual_accounts`. */
  path: string;
  body?: unknown;
  /** Sent as `X-IDEMPOTENCY-KEY`, so a repeated POST names the same request. */
  idempotencyKey?: string;
  /** Whether a dropped connection or a 5xx may be tried once more. */
  repeatable: boolean;
}

export type XenditClient = <T>(call: XenditCall, answer: z.ZodType<T>) => Promise<T>;

type Fetch = typeof fetch;

/** Xendit's error codes that mean our own request named something twice, not a bad request. */
const DUPLICATE = /^DUPLICATE_/;

async function errorOf(response: Response): Promise<XenditError> {
  let code = `HTTP_${response.status}`;
  try {
    const parsed = xenditErrorBody.safeParse(await response.json());
    if (parsed.success) code = parsed.data.error_code;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const { status } = response;
  if (status >= 500 || status === 401 || status === 403 || status === 429) {
    // Our key, permissions or Xendit itself: nothing the borrower can change by choosing again.
    return new XenditError('unavailable', code, status);
  }
  // A duplicate external_id means an earlier try of this very request got through (see
  // xendit-provider.ts "issue"): not the borrower's fault, and a new bill number will work.
  return new XenditError(DUPLICATE.test(code) ? 'unavailable' : 'refused', code, status);
}

export function xenditClient(
  config: Pick<XenditConfig, 'secretKey' | 'baseUrl' | 'timeoutMs'>,
  fetchImpl: Fetch = fetch,
): XenditClient {
  const authorization = `Basic ${Buffer.from(`${config.secretKey.reveal()}:`).toString('base64')}`;

  async function attempt(call: XenditCall): Promise<Response> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    if (call.idempotencyKey !== undefined) headers['x-idempotency-key'] = call.idempotencyKey;
    try {
      return await fetchImpl(`${config.baseUrl}${call.path}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? null : JSON.stringify(call.body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
      throw new XenditError('unavailable', timedOut ? 'TIMEOUT' : 'NETWORK');
    }
  }

  async function read<T>(response: Response, answer: z.ZodType<T>): Promise<T> {
    let json: unknown;
    try {
      json = await response.json();
    } catch (err) {
      const timedOut = err instanceof DOMException && err.name === 'TimeoutError';
      throw new XenditError('unavailable', timedOut ? 'TIMEOUT' : 'BAD_RESPONSE', response.status);
    }
    const parsed = answer.safeParse(json);
    if (!parsed.success) throw new XenditError('unavailable', 'BAD_RESPONSE', response.status);
    return parsed.data;
  }

  return async (call, answer) => {
    const tries = call.repeatable ? 2 : 1;
    for (let n = 1; ; n++) {
      let response: Response;
      try {
        response = await attempt(call);
      } catch (err) {
        if (n < tries && err instanceof XenditError && err.code === 'NETWORK') continue;
        throw err;
      }
      if (response.status >= 500 && n < tries) {
        await response.body?.cancel();
        continue;
      }
      if (!response.ok) throw await errorOf(response);
      return read(response, answer);
    }
  };
}
