import { type ReactNode, useId } from 'react';
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

/** A labelled text input of the developer pages; `numeric` for digits (an order, an account number, an amount). */
export function TextField({
  label,
  value,
  onChange,
  numeric = false,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  numeric?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        className={styles.input}
        inputMode={numeric ? 'numeric' : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
