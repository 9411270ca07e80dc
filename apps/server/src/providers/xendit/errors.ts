/**
 * How a Xendit call failed, in the terms a service answers the borrower with. `refused`: Xendit
 * said no to this request (a bank or outlet not enabled, an amount outside the channel's
 * limits) and asking again will not help, so the borrower picks another way; `unavailable`:
 * Xendit did not answer usefully (5xx, timeout, dropped connection, our key refused) and a later
 * try may work; `unsupported`: Tenor asked for something this provider does not do in
 * Indonesia (cards, the hosted page).
 */
import type { MessageKey } from '../../i18n.ts';
import { ProviderError } from '../provider-error.ts';

export type XenditFailure = 'refused' | 'unavailable' | 'unsupported';

const MESSAGE_OF: Record<XenditFailure, MessageKey> = {
  refused: 'payCodeNotOffered',
  unavailable: 'unavailable',
  unsupported: 'channelNotOffered',
};

const STATUS_OF: Record<XenditFailure, 400 | 503> = {
  refused: 400,
  unavailable: 503,
  unsupported: 400,
};

export class XenditError extends ProviderError {
  constructor(
    readonly kind: XenditFailure,
    /** Xendit's `error_code`, or what went wrong on the way (`TIMEOUT`, `NETWORK`, …). */
    readonly code: string,
    /** Xendit's HTTP status, when it answered. */
    readonly status?: number,
  ) {
    // Xendit's own `message` is left out: it may quote our request back.
    super(
      `xendit ${kind}: ${code}${status === undefined ? '' : ` (${status})`}`,
      MESSAGE_OF[kind],
      STATUS_OF[kind],
    );
    this.name = 'XenditError';
  }
}

export const isXenditError = (err: unknown): err is XenditError => err instanceof XenditError;
