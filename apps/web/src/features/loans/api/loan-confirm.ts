import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loanConfirm } from '@tenor/contract/endpoints/loans';
import { callOrThrow } from '../../../shared/http/query.ts';

/** The amount and term the borrower picked; absent until they pick (the server's defaults). */
export interface LoanChoice {
  amount: number;
  periods: number;
}

export const loanConfirmQuery = (productId: number, choice: LoanChoice | undefined) =>
  queryOptions({
    queryKey: ['loans', 'confirm', productId, choice?.amount ?? null, choice?.periods ?? null],
    queryFn: ({ signal }) => callOrThrow(loanConfirm, { productId, ...choice }, { signal }),
  });

/** The quote; a new choice re-quotes while the previous quote stays on screen. */
export function useLoanConfirm(productId: number, choice: LoanChoice | undefined) {
  return useQuery({ ...loanConfirmQuery(productId, choice), placeholderData: keepPreviousData });
}
