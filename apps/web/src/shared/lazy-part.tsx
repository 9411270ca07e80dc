import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/next-task.ts';
import { loadAgain } from './load-again.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * A part of a page that its first view never shows — a dialog, a later step — as a component
 * whose code is its own chunk, out of the page's first-load JS (decision 024).
 *
 * - Its code is fetched once the page has started, when the browser is idle, so opening it
 *   later does not wait for the network; it renders (and stays mounted) from the first time
 *   `wanted(props)` is true.
 * - A fetch that fails while the phone says it is online is asked again (`loadAgain`, as a
 *   page's own chunk is): a chunk lost just after the phone found its network still arrives.
 * - It renders nothing on the server and while the browser hydrates: both sides agree, and a
 *   part wanted at once (a dialog the server offers) opens as soon as the page has started,
 *   as a dialog opened from an effect would.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  wanted: (props: P) => boolean,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchOnce = () => {
    loading ??= loadAgain(load);
    return loading;
  };
  const Loaded = lazy(async () => ({ default: await fetchOnce() }));

  function LazyPart(props: P) {
    const hydrated = useHydrated();
    const [shown, setShown] = useState(false);
    const show = hydrated && (shown || wanted(props));
    if (show && !shown) setShown(true);
    useEffect(() => {
      // A failed prefetch (offline) is fetched again when the part is wanted.
      whenIdle(() => void fetchOnce().catch(() => (loading = undefined)));
    }, []);
    if (!show) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}
