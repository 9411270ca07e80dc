/**
 * Xendit's HTTP API through the providers' one JSON client (json-client.ts): Basic auth with the
 * secret key as user name and an empty password, and Xendit's `{ error_code, message }` answers
 * turned into XenditError. Lookups (GETs) are repeated after a dropped connection or a 5xx;
 * so are the writes accounts.ts marks repeatable: an issue sent with the bill's
 * `X-IDEMPOTENCY-KEY` and `external_id`, and a close that sets an expiry.
 */
import type { XenditConfig } from '../../config/xendit.ts';
import { basicAuth, jsonClient, type JsonClient, type JsonFailure } from '../json-client.ts';
import { XenditError } from './errors.ts';
import { xenditErrorBody } from './wire.ts';

export type XenditClient = JsonClient;

/** Xendit's error codes that mean our own request named something twice, not a bad request. */
const DUPLICATE = /^DUPLICATE_/;

function xenditFailure(failure: JsonFailure): XenditError {
  switch (failure.kind) {
    case 'timeout':
      return new XenditError('unavailable', 'TIMEOUT');
    case 'network':
      return new XenditError('unavailable', 'NETWORK');
    case 'malformed':
      return new XenditError('unavailable', 'BAD_RESPONSE', failure.status);
    case 'status': {
      const { status } = failure;
      const parsed = xenditErrorBody.safeParse(failure.body);
      // Not Xendit's JSON (a proxy's page): the status says enough.
      const code = parsed.success ? parsed.data.error_code : `HTTP_${status}`;
      if (status >= 500 || status === 401 || status === 403 || status === 429) {
        // Our key, permissions or Xendit itself: nothing the borrower can change by choosing again.
        return new XenditError('unavailable', code, status);
      }
      // A duplicate external_id means an earlier try of this very request got through (see
      // xendit-provider.ts "issue"): not the borrower's fault, and a new bill number will work.
      return new XenditError(DUPLICATE.test(code) ? 'unavailable' : 'refused', code, status);
    }
  }
}

export function xenditClient(
  config: Pick<XenditConfig, 'secretKey' | 'baseUrl' | 'timeoutMs'>,
  fetchImpl: typeof fetch = fetch,
): XenditClient {
  return jsonClient({
    baseUrl: config.baseUrl,
    timeoutMs: config.timeoutMs,
    headers: { authorization: basicAuth(config.secretKey.reveal(), '') },
    failure: xenditFailure,
    fetch: fetchImpl,
  });
}
