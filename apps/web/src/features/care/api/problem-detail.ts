import { queryOptions } from '@tanstack/react-query';
import { problemDetail } from '@tenor/contract/endpoints/care';
import { callOrThrow } from '../../../shared/http/query.ts';

export const problemDetailQuery = (problemId: number) =>
  queryOptions({
    queryKey: ['care', 'detail', problemId],
    queryFn: ({ signal }) => callOrThrow(problemDetail, { problemId }, { signal }),
  });
