import { queryOptions, skipToken } from '@tanstack/react-query';
import type { EndpointLike, RequestOf } from '@tenor/contract/endpoint';
import { orderKey } from '../../../shared/http/order-keys.ts';
import { callOrThrow } from '../../../shared/http/query.ts';

/** The cache key of a loans read about one order: under the order's, so a change to it reaches the read. */
export const orderReadKey = (orderId: number, read: string) => [
  ...orderKey(orderId),
  'loans',
  read,
];

/**
 * A read that loan details makes about an order after the order itself (its payoff quote,
 * certificate, documents, reminders), as query options under `orderReadKey`; none while there
 * is no order to ask about (`undefined`).
 */
export const orderReadQuery = <E extends EndpointLike>(
  read: string,
  endpoint: E & ({ orderId: number } extends RequestOf<E> ? unknown : never),
  orderId: number | undefined,
) =>
  queryOptions({
    queryKey: orderReadKey(orderId ?? 0, read),
    queryFn:
      orderId === undefined
        ? skipToken
        : ({ signal }) => callOrThrow(endpoint, { orderId } as RequestOf<E>, { signal }),
  });

/**
 * Read afresh on each visit and never kept (a quote moves by the day, a link expires): dropped
 * once the page is left. The answer the server rendered the visit with is this visit's: the
 * page does not ask again as it starts (the cache's usual freshness).
 */
export const readAfresh = { gcTime: 0 } as const;
