import { useId, useState } from 'react';
import {
  ACCOUNT_NUMBER,
  bankAccountTypes,
  enachAuthTypes,
  IFSC,
  type EnachRequest,
} from '@tenor/contract/endpoints/autopay';
import { t } from '../../../shared/i18n.ts';
import { AutopayField, ConsentAndSubmit, useFieldProblems } from './autopay-field.tsx';
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
  const [holder, setHolder] = useState('');
  const [number, setNumber] = useState('');
  const [again, setAgain] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [accountType, setAccountType] = useState(0);
  const [authType, setAuthType] = useState(0);
  const [consent, setConsent] = useState(false);
  const { problems, changed, check } = useFieldProblems<Field>(id, ORDER);
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    problem: problems[name],
    testId: `enach-${name}`,
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!check(enachProblems({ holder, number, again, ifsc, consent }))) return;
        onSubmit({
          holder: holder.trim(),
          accountNumber: number,
          ifsc,
          accountType: bankAccountTypes[accountType] ?? 'savings',
          authType: enachAuthTypes[authType] ?? 'netbanking',
        });
      }}
    >
      <AutopayField
        {...field('holder')}
        label={t('loans.autopay.enach.holder')}
        name="holder"
        autoComplete="name"
        maxLength={100}
        value={holder}
        onChange={(e) => {
          changed('holder');
          setHolder(e.target.value);
        }}
      />
      <AutopayField
        {...field('number')}
        label={t('loans.autopay.enach.number')}
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
      <AutopayField
        {...field('again')}
        label={t('loans.autopay.enach.numberAgain')}
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
      <AutopayField
        {...field('ifsc')}
        label={t('loans.autopay.enach.ifsc')}
        hint={t('loans.autopay.enach.ifscHint')}
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
      <ConsentAndSubmit
        id={id}
        area="enach"
        terms={{ amount: maxAmount, date: endsOn }}
        consent={[consent, setConsent]}
        problem={problems.consent}
        changed={changed}
        next={t('loans.autopay.enach.bankHint')}
        busy={busy}
      />
    </form>
  );
}
