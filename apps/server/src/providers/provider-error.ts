/**
 * What every provider adapter throws when its provider failed or refused: the HTTP error
 * handler turns it into an envelope with a localised message (never the provider's own words,
 * which are for the operators' log), 503 when asking again later may work, 400 when the
 * borrower must choose another way.
 */
import { codes } from '@tenor/contract/envelope';
import type { MessageKey } from '../i18n.ts';

export class ProviderError extends Error {
  constructor(
    message: string,
    /** The borrower's message (i18n.ts). */
    readonly messageKey: MessageKey,
    /** 503: try again later; 400: this request will not work. */
    readonly httpStatus: 400 | 503,
  ) {
    super(message);
    this.name = 'ProviderError';
  }

  /** The envelope code the failure leaves with. */
  get envelopeCode(): string {
    return this.httpStatus === 503 ? codes.unavailable : codes.invalid;
  }
}
