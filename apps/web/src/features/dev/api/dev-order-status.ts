import { useMutation } from '@tanstack/react-query';
import { devOrderStatus } from '@tenor/contract/endpoints/dev';
import { call } from '../../../shared/http/call.ts';

/** Sandbox: moves a demo order to another status; the server refuses moves it does not allow (1009). */
export function useMoveOrder() {
  return useMutation({
    mutationFn: (variables: { orderId: number; status: number }) => call(devOrderStatus, variables),
  });
}
