import { type InputHTMLAttributes, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { ConsentBox } from './consent-box.tsx';
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

/**
 * A form's end (`area`: e-NACH's or the bank card's words under `loans.autopay.<area>`): the
 * consent to the terms shown above it (`<area>-consent`, its message once the form was
 * checked), what happens next, and the button (`<area>-submit`).
 */
export function ConsentAndSubmit({
  id,
  area,
  terms,
  consent: [checked, setChecked],
  problem,
  changed,
  next,
  busy,
}: {
  id: string;
  area: 'enach' | 'card';
  terms: { amount: string; date: string };
  consent: [boolean, (checked: boolean) => void];
  problem: string | undefined;
  changed: (field: 'consent') => void;
  /** What happens next, in words. */
  next: string;
  busy: boolean;
}) {
  return (
    <>
      <ConsentBox
        id={`${id}-consent`}
        testId={`${area}-consent`}
        hintTestId={`${area}-consent-error`}
        checked={checked}
        led={problem !== undefined}
        hint={problem ?? ''}
        label={t(`loans.autopay.${area}.consent`, terms)}
        onChange={(given) => {
          changed('consent');
          setChecked(given);
        }}
      />
      <p className="muted">{next}</p>
      <Button type="submit" block busy={busy} data-testid={`${area}-submit`}>
        {t(`loans.autopay.${area}.submit`)}
      </Button>
    </>
  );
}

/**
 * A form's messages by field: `check` sets them and puts the focus on the first field in
 * error (`<idPrefix>-<field>`), true when there is none; a field's message goes once it changes.
 */
export function useFieldProblems<Field extends string>(idPrefix: string, order: readonly Field[]) {
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const changed = (name: Field) =>
    setProblems((now) => (now[name] === undefined ? now : { ...now, [name]: undefined }));
  const check = (found: Partial<Record<Field, string>>): boolean => {
    setProblems(found);
    const first = order.find((name) => found[name] !== undefined);
    if (first === undefined) return true;
    document.getElementById(`${idPrefix}-${first}`)?.focus();
    return false;
  };
  return { problems, changed, check };
}
