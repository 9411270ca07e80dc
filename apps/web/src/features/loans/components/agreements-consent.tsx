import { t } from '../../../shared/i18n.ts';
import { useUntilReady } from '../../../shared/ui/until-ready.ts';
import { useOpenAgreement } from '../api/contract-jump.ts';
import type { LoanChoice, Quote } from '../api/loan-confirm.ts';
import { TitledCard } from '../../../shared/ui/titled-card.tsx';
import { type BoxState, ConsentBox } from './consent-box.tsx';
import styles from './loan-confirm.module.css';

/**
 * Loan confirm's agreements: each one's link (opened for the choice on screen) and the
 * consent box, never ticked for the borrower (docs/screens.md "Loan confirm"). `led`: the
 * borrower was sent here by a tap on Confirm, so the box says what it wants.
 */
export function AgreementsConsent({
  quote,
  wanted,
  box,
}: {
  quote: Quote;
  wanted: LoanChoice;
  box: BoxState;
}) {
  const agreement = useOpenAgreement(quote.productId);
  const { marks: untilReady } = useUntilReady();
  return (
    <TitledCard title={t('loans.confirm.agreements')}>
      {quote.agreements.length > 0 && (
        <ul className={styles.agreements} role="list">
          {quote.agreements.map((a) => (
            <li key={a.position}>
              <button
                type="button"
                className={styles.agreementLink}
                aria-busy={agreement.busyPosition === a.position || undefined}
                {...untilReady}
                onClick={() => agreement.open({ position: a.position, ...wanted })}
              >
                {a.title}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConsentBox
        notice
        {...box}
        label={t('loans.confirm.consent')}
        hint={t('loans.confirm.consentHint')}
        hintTestId="consent-hint"
      />
    </TitledCard>
  );
}
