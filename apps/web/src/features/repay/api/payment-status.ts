import { useMutation } from '@tanstack/react-query';
import { paymentStatus } from '@tenor/contract/endpoints/repay';
import { call } from '../../../shared/http/call.ts';

/** "I have paid" → YES: has the account behind this bill number been paid? */
export function usePaymentStatus() {
  return useMutation({
    mutationFn: (variables: { orderId: number; vcode: string }) => call(paymentStatus, variables),
  });
}
