import type { DetailRow } from '@tenor/contract/fields';
import styles from './detail-rows.module.css';

/** Label/value rows; a row without a value is left out (spec §2). */
export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  const shown = rows.filter((row) => row.value.trim() !== '');
  if (shown.length === 0) return null;
  return (
    <dl className={styles.rows} data-testid="detail-rows">
      {shown.map((row, i) => (
        <div key={`${i}-${row.text}`} className={styles.row}>
          <dt className={styles.label}>{row.text}</dt>
          <dd className={styles.value}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
