import { loansArea } from '../../../shared/http/areas.ts';
import type { RequestOf } from '@tenor/contract/endpoint';
import { call } from '../../../shared/http/call.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const loanPush = loansArea('loanPush');

export type PushVariables = RequestOf<typeof loanPush>;

/**
 * Creates the order once: taps while a push runs are ignored, and after it succeeded the
 * button stays busy (the server also answers a repeat with the same order). On success
 * the location is replaced by the order's details, so Back does not return to a confirmed
 * form. A refusal (1009 for a paused product, 1013 for a Key Fact Statement past its
 * validity) is toasted by the HTTP layer, handed to `onRefused`, and the button comes back.
 */
export function usePushLoan(onRefused?: (code: string) => void) {
  const openUrl = useOpenUrl();
  const push = useSingleFlight({
    mutationFn: (variables: PushVariables) => call(loanPush, variables),
    onSuccess: (result) => {
      if (result.ok) openUrl(result.data.lendDetailsUrl, { replace: true });
      else onRefused?.(result.code);
    },
  });
  const done = push.isSuccess && push.data.ok;
  return { push: push.run, busy: push.isPending || done };
}
