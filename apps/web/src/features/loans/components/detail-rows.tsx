import type { DetailRow } from '@tenor/contract/fields';
import { LabelValueRows } from '../../../shared/ui/label-value-rows.tsx';

/** The server's detail rows (contract `{text, value}`). */
export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <LabelValueRows
      rows={rows.map((r) => ({ label: r.text, value: r.value }))}
      testId="detail-rows"
    />
  );
}
