import type { EndpointDef } from '@tenor/contract/endpoint';

/**
 * An endpoint as the app calls it: a function that loads it, with its area of the contract
 * and the validator its schemas are built with, the first time a call needs it (decision 091).
 * A page's first view comes with its data in the HTML, so nothing it shows needs a schema
 * before the borrower acts: the validator stays out of every page's first load.
 */
export type EndpointRef<E extends EndpointDef> = () => Promise<E>;

/** The names of a module's exports that are endpoints. */
type EndpointNames<M> = { [K in keyof M]: M[K] extends EndpointDef ? K : never }[keyof M];

/** Every area whose endpoints a loaded module has named (the page's own), to load once the app has started. */
const named = new Set<() => Promise<unknown>>();

/**
 * The endpoints of one area of the contract (one of its `endpoints/*` modules), by name. The
 * area is loaded once, on the first call of any of them; a failed load (offline) is tried
 * again on the next call, which reports it as the network failure it is.
 */
export function endpointArea<M extends object>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const area = (): Promise<M> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return <K extends EndpointNames<M>>(name: K): EndpointRef<M[K] & EndpointDef> => {
    named.add(area);
    return () => area().then((module) => module[name] as M[K] & EndpointDef);
  };
}

/**
 * Loads the areas the page's modules have named, once the app has taken over and the main
 * thread is idle: a first tap then does not wait for its endpoint on a slow line. Resolves
 * when they are in (or have failed: a call loads its area again).
 */
export function loadNamedAreas(): Promise<void> {
  return new Promise<void>((resolve) => {
    const go = () =>
      void Promise.allSettled([...named].map((area) => area())).then(() => resolve());
    if (typeof requestIdleCallback === 'function') requestIdleCallback(go, { timeout: 2000 });
    else setTimeout(go, 0);
  });
}
