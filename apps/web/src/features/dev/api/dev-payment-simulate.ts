import { devArea } from '../../../shared/http/areas.ts';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const devPaymentSimulate = devArea('devPaymentSimulate');

/** Sandbox: pays an issued virtual account or payment code, as the bank's webhook would. */
export function useSimulatePayment() {
  return useSingleFlight({
    mutationFn: (variables: { cardNo: string; amount?: number }) =>
      call(devPaymentSimulate, variables, { quiet: true }),
  });
}
