import { ProviderError } from '../provider-error.ts';

/**
 * Why a message was not handed over. Callers answer the borrower "unavailable" for all of
 * them; the reason is for logs, the failure counter and the operator (docs/providers/sms.md).
 */
export type SmsFailureReason =
  /** Refused before sending: the text does not match its kind's registered DLT template. */
  | 'dltTemplate'
  /** Refused before sending: a market the gateway is not configured for, or a phone of the other market. */
  | 'market'
  /** Refused before sending: Indonesian networks do not carry Unicode (the text would arrive garbled). */
  | 'encoding'
  /** The gateway's rate limit: sending faster than the account allows. */
  | 'throttled'
  /** The number is malformed, barred, deactivated or not routable. */
  | 'invalidNumber'
  /** The gateway refused our request: parameters, sender id, DLT ids, length. A configuration fault. */
  | 'rejected'
  /** Credentials, suspension or credit: nothing will be sent until an operator acts. */
  | 'account'
  /** An error on the gateway's side or on the way there (5xx, reset connection). */
  | 'unavailable'
  /** No answer in time: the message may or may not have been sent. */
  | 'timeout';

/** Worth asking again a little later (the caller does not: the borrower asks for a new code). */
const TRANSIENT: ReadonlySet<SmsFailureReason> = new Set(['throttled', 'unavailable', 'timeout']);

export class SmsError extends ProviderError {
  readonly transient: boolean;

  constructor(
    readonly reason: SmsFailureReason,
    detail: string,
    /** The gateway's status code, when it gave one. */
    readonly status?: string,
  ) {
    // The borrower asks for a new code later, whatever the reason.
    super(`SMS not sent (${reason}): ${detail}`, 'unavailable', 503);
    this.name = 'SmsError';
    this.transient = TRANSIENT.has(reason);
  }
}
