import { skipToken, useQuery } from '@tanstack/react-query';
import { loanDocuments } from '@tenor/contract/endpoints/loans';
import { orderKey } from '../../../shared/http/order-keys.ts';
import { callOrThrow } from '../../../shared/http/query.ts';

/**
 * The documents the borrower was given at signing (decision 059), read after the order
 * itself: their download addresses are capabilities that last an hour, so they are read
 * afresh on each visit and never kept.
 */
export function useLoanDocuments(orderId: number | undefined) {
  return useQuery({
    queryKey: [...orderKey(orderId ?? 0), 'loans', 'documents'],
    queryFn:
      orderId === undefined
        ? skipToken
        : ({ signal }) => callOrThrow(loanDocuments, { orderId }, { signal, quiet: true }),
    staleTime: 0,
    gcTime: 0,
  });
}
