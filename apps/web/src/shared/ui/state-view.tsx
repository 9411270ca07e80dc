import type { ReactNode } from 'react';
import styles from './state.module.css';

export type StateIcon = 'empty' | 'error' | 'lock' | 'search' | 'done' | 'clock';

const paths: Record<StateIcon, string> = {
  empty: 'M8 20h48v32H8zM8 20l8-10h32l8 10M24 32h16',
  error: 'M32 8 4 56h56zM32 26v14M32 46v2',
  lock: 'M18 28h28v24H18zM24 28v-8a8 8 0 0 1 16 0v8M32 38v6',
  search: 'M28 12a14 14 0 1 1 0 28 14 14 0 0 1 0-28zM38 38l14 14',
  done: 'M32 6a26 26 0 1 1 0 52 26 26 0 0 1 0-52zM20 33l8 8 16-17',
  clock: 'M32 6a26 26 0 1 1 0 52 26 26 0 0 1 0-52zM32 18v15l10 6',
};

/** The layout shared by empty, error and "open from the app" states. */
export function StateView({
  icon,
  title,
  message,
  actions,
  testId,
}: {
  icon: StateIcon;
  title: string;
  message?: string;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <section className={styles.state} data-testid={testId}>
      <svg
        className={`${styles.icon} ${styles[icon] ?? ''}`}
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={paths[icon]}
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <h2 className={styles.title}>{title}</h2>
      {message && <p className={styles.message}>{message}</p>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
