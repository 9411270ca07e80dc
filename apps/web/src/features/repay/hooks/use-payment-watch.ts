import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** The first check 5 s after the page shows, then each 1.5× later, at most every 30 s. */
export const WATCH_FIRST_MS = 5_000;
export const WATCH_MAX_MS = 30_000;
const GROWTH = 1.5;

export interface PaymentWatch {
  /** Asks again (a query's refetch). */
  check: () => unknown;
  enabled?: boolean;
}

const visible = () => document.visibilityState === 'visible';

/**
 * A payment page notices what happens elsewhere — the money arriving, the loan paid another
 * way (docs/screens.md "Repay"): it checks every few seconds while it is visible, backing off
 * to twice a minute, never while hidden, and at once (from the top of the backoff) when it
 * comes back into view or online: the app brought back, the window focused, Back from another
 * page, the network back.
 * (A page restored from the back-forward cache is also reset as a whole by the app's
 * `useOrdersOnReturn`, order-sync.ts.)
 */
export function usePaymentWatch({ check, enabled = true }: PaymentWatch): void {
  const latest = useRef({ check });
  useEffect(() => {
    latest.current = { check };
  });

  useEffect(() => {
    if (!enabled) return;
    let delay = WATCH_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (visible()) timer = setTimeout(tick, delay);
    };
    const tick = () => {
      latest.current.check();
      delay = Math.min(delay * GROWTH, WATCH_MAX_MS);
      schedule();
    };
    const now = () => {
      delay = WATCH_FIRST_MS;
      if (visible()) latest.current.check();
      schedule();
    };
    const onVisibility = () => (visible() ? now() : clearTimeout(timer));
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', now);
    window.addEventListener('pageshow', now);
    window.addEventListener('online', now);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', now);
      window.removeEventListener('pageshow', now);
      window.removeEventListener('online', now);
    };
  }, [enabled]);
}

/** A page's own read watched so: what `queryKey` names is read again at each check. */
export function useReadWatch(queryKey: QueryKey): void {
  const client = useQueryClient();
  usePaymentWatch({ check: () => client.refetchQueries({ queryKey }) });
}
