import { queryOptions } from '@tanstack/react-query';
import { problemList } from '@tenor/contract/endpoints/care';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

/** The borrower's complaints, in the tabs the server defines (docs/screens.md "Complaint list"). */
export const problemListQuery = () =>
  queryOptions({
    queryKey: ['care', 'list'],
    queryFn: ({ signal }) => callOrThrow(problemList, {}, { signal }),
  });

/** `/complaintList`. */
export const complaintListPage = pageData('complaintList', () => ({
  complaints: problemListQuery(),
}));
