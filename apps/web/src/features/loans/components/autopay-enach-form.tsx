import { useId, useState } from 'react';
import {
  ACCOUNT_NUMBER,
  bankAccountTypes,
  enachAuthTypes,
  IFSC,
  type EnachRequest,
} from '@tenor/contract/endpoints/autopay';
import { t } from '../../../shared/i18n.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { ChoiceGroup } from './choice-group.tsx';
import styles from './autopay.module.css';

type Field = 'holder' | 'number' | 'again' | 'ifsc' | 'consent';

/** What is wrong with what was typed, field by field (nothing is sent until it is right). */
export function enachProblems(typed: {
  holder: string;
  number: string;
  again: string;
  ifsc: string;
  consent: boolean;
}): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (typed.holder.trim() === '') problems.holder = t('loans.autopay.enach.holderMissing');
  if (!ACCOUNT_NUMBER.test(typed.number)) problems.number = t('loans.autopay.enach.numberInvalid');
  else if (typed.again !== typed.number) problems.again = t('loans.autopay.enach.numberMismatch');
  if (!IFSC.test(typed.ifsc)) problems.ifsc = t('loans.autopay.enach.ifscInvalid');
  if (!typed.consent) problems.consent = t('loans.autopay.enach.consentMissing');
  return problems;
}

const ORDER: readonly Field[] = ['holder', 'number', 'again', 'ifsc', 'consent'];

/**
 * e-NACH's form (decision 078): the account's holder, its number typed twice (hidden as typed),
 * its IFSC, its type, how the borrower signs at the bank, and the consent to the terms shown
 * above it. The first field in error takes the focus, its message said beside it.
 */
export function EnachForm({
  busy,
  maxAmount,
  endsOn,
  onSubmit,
}: {
  busy: boolean;
  maxAmount: string;
  endsOn: string;
  onSubmit: (request: EnachRequest) => void;
}) {
  const id = useId();
  const { marks: untilReady } = useUntilReady();
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [again, setAgain] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [accountType, setAccountType] = useState(0);
  const [authType, setAuthType] = useState(0);
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  /** A field changed: its message goes until the next tap on Continue. */
  const changed = (name: Field) =>
    setProblems((now) => (now[name] === undefined ? now : { ...now, [name]: undefined }));

  const field = (name: Field) => ({
    id: `${id}-${name}`,
    'aria-invalid': problems[name] === undefined ? undefined : true,
    'aria-describedby': problems[name] === undefined ? undefined : `${id}-${name}-error`,
    'data-testid': `enach-${name}`,
    ...untilReady,
  });
  const problem = (name: Field) =>
    problems[name] === undefined ? null : (
      <p className={styles.error} id={`${id}-${name}-error`} data-testid={`enach-${name}-error`}>
        {problems[name]}
      </p>
    );

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const found = enachProblems({ holder, number, again, ifsc, consent });
        setProblems(found);
        const first = ORDER.find((name) => found[name] !== undefined);
        if (first !== undefined) {
          document.getElementById(`${id}-${first}`)?.focus();
          return;
        }
        onSubmit({
          holder: holder.trim(),
          accountNumber: number,
          ifsc,
          accountType: bankAccountTypes[accountType] ?? 'savings',
          authType: enachAuthTypes[authType] ?? 'netbanking',
        });
      }}
    >
      <label htmlFor={`${id}-holder`}>{t('loans.autopay.enach.holder')}</label>
      <input
        {...field('holder')}
        name="holder"
        autoComplete="name"
        maxLength={100}
        value={holder}
        onChange={(e) => {
          changed('holder');
          setHolder(e.target.value);
        }}
      />
      {problem('holder')}
      <label htmlFor={`${id}-number`}>{t('loans.autopay.enach.number')}</label>
      <input
        {...field('number')}
        name="account-number"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        value={number}
        onChange={(e) => {
          changed('number');
          setNumber(e.target.value.replace(/\s/g, ''));
        }}
      />
      {problem('number')}
      <label htmlFor={`${id}-again`}>{t('loans.autopay.enach.numberAgain')}</label>
      <input
        {...field('again')}
        name="account-number-again"
        inputMode="numeric"
        autoComplete="off"
        maxLength={18}
        value={again}
        onChange={(e) => {
          changed('again');
          setAgain(e.target.value.replace(/\s/g, ''));
        }}
        onPaste={(e) => e.preventDefault()}
      />
      {problem('again')}
      <label htmlFor={`${id}-ifsc`}>{t('loans.autopay.enach.ifsc')}</label>
      <input
        {...field('ifsc')}
        name="ifsc"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={11}
        value={ifsc}
        onChange={(e) => {
          changed('ifsc');
          setIfsc(e.target.value.toUpperCase().replace(/\s/g, ''));
        }}
      />
      <p className="muted">{t('loans.autopay.enach.ifscHint')}</p>
      {problem('ifsc')}
      <ChoiceGroup
        legend={t('loans.autopay.enach.accountType')}
        name="account-type"
        choices={bankAccountTypes.map((type, value) => ({
          value,
          label: t(`loans.autopay.enach.type.${type}`),
        }))}
        value={accountType}
        onChange={setAccountType}
      />
      <ChoiceGroup
        legend={t('loans.autopay.enach.signWith')}
        name="auth-type"
        choices={enachAuthTypes.map((type, value) => ({
          value,
          label: t(`loans.autopay.enach.auth.${type}`),
        }))}
        value={authType}
        onChange={setAuthType}
      />
      <label className={styles.consent}>
        <input
          {...field('consent')}
          type="checkbox"
          className={styles.checkbox}
          checked={consent}
          onChange={(e) => {
            changed('consent');
            setConsent(e.target.checked);
          }}
        />
        <span>{t('loans.autopay.enach.consent', { amount: maxAmount, date: endsOn })}</span>
      </label>
      {problem('consent')}
      <p className="muted">{t('loans.autopay.enach.bankHint')}</p>
      <Button type="submit" block busy={busy} data-testid="enach-submit">
        {t('loans.autopay.enach.submit')}
      </Button>
    </form>
  );
}
