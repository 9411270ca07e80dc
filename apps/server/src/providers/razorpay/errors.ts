/**
 * Razorpay's failures, sorted by what the caller can do about them. The services map
 * `messageKey` to their localised toast (i18n.ts) without knowing Razorpay's error codes.
 */
import { ProviderError } from '../provider-error.ts';

/**
 * - `refused`: Razorpay answered 4xx (`BAD_REQUEST_ERROR`): it will not do this; the same
 *   request again gets the same answer.
 * - `auth`: 401, our key id or secret is wrong; an operator must fix the configuration.
 * - `unavailable`: 5xx (`SERVER_ERROR`), 409 (a retry still in progress), a timeout or a
 *   dropped connection. The request may or may not have taken effect: ask again later with
 *   the same idempotency key, never a new one.
 */
export type RazorpayFailure = 'refused' | 'auth' | 'unavailable';

/** Razorpay's error body: `{ error: { code, description, field, source, step, reason } }`. */
export interface RazorpayErrorBody {
  code?: string | undefined;
  description?: string | undefined;
  field?: string | null | undefined;
  reason?: string | null | undefined;
}

export class RazorpayError extends ProviderError {
  constructor(
    readonly failure: RazorpayFailure,
    /** 0 when no answer arrived (timeout, dropped connection). */
    readonly status: number,
    readonly body: RazorpayErrorBody = {},
  ) {
    // Razorpay's description is for operators' logs; borrowers get `messageKey`'s text.
    super(
      `razorpay ${failure} (${status || 'no answer'}): ${body.description ?? body.code ?? ''}`,
      failure === 'refused' ? 'chargeFailed' : 'unavailable',
      failure === 'refused' ? 400 : 503,
    );
    this.name = 'RazorpayError';
  }
}

export const isRefusal = (err: unknown): err is RazorpayError =>
  err instanceof RazorpayError && err.failure === 'refused';
