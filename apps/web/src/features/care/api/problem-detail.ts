import { queryOptions } from '@tanstack/react-query';
import { problemDetail } from '@tenor/contract/endpoints/care';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

export const problemDetailQuery = (problemId: number) =>
  queryOptions({
    queryKey: ['care', 'detail', problemId],
    queryFn: ({ signal }) => callOrThrow(problemDetail, { problemId }, { signal }),
  });

/** `/complainDetails`: one complaint and its answer. */
export const complaintDetailPage = pageData('complainDetails', ({ problemId }) => ({
  complaint: problemDetailQuery(problemId),
}));
