import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { EndpointLike, RequestOf } from '@tenor/contract/endpoint';
import { callOrThrow } from './query.ts';

/**
 * A read of an endpoint that takes no request (the signed-in borrower's or the market's
 * own), as query options under `queryKey`; `staleTime` where it changes seldom. Its own module,
 * so a page that does not read one does not load it.
 */
export const readQuery = <E extends EndpointLike, K extends QueryKey>(
  queryKey: K,
  endpoint: E & (Record<string, never> extends RequestOf<E> ? unknown : never),
  options: { staleTime?: number } = {},
) =>
  queryOptions({
    queryKey,
    queryFn: ({ signal }) => callOrThrow(endpoint, {} as RequestOf<E>, { signal }),
    ...options,
  });
