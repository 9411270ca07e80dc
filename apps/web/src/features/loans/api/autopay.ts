import { autopayArea } from '../../../shared/http/areas.ts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { DirectDebitRequest, EnachRequest } from '@tenor/contract/endpoints/autopay';
import type { WalletChannel } from '@tenor/contract/autopay-fields';
import { call } from '../../../shared/http/call.ts';
import { orderKey } from '../../../shared/http/order-keys.ts';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';

const autopayChange = autopayArea('autopayChange');
const autopayGet = autopayArea('autopayGet');
const autopaySetup = autopayArea('autopaySetup');
const autopayVerify = autopayArea('autopayVerify');

/** The order's AutoPay: what it would be, and the mandate and its latest debit (decision 072). */
export const autopayQuery = (orderId: number) =>
  queryOptions({
    queryKey: [...orderKey(orderId), 'loans', 'autopay'],
    queryFn: ({ signal }) => callOrThrow(autopayGet, { orderId }, { signal }),
  });

/** `/autopay?orderId=`. */
export const autopayPage = pageData('autopay', ({ orderId }) => ({
  autopay: autopayQuery(orderId),
}));

/**
 * UPI AutoPay's setup, e-NACH's (with the account), an Indonesian wallet's link, or a change
 * to the mandate.
 */
export type AutopayAction =
  | 'setup'
  | 'pause'
  | 'resume'
  | 'cancel'
  | { enach: EnachRequest }
  | { wallet: WalletChannel }
  | { directDebit: DirectDebitRequest };

/** Asks for the mandate, or pauses, resumes or cancels it; the answer is what the page shows. */
export function useAutopayChange(orderId: number) {
  const client = useQueryClient();
  return useSingleFlight({
    mutationFn: (action: AutopayAction) =>
      typeof action === 'object'
        ? call(autopaySetup, { orderId, ...action })
        : action === 'setup'
          ? call(autopaySetup, { orderId })
          : call(autopayChange, { orderId, action }),
    onSuccess: (result) => {
      if (result.ok) client.setQueryData(autopayQuery(orderId).queryKey, result.data);
    },
  });
}

/** The page's one change in flight: `run` it, `isPending` while it is. */
export type AutopayChange = ReturnType<typeof useAutopayChange>;

/**
 * The bank's one-time code for the card waiting for it (decision 081). Its refusals are the
 * page's to say beside the field (wrong, expired, too many tries, no network), not a toast.
 */
export function useAutopayVerify(orderId: number) {
  const client = useQueryClient();
  return useSingleFlight({
    mutationFn: (code: string) => call(autopayVerify, { orderId, code }, { quiet: true }),
    onSuccess: (result) => {
      if (result.ok) client.setQueryData(autopayQuery(orderId).queryKey, result.data);
    },
  });
}
