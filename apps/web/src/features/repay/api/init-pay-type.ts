import { queryOptions, useQuery } from '@tanstack/react-query';
import { initPayType } from '@tenor/contract/endpoints/repay';
import { callOrThrow } from '../../../shared/http/query.ts';
import type { PayRef } from '../repay-links.ts';

/** The banks (payType 1) or mini markets (payType 2) this order can be paid at, and every way its market offers. */
export const payOptionsQuery = (ref: PayRef, payType: 1 | 2 | 3) =>
  queryOptions({
    queryKey: ['repay', 'payOptions', ref.orderId, ref.productId ?? null, payType],
    queryFn: ({ signal }) =>
      callOrThrow(
        initPayType,
        { orderId: ref.orderId, productId: ref.productId, payType },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export function usePayOptions(ref: PayRef, payType: 1 | 2 | 3) {
  return useQuery(payOptionsQuery(ref, payType));
}
