import { loansArea } from '../../../shared/http/areas.ts';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '../../../shared/http/call.ts';
import { orderKey } from '../../../shared/http/order-keys.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const loanCancel = loansArea('loanCancel');
const loanExit = loansArea('loanExit');

/**
 * The cooling-off exit's quote now (decision 058): asked again at the tap, so the pay page
 * gets the server's figure; a refusal (1011, the period has ended) is the call's message and
 * every view of the order is read again.
 */
export function useExitQuote() {
  const client = useQueryClient();
  return useSingleFlight({
    mutationFn: (orderId: number) => call(loanExit, { orderId }),
    onSuccess: (result, orderId) => {
      if (!result.ok) void client.invalidateQueries({ queryKey: orderKey(orderId) });
    },
  });
}

/** Cancels an order not yet disbursed (decision 058); the order is read again either way. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useSingleFlight({
    mutationFn: (orderId: number) => call(loanCancel, { orderId }),
    onSettled: (_result, _error, orderId) =>
      client.invalidateQueries({ queryKey: orderKey(orderId) }),
  });
}
