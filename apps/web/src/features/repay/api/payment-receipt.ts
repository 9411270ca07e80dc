import { repayArea } from '../../../shared/http/areas.ts';
import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { usePageQueries } from '../../../shared/page/use-page-data.ts';
import { receiptKey } from './query-keys.ts';

const paymentReceipt = repayArea('paymentReceipt');

export interface ReceiptRef {
  orderId: number;
  /** A bill: virtual account, UPI or mini market. */
  vcode?: string | undefined;
  /** A card or gateway repayment. */
  repaymentId?: number | undefined;
}

/** How often a payment not yet arrived is asked about, and for how long. */
export const RECEIPT_POLL_MS = 4_000;
export const RECEIPT_POLL_FOR_MS = 2 * 60_000;

export const receiptQuery = (ref: ReceiptRef) =>
  queryOptions({
    queryKey: receiptKey(ref.orderId, ref.vcode, ref.repaymentId),
    queryFn: ({ signal }) =>
      callOrThrow(
        paymentReceipt,
        { orderId: ref.orderId, vcode: ref.vcode, repaymentId: ref.repaymentId },
        { signal },
      ),
  });

/** `/repayReceipt`: where every payment ends. */
export const receiptPage = pageData('repayReceipt', (ref) => ({ receipt: receiptQuery(ref) }));

/**
 * The payment's receipt (the page's declared read). While the money has not arrived the page asks again every few
 * seconds for two minutes, then stops and says so (the borrower can still ask).
 */
export function usePaymentReceipt() {
  const [polling, setPolling] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPolling(false), RECEIPT_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, []);
  const receipt = useQuery({
    ...usePageQueries(receiptPage).receipt,
    refetchInterval: (query) =>
      polling && query.state.data?.state === 'pending' ? RECEIPT_POLL_MS : false,
  });
  return { receipt, polling };
}
