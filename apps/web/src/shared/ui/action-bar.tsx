import type { ReactNode } from 'react';
import styles from './blocks.module.css';

/**
 * The bottom action bar of a page: its main buttons stay in reach (sticky) while the
 * content above them scrolls. Render it as the last child of the page.
 */
export function ActionBar({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.actionBar} data-testid={testId}>
      {children}
    </div>
  );
}
