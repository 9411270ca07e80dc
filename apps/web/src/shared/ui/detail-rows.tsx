import type { ReactNode } from 'react';
import styles from './detail-rows.module.css';

/**
 * A label/value row. The contract's `DetailRow` (`{text, value}`, written by the server)
 * is one as it comes; pages add their own rows (amounts, countdowns) in the same shape.
 */
export interface DetailRowItem {
  text: string;
  value: ReactNode;
  testId?: string;
}

/** Label/value rows of a detail or bill screen; a row without a value is left out (docs/screens.md "Loan details"). */
export function DetailRows({ rows, testId }: { rows: readonly DetailRowItem[]; testId?: string }) {
  const shown = rows.filter(
    (row) => row.value !== null && !(typeof row.value === 'string' && row.value.trim() === ''),
  );
  if (shown.length === 0) return null;
  return (
    <dl className={styles.rows} data-testid={testId}>
      {shown.map((row, i) => (
        <div key={`${i}-${row.text}`} className={styles.row}>
          <dt className={styles.label}>{row.text}</dt>
          <dd className={styles.value} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
