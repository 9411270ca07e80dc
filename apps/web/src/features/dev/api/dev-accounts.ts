import { skipToken, useQuery } from '@tanstack/react-query';
import { devAccounts } from '@tenor/contract/endpoints/dev';
import { callOrThrow } from '../../../shared/http/query.ts';

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
