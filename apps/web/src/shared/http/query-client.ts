import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './query.ts';

/**
 * Reads retry once, and only after a transport failure (a refusal or bad data will not
 * fix itself). Writes never retry: applying or paying twice is worse than asking again.
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
      mutations: { retry: false },
    },
  });
}
