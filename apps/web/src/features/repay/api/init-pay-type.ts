import { repayArea } from '../../../shared/http/areas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import type { PayQuery } from '../repay-links.ts';
import { repayKeys } from './query-keys.ts';

const initPayType = repayArea('initPayType');

/**
 * The banks (payType 1) or mini markets (payType 2) this order can be paid at, every way its
 * market offers, and what the page pays for its link's amount (`payable`: the server's
 * amount, never the link's).
 */
export const payOptionsQuery = (q: PayQuery, payType: 1 | 2 | 3 | 4 | 5) =>
  queryOptions({
    queryKey: [
      ...repayKeys.payOptions(q.orderId),
      q.productId ?? null,
      q.amount,
      q.display,
      payType,
    ],
    queryFn: ({ signal }) =>
      callOrThrow(
        initPayType,
        {
          orderId: q.orderId,
          productId: q.productId,
          payType,
          amount: q.amount,
          isDisplay: q.display,
        },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export function usePayOptions(q: PayQuery, payType: 1 | 2 | 3 | 4) {
  return useQuery(payOptionsQuery(q, payType));
}
