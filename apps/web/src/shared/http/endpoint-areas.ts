import type { EndpointDef } from '@tenor/contract/endpoint';
import { whenIdle } from '../../lib/next-task.ts';
import { reloadOnce } from '../reload-once.ts';

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
 * area is loaded once, on the first call of any of them; a load that fails is recovered as
 * `recover` says, and otherwise tried again on the next call.
 */
export function endpointArea<M extends object>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  const area = (onCall: boolean): Promise<M> =>
    (loading ??= load()
      .catch((error: unknown) => (onCall ? recover(load, error) : Promise.reject(error)))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  // Loaded in the background once the page has started: a failure there waits for a call.
  const early = () => area(false);
  return <K extends EndpointNames<M>>(name: K): EndpointRef<M[K] & EndpointDef> => {
    named.add(early);
    return () => area(true).then((module) => module[name] as M[K] & EndpointDef);
  };
}

/** The address a failed `import()` names in its error (Chromium's words), else a file every page has. */
const probeAddress = (error: unknown) =>
  (error instanceof Error ? /https?:\/\/\S+?\.js\b/.exec(error.message)?.[0] : undefined) ??
  '/boot.js';

/**
 * An area that failed to load, on a call: while the network does not answer, the call fails as
 * the network does (the borrower's Retry asks again). Once it answers, the area is asked for
 * again; a browser that keeps a failed module fetch for the page's life (Chromium 150,
 * decision 079) fails that at once, and only a reload asks again: the page loads again, once a
 * minute at most (what the borrower chose is kept as a draft), and the call waits for it.
 */
async function recover<M>(load: () => Promise<M>, error: unknown): Promise<M> {
  const reached = await fetch(probeAddress(error), { method: 'HEAD', cache: 'no-store' }).then(
    (res) => res.ok,
    () => false,
  );
  if (!reached) throw error;
  try {
    return await load();
  } catch (again) {
    if (reloadOnce()) return new Promise<M>(() => {});
    throw again;
  }
}

/**
 * Loads the areas the page's modules have named, once the app has taken over and the main
 * thread is idle: a first tap then does not wait for its endpoint on a slow line. One step per
 * idle moment (decision 093): first the validator and the contract's fields, which every area
 * builds its schemas with, then each area, so no task builds them all at once. A step that
 * fails waits for a call, which recovers the area (`recover`, decision 094). Resolves when they
 * are in (or have failed).
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
