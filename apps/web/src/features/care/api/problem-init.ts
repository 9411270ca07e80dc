import { careArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const problemInit = careArea('problemInit');

/** Complaint types, sub-types and the borrower's orders (docs/screens.md "Complaint home"). */
export const problemInitQuery = (orderNo: string | undefined) =>
  queryOptions({
    queryKey: ['care', 'init', orderNo ?? null],
    queryFn: ({ signal }) => callOrThrow(problemInit, { orderNo }, { signal }),
  });

/** `/complainNewPage`: the complaint home. */
export const complaintHomePage = pageData('complainNew', ({ orderNo }) => ({
  init: problemInitQuery(orderNo),
}));

/**
 * `/complainPageNext`: the form. Its draft lives in this tab's storage, which the server
 * cannot see: only the types come with the HTML.
 */
export const complaintFormPage = pageData('complainNext', ({ orderNo }) => ({
  init: problemInitQuery(orderNo),
}));
