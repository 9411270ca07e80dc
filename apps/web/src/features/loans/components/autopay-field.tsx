import type { InputHTMLAttributes } from 'react';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import styles from './autopay.module.css';

/**
 * One labelled field of AutoPay's forms (e-NACH's account, Indonesia's bank card): its input,
 * a hint under it, and its message once the form was checked, tied to the input for screen
 * readers (`aria-invalid`, `aria-describedby`). `testId` names the input; its message is
 * `<testId>-error`.
 */
export function AutopayField({
  id,
  label,
  hint,
  problem,
  testId,
  ...input
}: {
  id: string;
  label: string;
  hint?: string;
  problem: string | undefined;
  testId: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  const { marks: untilReady } = useUntilReady();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={problem === undefined ? undefined : true}
        aria-describedby={problem === undefined ? undefined : `${id}-error`}
        data-testid={testId}
        {...untilReady}
      />
      {hint !== undefined && <p className="muted">{hint}</p>}
      {problem !== undefined && (
        <p className={styles.error} id={`${id}-error`} data-testid={`${testId}-error`}>
          {problem}
        </p>
      )}
    </>
  );
}
