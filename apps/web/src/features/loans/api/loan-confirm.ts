import { loansArea } from '../../../shared/http/areas.ts';
import { useState } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf } from '@tenor/contract/endpoint';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { usePageQueries } from '../../../shared/page/use-page-data.ts';

const loanConfirm = loansArea('loanConfirm');

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
 * `/confirmLoan`: the quote where the product opens. The borrower's own choice (a draft of
 * this tab) lives on the phone: the server renders the opening quote, and the page asks for
 * the choice's once it has started (its figures pending meanwhile).
 */
export const confirmLoanPage = pageData('confirmLoan', ({ productId }, choice?: LoanChoice) => ({
  quote: loanConfirmQuery(productId, choice),
}));

/**
 * The quote for the borrower's choice, and the quote on screen: the newest that arrived. A
 * choice whose quote is on its way, or failed, leaves the last one there (the page shows its
 * figures as pending, never another choice's numbers as this one's).
 */
export function useLoanConfirm(choice: LoanChoice | undefined) {
  const query = useQuery({
    ...usePageQueries(confirmLoanPage, choice).quote,
    placeholderData: keepPreviousData,
  });
  const [shown, setShown] = useState<Quote>();
  const arrived = query.isPlaceholderData ? undefined : query.data;
  if (arrived !== undefined && arrived !== shown) setShown(arrived);
  return { query, quote: arrived ?? shown ?? query.data };
}
