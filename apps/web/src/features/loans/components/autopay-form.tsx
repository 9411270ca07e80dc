import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ConsentBox } from './consent-box.tsx';
import styles from './autopay.module.css';

/** What `field(name)` gives a field of an AutoPay form (spread into `AutopayField`). */
export interface BoundField {
  id: string;
  problem: string | undefined;
  testId: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * One of AutoPay's forms (`area`: e-NACH's or the bank card's words under
 * `loans.autopay.<area>`): the fields `children` lays out, then the consent to the terms shown
 * above it (`<area>-consent`), what happens next and the button (`<area>-submit`). What was
 * typed is the caller's (`typed`, `onType`); `field(name, clean)` binds a field to it: its id
 * and test id (`<area>-<name>`), its value, what is typed passed through `clean`, its message
 * once the form was checked (gone once it changes). On submit `problemsOf` checks everything;
 * the first field in error takes the focus, else `onValid`.
 */
export function AutopayForm<Field extends string>({
  area,
  order,
  typed,
  onType,
  problemsOf,
  terms,
  next,
  busy,
  onValid,
  children,
}: {
  area: 'enach' | 'card';
  /** The fields in the order the focus looks for the first in error. */
  order: readonly (Field | 'consent')[];
  typed: Record<Field, string>;
  onType: (typed: Record<Field, string>) => void;
  problemsOf: (consent: boolean) => Partial<Record<Field | 'consent', string>>;
  terms: { amount: string; date: string };
  /** What happens next, in words. */
  next: string;
  busy: boolean;
  onValid: () => void;
  children: (field: (name: Field, clean?: (input: string) => string) => BoundField) => ReactNode;
}) {
  const id = useId();
  const [consent, setConsent] = useState(false);
  const { problems, changed, check } = useFieldProblems(id, order);
  const field = (name: Field, clean = (input: string) => input): BoundField => ({
    id: `${id}-${name}`,
    problem: problems[name],
    testId: `${area}-${name}`,
    value: typed[name],
    onChange: (e) => {
      changed(name);
      onType({ ...typed, [name]: clean(e.target.value) });
    },
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (check(problemsOf(consent))) onValid();
      }}
    >
      {children(field)}
      <ConsentBox
        id={`${id}-consent`}
        testId={`${area}-consent`}
        hintTestId={`${area}-consent-error`}
        checked={consent}
        led={problems.consent !== undefined}
        hint={problems.consent ?? ''}
        label={t(`loans.autopay.${area}.consent`, terms)}
        onChange={(given) => {
          changed('consent');
          setConsent(given);
        }}
      />
      <p className="muted">{next}</p>
      <Button type="submit" block busy={busy} data-testid={`${area}-submit`}>
        {t(`loans.autopay.${area}.submit`)}
      </Button>
    </form>
  );
}

/**
 * A form's messages by field: `check` sets them and puts the focus on the first field in
 * error (`<idPrefix>-<field>`), true when there is none; a field's message goes once it changes.
 */
function useFieldProblems<Field extends string>(idPrefix: string, order: readonly Field[]) {
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
