import type { ReactNode } from 'react';
import styles from './label-value-rows.module.css';

export interface LabelValueRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label/value rows of a detail or bill screen; a row without a value is left out (spec §2). */
export function LabelValueRows({
  rows,
  testId,
}: {
  rows: readonly LabelValueRow[];
  testId?: string;
}) {
  const shown = rows.filter(
    (row) => row.value !== null && !(typeof row.value === 'string' && row.value.trim() === ''),
  );
  if (shown.length === 0) return null;
  return (
    <dl className={styles.rows} data-testid={testId}>
      {shown.map((row, i) => (
        <div key={`${i}-${row.label}`} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={styles.value} data-testid={row.testId}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
