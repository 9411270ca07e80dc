/**
 * Vonage's answer to a send: one entry per part of the message, each with a `status` where
 * '0' is accepted and anything else an error (developer.vonage.com/en/api-errors/sms).
 * Accepted is not delivered: the delivery receipt tells that later.
 */
import * as z from 'zod';
import { SmsError, type SmsFailureReason } from './errors.ts';

/** The answer's shape; anything else is the gateway answering something unexpected. */
export const vonageAnswer = z.object({
  messages: z
    .array(
      z.object({
        status: z.string(),
        'message-id': z.string().optional(),
        'error-text': z.string().optional(),
      }),
    )
    .min(1),
});

/** The documented statuses by what the caller and the operator can do about them. */
const REASONS: Record<string, SmsFailureReason> = {
  '1': 'throttled',
  '10': 'throttled', // too many connections: back off like throttling
  '2': 'rejected', // missing parameters
  '3': 'rejected', // invalid parameters (a DLT id the gateway refuses lands here)
  '12': 'rejected', // too long
  '15': 'rejected', // sender id not allowed
  '22': 'rejected', // invalid network code
  '23': 'rejected', // invalid callback URL
  '4': 'account', // credentials
  '8': 'account', // account barred
  '9': 'account', // out of credit
  '11': 'account', // not enabled for the HTTP API
  '14': 'account', // signature
  '29': 'account', // trial account: destination not on its list
  '32': 'account', // signature and secret both sent
  '5': 'unavailable', // the gateway's internal error
  '6': 'invalidNumber', // unrecognised prefix
  '7': 'invalidNumber', // barred number
  '33': 'invalidNumber', // deactivated number
};

/** The ids of the accepted parts, or the first part's error. */
export function acceptedIds(answer: z.infer<typeof vonageAnswer>): string[] {
  const failed = answer.messages.find((m) => m.status !== '0');
  if (failed !== undefined) {
    const reason = REASONS[failed.status] ?? 'rejected';
    throw new SmsError(reason, failed['error-text'] ?? `status ${failed.status}`, failed.status);
  }
  return answer.messages.flatMap((m) => (m['message-id'] === undefined ? [] : [m['message-id']]));
}
