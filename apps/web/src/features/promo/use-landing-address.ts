import { useMemo, useSyncExternalStore } from 'react';
import {
  type LandingParams,
  landingParams,
  landingQuery,
  type LandingRoute,
  routeOf,
} from './landing-address.ts';

const subscribe = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};
const hash = () => window.location.hash;
// The server never sees the hash: it renders the form, and hydration starts from there too.
const noHash = () => '';

export interface LandingAddress {
  route: LandingRoute;
  query: URLSearchParams;
  params: LandingParams;
}

/** Route and parameters of the landing, following the hash; `search` is the address's query. */
export function useLandingAddress(search: string): LandingAddress {
  const current = useSyncExternalStore(subscribe, hash, noHash);
  return useMemo(() => {
    const query = landingQuery(search, current);
    return { route: routeOf(current), query, params: landingParams(query) };
  }, [search, current]);
}
