/**
 * The Vonage SMS API adapter (decision 031) over the providers' one JSON client
 * (json-client.ts): one POST per message (a form), never repeated.
 * A retry after a timeout could send a second code the borrower cannot tell from the first;
 * the borrower asks again instead, within the OTP limits (which count the failed send).
 */
import type { SmsGatewayConfig } from '../../config/sms.ts';
import { SmsError } from './errors.ts';
import type { SmsMessage, SmsProvider } from '../sms.ts';
import { silentLog, type Log } from '../../kernel/log.ts';
import { maskPhone, noMetrics, type SmsMetrics } from './observe.ts';
import { vonageRequest } from './request.ts';
import { acceptedIds, vonageAnswer } from './response.ts';
import { jsonClient, type JsonFailure } from '../json-client.ts';

export interface VonageDeps {
  metrics?: SmsMetrics;
  log?: Pick<Log, 'warn'>;
}

/** Each failure of the exchange as an SmsError (the reasons are errors.ts's). */
function smsFailure(failure: JsonFailure, timeoutMs: number): SmsError {
  switch (failure.kind) {
    case 'timeout':
      return new SmsError('timeout', `no answer in ${timeoutMs} ms`);
    case 'network':
      // Refused or reset connections: the message id is unknown either way.
      return new SmsError('unavailable', failure.detail);
    case 'malformed':
      return new SmsError('unavailable', 'the gateway answered something unexpected');
    case 'status': {
      const { status } = failure;
      const detail = `HTTP ${status}`;
      if (status === 429) return new SmsError('throttled', detail, '429');
      if (status === 401 || status === 403) return new SmsError('account', detail, String(status));
      return new SmsError(status >= 500 ? 'unavailable' : 'rejected', detail, String(status));
    }
  }
}

export function vonageSms(config: SmsGatewayConfig, deps: VonageDeps = {}): SmsProvider {
  // The credentials travel in the form (request.ts), as Vonage's SMS API takes them.
  const post = jsonClient({
    baseUrl: config.apiUrl,
    timeoutMs: config.timeoutMs,
    headers: {},
    failure: (failure) => smsFailure(failure, config.timeoutMs),
  });
  const metrics = deps.metrics ?? noMetrics;
  const log = deps.log ?? silentLog;
  return {
    async send(message: SmsMessage) {
      const { kind, region } = message;
      try {
        const body = vonageRequest(message, config);
        acceptedIds(await post({ method: 'POST', path: '', body }, vonageAnswer));
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
