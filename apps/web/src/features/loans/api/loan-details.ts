import { queryOptions } from '@tanstack/react-query';
import { loanDetails } from '@tenor/contract/endpoints/loans';
import { callOrThrow } from '../../../shared/http/query.ts';

export const loanDetailsQuery = (orderId: number, productId: number | undefined) =>
  queryOptions({
    queryKey: ['loans', 'details', orderId, productId ?? null],
    queryFn: ({ signal }) => callOrThrow(loanDetails, { orderId, productId }, { signal }),
  });
