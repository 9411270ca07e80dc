import { devArea } from '../../../shared/http/areas.ts';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const devAutopayEvent = devArea('devAutopayEvent');
const devAutopayRun = devArea('devAutopayRun');

export type AutopayEvent = 'approve' | 'decline' | 'pause' | 'resume' | 'cancel' | 'failNextDebit';

/** Sandbox: what the borrower's UPI app or bank does to an order's UPI AutoPay (decision 072). */
export function useAutopayEvent() {
  return useSingleFlight({
    mutationFn: (variables: { orderId: number; event: AutopayEvent }) =>
      call(devAutopayEvent, variables),
  });
}

/** Sandbox: the AutoPay job (notices, then debits) run as of a moment. */
export function useAutopayRun() {
  return useSingleFlight({
    mutationFn: (at: string | undefined) => call(devAutopayRun, at === undefined ? {} : { at }),
  });
}
