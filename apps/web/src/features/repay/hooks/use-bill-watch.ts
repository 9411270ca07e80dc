import { useEffect } from 'react';
import { useNavigate } from '../../../lib/navigation.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { billStateQuery } from '../api/payment-status.ts';
import { reloadPayments } from '../api/order-payments.ts';
import { dropKept } from '../counter-code.ts';
import { receiptUrl, type PayRef } from '../repay-links.ts';
import { usePaymentWatch } from './use-payment-watch.ts';

/**
 * A page showing a live code (virtual account, mini-market code, UPI) watches its bill:
 * paid → the page becomes its receipt (replacing itself, so Back never returns to the live
 * code); closed (the loan was paid another way, or its amount changed) → the page loads
 * again and shows what is owed now, or that nothing is.
 */
export function useBillWatch(bill: PayRef & { vcode: string }): void {
  const client = useQueryClient();
  const navigate = useNavigate();
  const status = useQuery(billStateQuery(bill));
  usePaymentWatch({
    check: () => status.refetch(),
  });
  const state = status.data?.state;
  useEffect(() => {
    if (state !== 'paid' && state !== 'closed') return;
    reloadPayments(client, bill.orderId, billStateQuery(bill).queryKey);
    // No longer payable: the copy kept for the counter goes (decision 049).
    dropKept(bill.orderId, bill.vcode);
    if (state === 'paid') void navigate(receiptUrl(bill), { replace: true });
    // The bill's fields are its identity: a new bill is a new component (keyed by vcode).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);
}
