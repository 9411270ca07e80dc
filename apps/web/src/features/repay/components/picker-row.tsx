import styles from './repay.module.css';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';

const CHEVRON = 'M6 3l5 5-5 5';

/** A row that opens a picker dialog: "label … value ›". */
export function PickerRow({
  label,
  value,
  onOpen,
  disabled = false,
}: {
  label: string;
  value: string;
  onOpen: () => void;
  disabled?: boolean;
}) {
  const { marks: untilReady } = useUntilReady();
  return (
    <button
      type="button"
      className={styles.picker}
      aria-haspopup="dialog"
      disabled={disabled}
      {...untilReady}
      onClick={onOpen}
    >
      <span className={styles.pickerLabel}>{label}</span>{' '}
      <span className={styles.pickerValue}>
        {value}
        <ChevronIcon />
      </span>
    </button>
  );
}

export function ChevronIcon() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={CHEVRON} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
