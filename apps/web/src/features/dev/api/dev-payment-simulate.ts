import { devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

/** Sandbox: pays an issued virtual account or payment code, as the bank's webhook would. */
export function useSimulatePayment() {
  return useSingleFlight({
    mutationFn: (variables: { cardNo: string; amount?: number }) =>
      call(devPaymentSimulate, variables, { quiet: true }),
  });
}
