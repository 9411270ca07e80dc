import { careArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const problemDetail = careArea('problemDetail');

export const problemDetailQuery = (problemId: number) =>
  queryOptions({
    queryKey: ['care', 'detail', problemId],
    queryFn: ({ signal }) => callOrThrow(problemDetail, { problemId }, { signal }),
  });

/** `/complainDetails`: one complaint and its answer. */
export const complaintDetailPage = pageData('complainDetails', ({ problemId }) => ({
  complaint: problemDetailQuery(problemId),
}));
