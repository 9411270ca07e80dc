import { useEffect } from 'react';
import { hashKey, type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { ORDERS_KEY, orderKey } from './order-keys.ts';

/**
 * The page learned that an order changed (a payment arrived, an extension was paid, its
 * status moved): views of it not on screen are dropped, so the next one to open shows its
 * loading state and asks afresh instead of what it showed before; views on screen ask again,
 * except `source`, the read that brought the news.
 */
export function orderChanged(client: QueryClient, orderId: number, source?: QueryKey): void {
  const queryKey = orderKey(orderId);
  // The view that told (a receipt, a bill's state) has just read the news: not asked again.
  const told = source === undefined ? undefined : hashKey(source);
  client.removeQueries({ queryKey, type: 'inactive' });
  void client.invalidateQueries({ queryKey, predicate: (query) => query.queryHash !== told });
}

/**
 * The page came back to the borrower (decision 040). From the back-forward cache
 * (`pageshow` with `persisted`) it is exactly as it was left, possibly long ago: every view
 * of an order is reset (its loading state, then the server's answer), so nothing stale stays
 * on screen. Brought back to the front or focused, the views on screen ask again and the
 * others count as stale (asked again when they open).
 */
export function refreshOrders(client: QueryClient, restored: boolean): void {
  if (restored) void client.resetQueries({ queryKey: ORDERS_KEY });
  else void client.invalidateQueries({ queryKey: ORDERS_KEY });
}

/** Mounted once, at the root of the app: every return to the page refreshes every order. */
export function useOrdersOnReturn(): void {
  const client = useQueryClient();
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refreshOrders(client, true);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refreshOrders(client, false);
    };
    const onFocus = () => refreshOrders(client, false);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onFocus);
    };
  }, [client]);
}
