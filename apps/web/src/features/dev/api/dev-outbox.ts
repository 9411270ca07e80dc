import { devArea } from '../../../shared/http/areas.ts';
import { useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';

const devOutbox = devArea('devOutbox');

/** Sandbox: the SMS outbox, newest first (the demo borrower's only, when a phone is given). */
export function useOutbox(phone: string | undefined, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ['dev', 'outbox', phone ?? null],
    queryFn: ({ signal }) => callOrThrow(devOutbox, { phone }, { signal }),
    staleTime: 0,
  });
}
