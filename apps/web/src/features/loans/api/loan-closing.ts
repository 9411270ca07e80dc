import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loanClosureInfo, loanPayoff } from '@tenor/contract/endpoints/loans';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';
import { orderReadQuery, orderReadKey, readAfresh } from './order-read.ts';

const payoffKey = (orderId: number) => orderReadKey(orderId, 'payoff');

/**
 * Today's payoff quote (decision 061), read after the order: it moves by the day, so it is read
 * afresh on each visit and never kept.
 */
export function usePayoffQuote(orderId: number | undefined) {
  return useQuery({ ...orderReadQuery('payoff', loanPayoff, orderId), ...readAfresh });
}

/**
 * The tap that pays a quote: the server is asked again with the quote's day, so a quote of
 * yesterday is refused (its message gives today's, shown by the call) and today's is read.
 */
export function usePayoffTap() {
  const client = useQueryClient();
  return useSingleFlight({
    mutationFn: (quote: { orderId: number; quotedOn: string }) => call(loanPayoff, quote),
    onSuccess: (result, quote) => {
      if (!result.ok) void client.invalidateQueries({ queryKey: payoffKey(quote.orderId) });
    },
  });
}

/** Checks again this often until the certificate is issued (the closing job runs every 5 s). */
const CERTIFICATE_POLL_MS = 5_000;

/** A closed loan's certificate and bureau report (decision 061); absent before it closed. */
export function useLoanClosure(orderId: number | undefined) {
  return useQuery({
    ...orderReadQuery('closure', loanClosureInfo, orderId),
    ...readAfresh,
    refetchInterval: (query) =>
      query.state.data !== undefined && query.state.data.certificate === undefined
        ? CERTIFICATE_POLL_MS
        : false,
    retry: false,
  });
}
