import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './choice-group.module.css';

export interface Choice {
  value: number;
  label: string;
}

/** A set of radio chips (native radios: arrow keys, one tab stop, announced state). */
export function ChoiceGroup({
  legend,
  name,
  choices,
  value,
  onChange,
  scroll = false,
  children,
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: number;
  onChange: (value: number) => void;
  /** One scrolling row (many choices) instead of wrapping lines. */
  scroll?: boolean;
  /** Shown between the legend and the chips. */
  children?: ReactNode;
}) {
  const row = useRef<HTMLDivElement>(null);
  // A scrolling row keeps the chosen chip in view (the default amount is the highest).
  useLayoutEffect(() => {
    const box = row.current;
    const chip = box?.querySelector<HTMLElement>('input:checked')?.parentElement;
    if (!scroll || !box || !chip) return;
    const left = chip.offsetLeft - box.offsetLeft;
    if (left < box.scrollLeft || left + chip.offsetWidth > box.scrollLeft + box.clientWidth) {
      box.scrollLeft = left - (box.clientWidth - chip.offsetWidth) / 2;
    }
  }, [scroll, value]);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      <div ref={row} className={scroll ? styles.scroll : styles.wrap}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.chip}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.face}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
