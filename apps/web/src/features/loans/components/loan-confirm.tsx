import { type ReactNode, useId, useState } from 'react';
import { useDraft } from '../../../shared/draft.ts';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanConfirm } from '@tenor/contract/endpoints/loans';
import { formatMoney, wireDate } from '@tenor/contract/format';
import { launchParams, region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { lazyPart } from '../../../shared/lazy-part.tsx';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { useOpenAgreement } from '../api/contract-jump.ts';
import { type LoanChoice, useLoanConfirm } from '../api/loan-confirm.ts';
import { usePushLoan } from '../api/loan-push.ts';
import { agreementModalRequired } from '../confirm-rules.ts';
import { annualPercentageRate, planCashFlows, totalRepayable } from '@tenor/contract/loan-cost';
import { ChoiceGroup } from './choice-group.tsx';
import { LoanCostSummary } from './loan-cost-summary.tsx';
import { RepayPlanList } from './repay-plan-list.tsx';
import styles from './loan-confirm.module.css';

type Quote = ResponseOf<typeof loanConfirm>;

/** Shown only when the borrower opens an agreement: not part of the page's first-load JS. */
const AgreementDialog = lazyPart(
  () => import('./agreement-dialog.tsx').then((m) => m.AgreementDialog),
  (props) => props.open,
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card aria-labelledby={id}>
      <h2 className={styles.heading} id={id}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

function QuoteForm({
  quote,
  choice,
  updating,
  onChoose,
}: {
  quote: Quote;
  /** The borrower's pick, shown selected while its quote loads. */
  choice: LoanChoice | undefined;
  updating: boolean;
  onChoose: (choice: LoanChoice) => void;
}) {
  const market = region();
  const selected = choice ?? { amount: quote.amount, periods: quote.periods };
  const [consent, setConsent] = useState(true);
  const [modalOpen, setModalOpen] = useState(false);
  const { push, busy } = usePushLoan();
  const agreement = useOpenAgreement(quote.productId);

  const total = totalRepayable(quote.repayPlans);
  const apr = annualPercentageRate(
    quote.receivedAmount,
    planCashFlows(quote.repayPlans, wireDate(market, new Date()), quote),
  );
  const termLabel = (n: number) =>
    t(quote.termUnit === 'month' ? 'loans.confirm.termMonths' : 'loans.confirm.termDays', { n });

  const pushQuote = () =>
    push({
      productId: quote.productId,
      amount: quote.amount,
      periods: quote.periods,
      termUnit: quote.termUnit,
    });
  const onConfirm = () => {
    if (!consent || updating) return;
    if (agreementModalRequired(quote.popAgreementUrl, launchParams().languageType)) {
      setModalOpen(true);
    } else {
      pushQuote();
    }
  };
  const onAgree = () => {
    setModalOpen(false);
    pushQuote();
  };

  return (
    <>
      <Stack tight aria-busy={updating || undefined}>
        <ProductHeader logo={quote.productLogo} name={quote.productName} />

        <Card as="div">
          <ChoiceGroup
            legend={t('loans.confirm.amount')}
            name="amount"
            scroll
            choices={quote.amountChoices.map((value) => ({
              value,
              label: formatMoney(market, value),
            }))}
            value={selected.amount}
            onChange={(amount) => onChoose({ amount, periods: selected.periods })}
          >
            <p className={styles.bigAmount} data-testid="amount">
              {formatMoney(market, quote.amount)}
            </p>
          </ChoiceGroup>
        </Card>

        <Card as="div">
          <ChoiceGroup
            legend={t('loans.confirm.term')}
            name="periods"
            choices={quote.periodChoices.map((value) => ({ value, label: termLabel(value) }))}
            value={selected.periods}
            onChange={(periods) => onChoose({ amount: selected.amount, periods })}
          />
          <p className={styles.rate} data-testid="rate">
            {quote.pRateDsc}
          </p>
          <p className="muted">{t('loans.confirm.firstPayment', { date: quote.firstPayTime })}</p>
        </Card>

        <Section title={t('loans.confirm.details')}>
          <DetailRows rows={quote.details} testId="detail-rows" />
        </Section>

        <Section title={t('loans.confirm.plan')}>
          <RepayPlanList plan={quote.repayPlans} region={market} />
        </Section>

        <Section title={t('loans.confirm.cost')}>
          <LoanCostSummary
            received={quote.receivedAmount}
            total={total}
            apr={apr}
            region={market}
          />
        </Section>

        <Section title={t('loans.confirm.agreements')}>
          {quote.agreements.length > 0 && (
            <ul className={styles.agreements} role="list">
              {quote.agreements.map((a) => (
                <li key={a.position}>
                  <button
                    type="button"
                    className={styles.agreementLink}
                    aria-busy={agreement.busyPosition === a.position || undefined}
                    onClick={() =>
                      agreement.open({
                        position: a.position,
                        amount: quote.amount,
                        periods: quote.periods,
                      })
                    }
                  >
                    {a.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label className={styles.consent}>
            <input
              type="checkbox"
              className={styles.checkbox}
              checked={consent}
              onChange={(e) => setConsent(e.target.checked)}
            />
            <span>{t('loans.confirm.consent')}</span>
          </label>
        </Section>

        {quote.note && <p className="muted">{quote.note}</p>}
      </Stack>

      <ActionBar>
        <p className="visually-hidden" aria-live="polite">
          {updating ? t('loans.confirm.updating') : ''}
        </p>
        <Button block disabled={!consent} busy={busy || updating} onClick={onConfirm}>
          {t('loans.confirm.confirm')}
        </Button>
      </ActionBar>

      <AgreementDialog
        open={modalOpen}
        title={quote.popTitle}
        content={quote.popContent}
        url={quote.popAgreementUrl}
        onCancel={() => setModalOpen(false)}
        onAgree={onAgree}
      />
    </>
  );
}

function ConfirmSkeleton() {
  return (
    <Stack tight aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
      <Skeleton className={styles.skeletonHead} />
      <Skeleton className={styles.skeletonCard} />
      <Skeleton className={styles.skeletonCard} />
      <Skeleton className={styles.skeletonTall} />
    </Stack>
  );
}

const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

/** A stored choice, if it still reads as one (the server re-checks that it is offered). */
function parseChoice(value: unknown): LoanChoice | undefined {
  const v = value as Partial<LoanChoice> | null;
  return v && isCount(v.amount) && isCount(v.periods)
    ? { amount: v.amount, periods: v.periods }
    : undefined;
}

/**
 * The quote for the borrower's choice; a new choice re-quotes with the old quote on screen.
 * The choice is a draft of this tab: reading an agreement or the Key Fact Statement and
 * coming back (or a reload) shows the same amount and term, never the defaults again.
 */
function Confirm({ productId }: { productId: number }) {
  const [choice, setChoice] = useDraft(`tenor.confirm.${productId}`, parseChoice);
  const quote = useLoanConfirm(productId, choice);
  return (
    <QueryView query={quote} skeleton={<ConfirmSkeleton />}>
      {(data) => (
        <QuoteForm
          quote={data}
          choice={choice}
          updating={quote.isPlaceholderData}
          onChoose={setChoice}
        />
      )}
    </QueryView>
  );
}

/** `/confirmLoan?productId=` — loan confirm V3 (docs/screens.md "Loan confirm"): choose amount and term, read the cost, agree, confirm. */
export function LoanConfirm() {
  return (
    <PageRoute
      page="confirmLoan"
      title={t('loans.confirm.title')}
      invalid={{ title: t('loans.missingProduct'), testId: 'missing-product' }}
    >
      {({ productId }) => <Confirm productId={productId} />}
    </PageRoute>
  );
}
