import { useSyncExternalStore } from 'react';
import { currentToasts, subscribeToasts } from './toast-store.ts';
import styles from './toaster.module.css';

/** The live region every toast is announced from. Rendered once, by the app providers. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <div className={styles.region} role="status" aria-live="polite" aria-atomic="false">
      {toasts.map((t) => (
        <div key={t.id} className={styles.toast} data-kind={t.kind} data-testid="toast">
          {t.kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
          {t.message}
        </div>
      ))}
    </div>
  );
}
