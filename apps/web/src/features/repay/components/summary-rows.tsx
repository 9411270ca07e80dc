import type { ReactNode } from 'react';
import styles from './repay.module.css';

export interface SummaryRow {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label/value rows of a repayment screen; rows without a value are left out. */
export function SummaryRows({ rows }: { rows: readonly SummaryRow[] }) {
  const shown = rows.filter((row) => row.value !== '' && row.value !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.rows}>
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
