import { loansArea } from '../../../shared/http/areas.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderStatus as s } from '@tenor/contract/orders';
import { call } from '../../../shared/http/call.ts';
import { useSingleFlight } from '../../../shared/single-flight.ts';
import { orderReadQuery, orderReadKey, readAfresh } from './order-read.ts';

const loanClosureInfo = loansArea('loanClosureInfo');
const loanPayoff = loansArea('loanPayoff');

const payoffKey = (orderId: number) => orderReadKey(orderId, 'payoff');

/** What loan details' closing card needs of the order. */
export interface ClosingOrder {
  orderId: number;
  productId: number;
  orderStatus: number;
  repayAmount: number;
  /** India's cooling-off exit, while it is offered. */
  exit?: unknown;
}

/** Orders closed after their money was paid out: repaid, or exited (docs/order-statuses.md). */
const closed = new Set<number>([s.settled, s.instalmentSettled, s.closedCoolingOff]);

/**
 * What the closing card shows of an order: today's payoff quote while money is owed, the
 * certificate once closed, nothing otherwise. During India's cooling-off period the exit card
 * is the one way to close: paying it closes the loan as the exit, for the same money, so a
 * second card would only make the borrower choose between two equal buttons (decision 058).
 * The quote comes back when the period ends.
 */
export function closingOf(order: ClosingOrder): 'payoff' | 'closure' | null {
  if (order.exit !== undefined) return null;
  if (order.repayAmount > 0) return 'payoff';
  return closed.has(order.orderStatus) ? 'closure' : null;
}

/**
 * Today's payoff quote (decision 061), read after the order: it moves by the day, so it is read
 * afresh on each visit and never kept.
 */
export const payoffQuery = (orderId: number | undefined) =>
  queryOptions({ ...orderReadQuery('payoff', loanPayoff, orderId), ...readAfresh });

export const usePayoffQuote = (orderId: number | undefined) => useQuery(payoffQuery(orderId));

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
export const closureQuery = (orderId: number | undefined) =>
  queryOptions({
    ...orderReadQuery('closure', loanClosureInfo, orderId),
    ...readAfresh,
    refetchInterval: (query) =>
      query.state.data !== undefined && query.state.data.certificate === undefined
        ? CERTIFICATE_POLL_MS
        : false,
    retry: false,
  });

export const useLoanClosure = (orderId: number | undefined) => useQuery(closureQuery(orderId));
