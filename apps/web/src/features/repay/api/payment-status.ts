import { queryOptions } from '@tanstack/react-query';
import { paymentStatus } from '@tenor/contract/endpoints/repay';
import { callOrThrow } from '../../../shared/http/query.ts';
import { billKey } from './query-keys.ts';

/** What became of a bill (virtual account, mini-market code, UPI): the page showing it watches this. */
export const billStateQuery = (bill: { orderId: number; vcode: string }) =>
  queryOptions({
    queryKey: billKey(bill.orderId, bill.vcode),
    queryFn: ({ signal }) =>
      callOrThrow(paymentStatus, { orderId: bill.orderId, vcode: bill.vcode }, { signal }),
  });
