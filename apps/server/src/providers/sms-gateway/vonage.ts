/**
 * The Vonage SMS API adapter (decision 031) over `fetch`: one POST per message, no retries.
 * A retry after a timeout could send a second code the borrower cannot tell from the first;
 * the borrower asks again instead, within the OTP limits (which count the failed send).
 */
import type { SmsGatewayConfig } from '../../config/sms.ts';
import { SmsError } from './errors.ts';
import type { SmsMessage, SmsProvider } from '../sms.ts';
import { maskPhone, noLog, noMetrics, type SmsLog, type SmsMetrics } from './observe.ts';
import { vonageRequest } from './request.ts';
import { acceptedIds } from './response.ts';

export interface VonageDeps {
  metrics?: SmsMetrics;
  log?: SmsLog;
}

/** The HTTP exchange; every failure becomes an SmsError. */
async function post(config: SmsGatewayConfig, body: URLSearchParams): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(config.apiUrl, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (response.status === 429) throw new SmsError('throttled', 'HTTP 429', '429');
    if (response.status === 401 || response.status === 403) {
      throw new SmsError('account', `HTTP ${response.status}`, String(response.status));
    }
    if (!response.ok) {
      const reason = response.status >= 500 ? 'unavailable' : 'rejected';
      throw new SmsError(reason, `HTTP ${response.status}`, String(response.status));
    }
    return await response.json();
  } catch (error) {
    if (error instanceof SmsError) throw error;
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new SmsError('timeout', `no answer in ${config.timeoutMs} ms`);
    }
    // Refused or reset connections, unreadable JSON: the message id is unknown either way.
    throw new SmsError('unavailable', error instanceof Error ? error.message : 'fetch failed');
  }
}

export function vonageSms(config: SmsGatewayConfig, deps: VonageDeps = {}): SmsProvider {
  const metrics = deps.metrics ?? noMetrics;
  const log = deps.log ?? noLog;
  return {
    async send(message: SmsMessage) {
      const { kind, region } = message;
      try {
        acceptedIds(await post(config, vonageRequest(message, config)));
      } catch (error) {
        if (!(error instanceof SmsError)) throw error;
        metrics.sendFailed({ region, kind, reason: error.reason });
        log.warn(
          {
            kind,
            region,
            reason: error.reason,
            status: error.status,
            phone: maskPhone(message.phone),
          },
          error.message,
        );
        throw error;
      }
    },
  };
}
