import styles from './choice-group.module.css';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';

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
}: {
  legend: string;
  name: string;
  choices: readonly Choice[];
  value: number;
  onChange: (value: number) => void;
}) {
  const { marks: untilReady } = useUntilReady();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.wrap}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.chip}>
            <input
              className={styles.input}
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === value}
              {...untilReady}
              onChange={() => onChange(choice.value)}
            />
            <span className={styles.face}>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
