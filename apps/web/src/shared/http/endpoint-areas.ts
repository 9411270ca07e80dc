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

/** Runs `step` when the main thread is next idle (within 2 s: a busy page still gets it). */
const whenIdle = (step: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(step, { timeout: 2000 });
  else setTimeout(step, 0);
};

/**
 * Loads the areas the page's modules have named, once the app has taken over and the main
 * thread is idle: a first tap then does not wait for its endpoint on a slow line. One step per
 * idle moment (decision 093): first the validator and the contract's fields, which every area
 * builds its schemas with, then each area, so no task builds them all at once (one task of
 * 20–27 ms before, which a phone four times slower turns into a tap kept waiting). Resolves
 * when they are in (or have failed: a call loads its area again).
 */
export function loadNamedAreas(): Promise<void> {
  const steps: (() => Promise<unknown>)[] =
    named.size === 0 ? [] : [() => import('@tenor/contract/fields'), ...named];
  return new Promise<void>((resolve) => {
    const next = () => {
      const step = steps.shift();
      if (step === undefined) resolve();
      else void step().then(settled, settled);
    };
    const settled = () => whenIdle(next);
    whenIdle(next);
  });
}
