import { useQuery } from '@tanstack/react-query';
import { jointTargeted } from '@tenor/contract/endpoints/loans';
import { callOrThrow } from '../../../shared/http/query.ts';

/** Joint logon fail: the status title and message. */
export function useJointStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['loans', 'joint', 'targeted'],
    queryFn: ({ signal }) => callOrThrow(jointTargeted, {}, { signal }),
    enabled,
  });
}
