import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentToasts, subscribeToasts } from '../../lib/toast-store.ts';
import styles from './toaster.module.css';

/*
 * A modal <dialog> makes the rest of the page inert, and an inert live region is neither
 * seen nor announced. So every open dialog renders a Toaster of its own, and only the
 * most recently mounted one (the topmost) shows the toasts.
 */
let hosts: readonly symbol[] = [];
const hostListeners = new Set<() => void>();
const setHosts = (next: readonly symbol[]) => {
  hosts = next;
  for (const listener of hostListeners) listener();
};
const subscribeHosts = (listener: () => void) => {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
};

function useIsTopHost(): boolean {
  const [id] = useState(() => Symbol('toaster'));
  useEffect(() => {
    setHosts([...hosts, id]);
    return () => setHosts(hosts.filter((h) => h !== id));
  }, [id]);
  const top = () => hosts.at(-1) === id;
  return useSyncExternalStore(subscribeHosts, top, top);
}

/** The live region every toast is announced from. Rendered by the app providers and by each open dialog. */
export function Toaster() {
  const top = useIsTopHost();
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="false">
      {top &&
        toasts.map((t) => (
          <div key={t.id} className={styles.toast} data-kind={t.kind} data-testid="toast">
            {t.kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
            {t.message}
          </div>
        ))}
    </div>
  );
}
