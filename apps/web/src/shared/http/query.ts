import type { EndpointLike, RequestOf, ResponseOf } from '@tenor/contract/endpoint';
import { type CallFailure, type CallOptions, call } from './call.ts';

/** A failed call as a thrown error, for TanStack Query's error states. */
export class CallError extends Error {
  readonly failure: CallFailure;
  constructor(failure: CallFailure) {
    super(failure.message || failure.code);
    this.name = 'CallError';
    this.failure = failure;
  }
}

/**
 * `call` for query functions: resolves with the data or throws a `CallError`. Quiet: a read
 * that fails is shown once, by the page's own error state with its retry (QueryView), not
 * also as a toast.
 */
export async function callOrThrow<E extends EndpointLike>(
  endpoint: E,
  payload: RequestOf<E>,
  options?: CallOptions,
): Promise<ResponseOf<E>> {
  const result = await call(endpoint, payload, { quiet: true, ...options });
  if (!result.ok) throw new CallError(result);
  return result.data;
}

/** Only transport failures are worth retrying on their own; a refusal or bad data is not. */
export const isRetryable = (error: unknown): boolean =>
  error instanceof CallError && error.failure.kind === 'network';
