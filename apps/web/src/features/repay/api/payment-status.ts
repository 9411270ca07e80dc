import { paymentStatus } from '@tenor/contract/endpoints/repay';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

/** "I have paid" → YES: has the account behind this bill number been paid? Asked once at a time. */
export function usePaymentStatus() {
  return useSingleFlight({
    mutationFn: (variables: { orderId: number; vcode: string }) => call(paymentStatus, variables),
  });
}
