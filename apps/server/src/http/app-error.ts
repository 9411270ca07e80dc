import type { MessageKey } from '../i18n.ts';

/**
 * A business failure a handler reports on purpose: the client gets a non-success envelope
 * with `code` and the localised message, never a stack trace.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly httpStatus = 400,
    /** Overrides the localised text, e.g. a validation message naming the field. */
    readonly detail?: string,
  ) {
    super(detail ?? messageKey);
    this.name = 'AppError';
  }
}
