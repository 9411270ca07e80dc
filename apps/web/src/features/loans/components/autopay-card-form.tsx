import { CARD_EXPIRY, CARD_LAST_FOUR, EMAIL } from '@tenor/contract/autopay-fields';
import { normalisePhone } from '@tenor/contract/phone';
import { t } from '../../../shared/i18n.ts';
import type { CardDraft } from './autopay-card-draft.ts';
import { AutopayField } from './autopay-field.tsx';
import { AutopayForm } from './autopay-form.tsx';

type Field = 'lastFour' | 'expiry' | 'phone' | 'email' | 'consent';
const ORDER: readonly Field[] = ['lastFour', 'expiry', 'phone', 'email', 'consent'];

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
  terms,
  draft,
  onDraft,
  onSubmit,
}: {
  busy: boolean;
  terms: { amount: string; date: string };
  draft: CardDraft;
  onDraft: (draft: CardDraft) => void;
  /** The card as typed is complete and the consent given. */
  onSubmit: () => void;
}) {
  return (
    <AutopayForm
      area="card"
      order={ORDER}
      typed={draft}
      onType={onDraft}
      problemsOf={(consent) => cardProblems({ ...draft, consent })}
      terms={terms}
      next={t('loans.autopay.card.codeHint')}
      busy={busy}
      onValid={onSubmit}
    >
      {(field) => (
        <>
          <AutopayField
            {...field('lastFour', (typed) => typed.replace(/\D/g, ''))}
            label={t('loans.autopay.card.lastFour')}
            name="card-last-four"
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
          />
          <AutopayField
            {...field('expiry', typedExpiry)}
            label={t('loans.autopay.card.expiry')}
            hint={t('loans.autopay.card.expiryHint')}
            name="card-expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={5}
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
          />
          <AutopayField
            {...field('email')}
            label={t('loans.autopay.card.email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={254}
          />
        </>
      )}
    </AutopayForm>
  );
}
