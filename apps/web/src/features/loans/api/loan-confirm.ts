import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import { loanConfirm } from '@tenor/contract/endpoints/loans';
import { callOrThrow } from '../../../shared/http/query.ts';

/** The amount and term the borrower picked; absent until they pick (where the server opens). */
export interface LoanChoice {
  amount: number;
  periods: number;
}

export type Quote = ResponseOf<typeof loanConfirm>;

export const loanConfirmQuery = (productId: number, choice: LoanChoice | undefined) =>
  queryOptions({
    queryKey: ['loans', 'confirm', productId, choice?.amount ?? null, choice?.periods ?? null],
    queryFn: ({ signal }) => callOrThrow(loanConfirm, { productId, ...choice }, { signal }),
    // Offline, fail (and say so) rather than wait unseen for the network to come back.
    networkMode: 'always',
  });

/**
 * The quote for the borrower's choice, and the quote on screen: the newest that arrived. A
 * choice whose quote is on its way, or failed, leaves the last one there (the page shows its
 * figures as pending, never another choice's numbers as this one's).
 */
export function useLoanConfirm(productId: number, choice: LoanChoice | undefined) {
  const query = useQuery({
    ...loanConfirmQuery(productId, choice),
    placeholderData: keepPreviousData,
  });
  const [shown, setShown] = useState<Quote>();
  const arrived = query.isPlaceholderData ? undefined : query.data;
  if (arrived !== undefined && arrived !== shown) setShown(arrived);
  return { query, quote: arrived ?? shown ?? query.data };
}
