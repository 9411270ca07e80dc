import type { ReactNode } from 'react';
import styles from './test-preview.module.css';

/** A labelled control of the developer pages: the label tied to the control by `id`, and what goes with it below. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}
