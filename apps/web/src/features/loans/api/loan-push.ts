import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RequestOf } from '@tenor/contract/endpoint';
import { loanPush } from '@tenor/contract/endpoints/loans';
import { call } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';

export type PushVariables = RequestOf<typeof loanPush>;

/**
 * Creates the order once: taps while a push runs (or after it succeeded) are ignored; the
 * server also answers a repeat with the same order. On success the location is replaced by
 * the order's details, so Back does not return to a confirmed form. A refusal (1009 for a
 * paused product) is toasted by the HTTP layer and the button comes back.
 */
export function usePushLoan() {
  const openUrl = useOpenUrl();
  const locked = useRef(false);
  const mutation = useMutation({
    mutationFn: (variables: PushVariables) => call(loanPush, variables),
    onSuccess: (result) => {
      if (!result.ok) {
        locked.current = false;
        return;
      }
      const action = openUrl(result.data.lendDetailsUrl, { replace: true });
      if (action.kind === 'blocked') locked.current = false;
    },
    onError: () => {
      locked.current = false;
    },
  });
  const push = (variables: PushVariables) => {
    if (locked.current) return;
    locked.current = true;
    mutation.mutate(variables);
  };
  const done = mutation.isSuccess && mutation.data.ok;
  return { push, busy: mutation.isPending || done };
}
