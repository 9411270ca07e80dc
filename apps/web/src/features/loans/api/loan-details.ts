import { queryOptions } from '@tanstack/react-query';
import { loanDetails } from '@tenor/contract/endpoints/loans';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

export const loanDetailsQuery = (orderId: number, productId: number | undefined) =>
  queryOptions({
    queryKey: ['loans', 'details', orderId, productId ?? null],
    queryFn: ({ signal }) => callOrThrow(loanDetails, { orderId, productId }, { signal }),
  });

/** `/loanDetails`: the order, its product and what can be done next. */
export const loanDetailsPage = pageData('loanDetails', ({ orderId, productId }) => ({
  order: loanDetailsQuery(orderId, productId),
}));
