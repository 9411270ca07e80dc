import { formatPercent } from '@tenor/contract/format';
import type { Region } from '@tenor/contract/launch';
import { t } from '../../../shared/i18n.ts';
import { Card } from '../../../shared/ui/card.tsx';
import type { LoanChoice, Quote } from '../api/loan-confirm.ts';
import { AmountSlider } from './amount-slider.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import styles from './loan-confirm.module.css';

/** Loan confirm's first stage: the amount and the term the borrower wants, with the rate. */
export function LoanChoiceCards({
  quote,
  wanted,
  pending,
  market,
  onMove,
  onAmount,
  onChoose,
}: {
  quote: Quote;
  /** The choice on screen (its figures pending until its quote arrives). */
  wanted: LoanChoice;
  pending: boolean;
  market: Region;
  /** The slider is moving through this amount. */
  onMove: (amount: number) => void;
  onAmount: (amount: number) => void;
  onChoose: (choice: LoanChoice) => void;
}) {
  const termLabel = (n: number) =>
    t(quote.termUnit === 'month' ? 'loans.confirm.termMonths' : 'loans.confirm.termDays', { n });
  return (
    <>
      <Card as="div">
        <AmountSlider
          choices={quote.amountChoices}
          value={wanted.amount}
          region={market}
          onInput={onMove}
          onChoose={onAmount}
        />
      </Card>

      <Card as="div">
        <ChoiceGroup
          legend={t('loans.confirm.term')}
          name="periods"
          choices={quote.periodChoices.map((value) => ({ value, label: termLabel(value) }))}
          value={wanted.periods}
          onChange={(periods) => onChoose({ amount: wanted.amount, periods })}
        />
        <p className={styles.rate} data-testid="rate">
          {t('loans.confirm.rate', { rate: formatPercent(market, quote.dailyRateBps) })}
        </p>
        <p className={`muted ${pending ? styles.pending : ''}`}>
          {t(
            quote.repayPlans.length === 1 ? 'loans.confirm.repayOn' : 'loans.confirm.firstPayment',
            { date: quote.firstPayTime },
          )}
        </p>
      </Card>
    </>
  );
}
