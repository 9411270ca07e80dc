import { useState } from 'react';
import type { EnachRequest } from '@tenor/contract/endpoints/autopay';
import {
  ACCOUNT_NUMBER,
  bankAccountTypes,
  enachAuthTypes,
  IFSC,
} from '@tenor/contract/autopay-fields';
import { t } from '../../../shared/i18n.ts';
import { AutopayField } from './autopay-field.tsx';
import { AutopayForm } from './autopay-form.tsx';
import { ChoiceGroup } from './choice-group.tsx';

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

/** The account's number, typed twice: digits, no suggestions. */
const accountNumber = { inputMode: 'numeric', autoComplete: 'off', maxLength: 18 } as const;

const withoutSpaces = (input: string) => input.replace(/\s/g, '');

/**
 * e-NACH's form (decision 078): the account's holder, its number typed twice (hidden as typed),
 * its IFSC, its type, how the borrower signs at the bank, and the consent to the terms shown
 * above it. The first field in error takes the focus, its message said beside it.
 */
export function EnachForm({
  busy,
  terms,
  onSubmit,
}: {
  busy: boolean;
  terms: { amount: string; date: string };
  onSubmit: (request: EnachRequest) => void;
}) {
  const [typed, setTyped] = useState({ holder: '', number: '', again: '', ifsc: '' });
  const [accountType, setAccountType] = useState(0);
  const [authType, setAuthType] = useState(0);

  return (
    <AutopayForm
      area="enach"
      order={ORDER}
      typed={typed}
      onType={setTyped}
      problemsOf={(consent) => enachProblems({ ...typed, consent })}
      terms={terms}
      next={t('loans.autopay.enach.bankHint')}
      busy={busy}
      onValid={() =>
        onSubmit({
          holder: typed.holder.trim(),
          accountNumber: typed.number,
          ifsc: typed.ifsc,
          accountType: bankAccountTypes[accountType] ?? 'savings',
          authType: enachAuthTypes[authType] ?? 'netbanking',
        })
      }
    >
      {(field) => (
        <>
          <AutopayField
            {...field('holder')}
            label={t('loans.autopay.enach.holder')}
            name="holder"
            autoComplete="name"
            maxLength={100}
          />
          <AutopayField
            {...field('number', withoutSpaces)}
            {...accountNumber}
            label={t('loans.autopay.enach.number')}
            name="account-number"
            type="password"
          />
          <AutopayField
            {...field('again', withoutSpaces)}
            {...accountNumber}
            label={t('loans.autopay.enach.numberAgain')}
            name="account-number-again"
            onPaste={(e) => e.preventDefault()}
          />
          <AutopayField
            {...field('ifsc', (input) => withoutSpaces(input.toUpperCase()))}
            label={t('loans.autopay.enach.ifsc')}
            hint={t('loans.autopay.enach.ifscHint')}
            name="ifsc"
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={11}
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
        </>
      )}
    </AutopayForm>
  );
}
