import { type ComponentType, lazy, Suspense } from 'react';
import { IdScope } from './id-scope.tsx';
import { loadAgain } from './load-again.ts';
import styles from './deferred-part.module.css';

/**
 * A part of a page below its first view whose code is its own chunk, out of the page's
 * first-load JS (issue 42), yet written into the server's render (unlike `lazyPart`, which
 * renders nothing until the page has started).
 *
 * - The route's `prepare` calls `prepare()`: on the server it waits for the code, so the part
 *   renders into the page; in the browser it only starts the fetch, beside the page's own.
 * - In the browser the part sits in a Suspense boundary: while its code is on the way React
 *   keeps the server's markup on screen and replays a tap on it once the part has hydrated.
 * - A fetch that fails while the phone says it is online is asked again (`loadAgain`, as a
 *   page's own chunk is); its code failing to arrive even so (offline) leaves the part out rather than the page broken.
 * - Its ids are its own (`IdScope`): it hydrates after parts the browser alone renders.
 * - The part renders one element (`display: contents`, no box of its own): while its code is on
 *   the way, Preact keeps the server's markup of a suspended part only as far as its first node,
 *   so a part of several cards lost all but the first until its code came (decision 080).
 */
export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { prepare: () => Promise<void> } {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () =>
    (loading ??= loadAgain(load).then(
      (component) => (loaded = inOneElement(component)),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchOnce().catch(() => Missing) }));

  function DeferredPart(props: P) {
    const Component = loaded ?? Lazy;
    return (
      <IdScope>
        <Suspense fallback={null}>
          <Component {...props} />
        </Suspense>
      </IdScope>
    );
  }
  const prepare = async () => {
    if (import.meta.env.SSR) await fetchOnce();
    else void fetchOnce().catch(() => undefined);
  };
  return Object.assign(DeferredPart, { prepare });
}

const Missing = () => null;

function inOneElement<P extends object>(Part: ComponentType<P>): ComponentType<P> {
  return function InOneElement(props: P) {
    return (
      <div className={styles.part}>
        <Part {...props} />
      </div>
    );
  };
}
