import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './query.ts';

/**
 * Reads retry once, and only after a transport failure (a refusal or bad data will not
 * fix itself). Writes never retry: applying or paying twice is worse than asking again.
 * Writes are sent even when the phone says it is offline: the call fails at once with the
 * network message and the button is ready again, where a paused write would spin with no
 * word and then pay by itself whenever the network came back.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
        retryDelay: 1000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
