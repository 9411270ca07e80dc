import { devArea } from '../../../shared/http/areas.ts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';

const devAccounts = devArea('devAccounts');

/** Sandbox: the demo borrower's issued payment accounts, every channel, newest first. */
export function useIssuedAccounts(borrowerId: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['dev', 'accounts', borrowerId ?? null],
    queryFn:
      borrowerId === undefined || !enabled
        ? skipToken
        : ({ signal }) => callOrThrow(devAccounts, { borrowerId }, { signal }),
    staleTime: 0,
  });
}
