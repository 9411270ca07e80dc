import { devArea } from '../../../shared/http/areas.ts';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const devOrderStatus = devArea('devOrderStatus');

/** Sandbox: moves a demo order to another status; the server refuses moves it does not allow (1009). */
export function useMoveOrder() {
  return useSingleFlight({
    mutationFn: (variables: { orderId: number; status: number }) => call(devOrderStatus, variables),
  });
}
