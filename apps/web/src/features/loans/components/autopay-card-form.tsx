import { useId, useState } from 'react';
import {
  CARD_EXPIRY,
  CARD_LAST_FOUR,
  EMAIL,
  type DirectDebitRequest,
} from '@tenor/contract/endpoints/autopay';
import { normalisePhone } from '@tenor/contract/phone';
import { t } from '../../../shared/i18n.ts';
import { AutopayField, ConsentAndSubmit, useFieldProblems } from './autopay-field.tsx';
import styles from './autopay.module.css';

type Field = 'lastFour' | 'expiry' | 'phone' | 'email' | 'consent';
const ORDER: readonly Field[] = ['lastFour', 'expiry', 'phone', 'email', 'consent'];

/** What the borrower typed of their BRI card (kept as a draft: it survives a reload). */
export interface CardDraft {
  lastFour: string;
  expiry: string;
  phone: string;
  email: string;
}

/** The card's expiry as printed, `MM/YY`, the slash put in as the borrower types. */
export const typedExpiry = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/** Whether `MM/YY` is this month or later (a card is good until its month's end). */
const current = (expiry: string, now: Date): boolean => {
  const [mm, yy] = expiry.split('/').map(Number);
  return (2000 + (yy ?? 0)) * 12 + (mm ?? 0) >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
};

/** What is wrong with the card as typed, field by field (nothing is sent until it is right). */
export function cardProblems(
  typed: CardDraft & { consent: boolean },
  now = new Date(),
): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!CARD_LAST_FOUR.test(typed.lastFour))
    problems.lastFour = t('loans.autopay.card.lastFourInvalid');
  if (!CARD_EXPIRY.test(typed.expiry) || !current(typed.expiry, now)) {
    problems.expiry = t('loans.autopay.card.expiryInvalid');
  }
  if (normalisePhone('ID', typed.phone) === null)
    problems.phone = t('loans.autopay.card.phoneInvalid');
  if (!EMAIL.test(typed.email.trim())) problems.email = t('loans.autopay.card.emailInvalid');
  if (!typed.consent) problems.consent = t('loans.autopay.card.consentMissing');
  return problems;
}

/**
 * Indonesia's bank direct debit (decision 081): the BRI debit card's last four digits and
 * expiry, the phone registered at the bank (prefilled with the borrower's), an e-mail, and the
 * consent to the terms shown above; then BRI sends its code by SMS. The first field in error
 * takes the focus, its message said beside it. Never the card's full number.
 */
export function CardForm({
  busy,
  maxAmount,
  endsOn,
  draft,
  onDraft,
  onSubmit,
}: {
  busy: boolean;
  maxAmount: string;
  endsOn: string;
  draft: CardDraft;
  onDraft: (draft: CardDraft) => void;
  onSubmit: (request: DirectDebitRequest) => void;
}) {
  const id = useId();
  const [consent, setConsent] = useState(false);
  const { problems, changed, check } = useFieldProblems<Field>(id, ORDER);
  const field = (name: Exclude<Field, 'consent'>) => ({
    id: `${id}-${name}`,
    problem: problems[name],
    testId: `card-${name}`,
    value: draft[name],
  });
  const edit = (name: Exclude<Field, 'consent'>, value: string) => {
    changed(name);
    onDraft({ ...draft, [name]: value });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!check(cardProblems({ ...draft, consent }))) return;
        onSubmit({
          channel: 'DC_BRI',
          cardLastFour: draft.lastFour,
          cardExpiry: draft.expiry,
          phone: draft.phone,
          email: draft.email.trim(),
        });
      }}
    >
      <AutopayField
        {...field('lastFour')}
        label={t('loans.autopay.card.lastFour')}
        name="card-last-four"
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        onChange={(e) => edit('lastFour', e.target.value.replace(/\D/g, ''))}
      />
      <AutopayField
        {...field('expiry')}
        label={t('loans.autopay.card.expiry')}
        hint={t('loans.autopay.card.expiryHint')}
        name="card-expiry"
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={5}
        onChange={(e) => edit('expiry', typedExpiry(e.target.value))}
      />
      <AutopayField
        {...field('phone')}
        label={t('loans.autopay.card.phone')}
        hint={t('loans.autopay.card.phoneHint')}
        name="bank-phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        onChange={(e) => edit('phone', e.target.value)}
      />
      <AutopayField
        {...field('email')}
        label={t('loans.autopay.card.email')}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        onChange={(e) => edit('email', e.target.value)}
      />
      <ConsentAndSubmit
        id={id}
        area="card"
        terms={{ amount: maxAmount, date: endsOn }}
        consent={[consent, setConsent]}
        problem={problems.consent}
        changed={changed}
        next={t('loans.autopay.card.codeHint')}
        busy={busy}
      />
    </form>
  );
}
