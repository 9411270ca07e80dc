import { repayArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import { billKey } from './query-keys.ts';

const paymentStatus = repayArea('paymentStatus');

/** What became of a bill (virtual account, mini-market code, UPI): the page showing it watches this. */
export const billStateQuery = (bill: { orderId: number; vcode: string }) =>
  queryOptions({
    queryKey: billKey(bill.orderId, bill.vcode),
    queryFn: ({ signal }) =>
      callOrThrow(paymentStatus, { orderId: bill.orderId, vcode: bill.vcode }, { signal }),
  });
