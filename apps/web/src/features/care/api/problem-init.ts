import { queryOptions } from '@tanstack/react-query';
import { problemInit } from '@tenor/contract/endpoints/care';
import { callOrThrow } from '../../../shared/http/query.ts';

/** Complaint types, sub-types and the borrower's orders (docs/screens.md "Complaint home"). */
export const problemInitQuery = (orderNo: string | undefined) =>
  queryOptions({
    queryKey: ['care', 'init', orderNo ?? null],
    queryFn: ({ signal }) => callOrThrow(problemInit, { orderNo }, { signal }),
  });
