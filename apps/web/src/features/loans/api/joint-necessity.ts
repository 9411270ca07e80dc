import { useQuery } from '@tanstack/react-query';
import { jointNecessity } from '@tenor/contract/endpoints/loans';
import { callOrThrow } from '../../../shared/http/query.ts';

/** Joint logon fail: the notice under the status. */
export function useJointNotice(enabled: boolean) {
  return useQuery({
    queryKey: ['loans', 'joint', 'necessity'],
    queryFn: ({ signal }) => callOrThrow(jointNecessity, {}, { signal }),
    enabled,
  });
}
