import type { ReactNode } from 'react';
import styles from './blocks.module.css';

/**
 * The bottom action bar of a page: its main buttons stay in reach (sticky) while the
 * content above them scrolls, and on a short page it sits at the bottom of the screen.
 * Render it as the last child of the page (of PageLayout's main).
 */
export function ActionBar({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <>
      <div className={styles.actionSpace} />
      <div className={styles.actionBar} data-testid={testId}>
        {children}
      </div>
    </>
  );
}
