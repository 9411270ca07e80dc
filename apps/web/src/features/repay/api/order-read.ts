import { queryOptions } from '@tanstack/react-query';
import type { EndpointLike, RequestOf } from '@tenor/contract/endpoint';
import { callOrThrow } from '../../../shared/http/query.ts';
import type { PayRef } from '../repay-links.ts';
import { repayKeys } from './query-keys.ts';

/**
 * A page's read of one order by its reference (the extension's fee, the instalments, the
 * statement), as query options: the order and its product sent, kept under the repay area's
 * key for `read` and then the product.
 */
export const orderReadQuery = <E extends EndpointLike>(
  read: 'delay' | 'instalments' | 'statement',
  endpoint: E & (Required<PayRef> extends RequestOf<E> ? unknown : never),
  ref: PayRef,
) =>
  queryOptions({
    queryKey: [...repayKeys[read](ref.orderId), ref.productId ?? null],
    queryFn: ({ signal }) => {
      const request = { orderId: ref.orderId, productId: ref.productId } as RequestOf<E>;
      return callOrThrow(endpoint, request, { signal });
    },
  });
