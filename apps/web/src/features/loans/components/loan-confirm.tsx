import {
  type HTMLAttributes,
  type ReactNode,
  startTransition,
  useEffect,
  useId,
  useState,
} from 'react';
import { codes } from '@tenor/contract/envelope';
import { useAppHome } from '../../../shared/app-home.ts';
import { useDraft } from '../../../shared/draft.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { formatPercent, wireDate } from '@tenor/contract/format';
import { launchParams, region } from '../../../lib/launch.ts';
import { CallError } from '../../../shared/http/query.ts';
import { t } from '../../../shared/i18n.ts';
import { lazyPart } from '../../../shared/lazy-part.tsx';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useLeadTarget } from '../../../shared/ui/lead-to.ts';
import { useOnline } from '../../../shared/use-online.ts';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { useOpenAgreement } from '../api/contract-jump.ts';
import { type LoanChoice, type Quote, useLoanConfirm } from '../api/loan-confirm.ts';
import { usePushLoan } from '../api/loan-push.ts';
import { agreementModalRequired } from '../confirm-rules.ts';
import { quoteRows } from '../quote-rows.ts';
import { annualPercentageRate, planCashFlows, totalRepayable } from '@tenor/contract/loan-cost';
import { AmountSlider } from './amount-slider.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { LoanCostSummary } from './loan-cost-summary.tsx';
import { RepayPlanList } from './repay-plan-list.tsx';
import styles from './loan-confirm.module.css';

/** Shown only when the borrower opens an agreement: not part of the page's first-load JS. */
const AgreementDialog = lazyPart(
  () => import('./agreement-dialog.tsx').then((m) => m.AgreementDialog),
  (props) => props.open,
);

function Section({
  title,
  children,
  ...rest
}: { title: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const id = useId();
  return (
    <Card aria-labelledby={id} {...rest}>
      <h2 className={styles.heading} id={id}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** What the page knows of the figures of the borrower's choice. */
type QuoteState =
  /** The figures on screen are the choice's. */
  | { kind: 'ready' }
  /** The choice's quote is on its way (or the slider is still moving). */
  | { kind: 'pending' }
  /** The choice's quote failed: the page says why, with a retry. */
  | { kind: 'failed'; message: string; retry: () => void };

function QuoteForm({
  quote,
  choice,
  state,
  onChoose,
}: {
  /** The newest quote that arrived. */
  quote: Quote;
  /** The borrower's pick (shown at once, its figures pending until its quote arrives). */
  choice: LoanChoice | undefined;
  state: QuoteState;
  onChoose: (choice: LoanChoice) => void;
}) {
  const market = region();
  const [moving, setMoving] = useState<number>();
  const wanted = {
    amount: moving ?? choice?.amount ?? quote.amount,
    periods: choice?.periods ?? quote.periods,
  };
  const pending =
    state.kind !== 'ready' || wanted.amount !== quote.amount || wanted.periods !== quote.periods;
  // Never ticked for the borrower: agreeing is theirs to do (docs/screens.md "Loan confirm").
  const [consent, setConsent] = useState(false);
  const [modalOpen, setModalOpen] = useState(false);
  const consentHintId = useId();
  const { push, busy } = usePushLoan();
  const agreement = useOpenAgreement(quote.productId);
  const online = useOnline();
  const {
    ref: consentRef,
    led: consentLed,
    lead: leadToConsent,
    done: consentGiven,
  } = useLeadTarget<HTMLInputElement>();
  const { ref: retryRef, lead: leadToRetry } = useLeadTarget<HTMLButtonElement>();
  // Why Confirm cannot run yet, and where a tap on it leads (docs/screens.md "Loan confirm").
  const blocked =
    state.kind === 'failed'
      ? { reason: t('loans.confirm.blockedFailed'), lead: leadToRetry }
      : !online
        ? { reason: t('loans.confirm.blockedOffline') }
        : pending
          ? { reason: t('loans.confirm.updating') }
          : !consent
            ? { reason: t('loans.confirm.blockedConsent'), lead: leadToConsent }
            : undefined;

  const total = totalRepayable(quote.repayPlans);
  const apr = annualPercentageRate(
    quote.receivedAmount,
    planCashFlows(quote.repayPlans, wireDate(market, new Date()), quote),
  );
  const termLabel = (n: number) =>
    t(quote.termUnit === 'month' ? 'loans.confirm.termMonths' : 'loans.confirm.termDays', { n });
  // The amount shows at once (its figures pending); the new quote, and the query it starts,
  // render as a transition after that paint, so a tap on − or + answers within a frame on a
  // slow phone (Interaction to Next Paint; decision 024).
  const chooseAmount = (amount: number) => {
    setMoving(amount);
    startTransition(() => {
      setMoving(undefined);
      onChoose({ amount, periods: wanted.periods });
    });
  };

  const pushQuote = () =>
    push({
      productId: quote.productId,
      amount: quote.amount,
      periods: quote.periods,
      termUnit: quote.termUnit,
    });
  const onConfirm = () => {
    if (blocked !== undefined) return;
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
  /** A card of the quote's figures: placeholders while they are another choice's. */
  const figures = pending ? { className: styles.pending, 'aria-busy': true } : {};

  return (
    <>
      <Stack tight>
        <ProductHeader logo={quote.productLogo} name={quote.productName} />

        <Card as="div">
          <AmountSlider
            choices={quote.amountChoices}
            value={wanted.amount}
            region={market}
            onInput={setMoving}
            onChoose={chooseAmount}
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
              quote.repayPlans.length === 1
                ? 'loans.confirm.repayOn'
                : 'loans.confirm.firstPayment',
              { date: quote.firstPayTime },
            )}
          </p>
        </Card>

        <Section title={t('loans.confirm.details')} {...figures}>
          <DetailRows rows={quoteRows(quote, market)} testId="detail-rows" />
        </Section>

        <Section title={t('loans.confirm.plan')} {...figures}>
          <RepayPlanList plan={quote.repayPlans} region={market} />
        </Section>

        <Section title={t('loans.confirm.cost')} {...figures}>
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
                    onClick={() => agreement.open({ position: a.position, ...wanted })}
                  >
                    {a.title}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <label className={styles.consent}>
            <input
              ref={consentRef}
              type="checkbox"
              className={styles.checkbox}
              checked={consent}
              aria-describedby={consentLed && !consent ? consentHintId : undefined}
              onChange={(e) => {
                setConsent(e.target.checked);
                consentGiven();
              }}
            />
            <span>{t('loans.confirm.consent')}</span>
          </label>
          {consentLed && !consent && (
            <p className={styles.consentHint} id={consentHintId} data-testid="consent-hint">
              {t('loans.confirm.consentHint')}
            </p>
          )}
        </Section>

        <p className="muted">{t('loans.confirm.note')}</p>
      </Stack>

      <ActionBar>
        {state.kind === 'failed' ? (
          <div className={styles.quoteFailed} role="alert" data-testid="quote-failed">
            <p>{state.message}</p>
            <Button variant="secondary" ref={retryRef} onClick={state.retry}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <p className="visually-hidden" aria-live="polite">
            {pending ? t('loans.confirm.updating') : ''}
          </p>
        )}
        <Button
          block
          blocked={blocked}
          busy={busy || (pending && state.kind !== 'failed')}
          onClick={onConfirm}
        >
          {t('loans.confirm.confirm')}
        </Button>
      </ActionBar>

      <AgreementDialog
        open={modalOpen}
        title={t('loans.confirm.popTitle')}
        content={t('loans.confirm.popContent', { product: quote.productName })}
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

/** Why a choice's quote did not come: offline, the network, or the server's own words. */
function failureMessage(error: unknown): string {
  if (!(error instanceof CallError) || error.failure.kind === 'network') {
    return t(navigator.onLine ? 'common.networkError' : 'loans.confirm.offline');
  }
  return error.failure.message || t('common.errorTitle');
}

/**
 * The quote for the borrower's choice; a new choice re-quotes with the last quote on screen
 * and its figures pending. The choice is a draft of this tab: reading an agreement or the
 * Key Fact Statement and coming back (or a reload) shows the same amount and term, never
 * where the page opened again. A stored choice the product no longer offers is dropped.
 */
function Confirm({ productId }: { productId: number }) {
  const [stored, setChoice] = useDraft(`tenor.confirm.${productId}`, parseChoice);
  // The server rendered the opening quote: the stored choice counts once the page has started
  // (use-hydrated.ts), so both render the same first view.
  const choice = useHydrated() ? stored : undefined;
  const { query, quote } = useLoanConfirm(choice);
  const refused =
    query.isError && query.error instanceof CallError && query.error.failure.kind === 'server';
  useEffect(() => {
    if (refused && choice !== undefined) setChoice(undefined);
  }, [refused, choice, setChoice]);

  const goHome = useAppHome();
  // Applied for today (the daily rule, decision 041): Retry would only say it again.
  if (
    quote === undefined &&
    refused &&
    query.error instanceof CallError &&
    query.error.failure.kind === 'server' &&
    query.error.failure.code === codes.appliedToday
  ) {
    return (
      <EmptyState
        title={query.error.failure.message}
        action={
          <Button block onClick={() => goHome()}>
            {t('common.backHome')}
          </Button>
        }
      />
    );
  }
  if (quote === undefined) {
    return (
      <QueryView query={query} skeleton={<ConfirmSkeleton />}>
        {() => null}
      </QueryView>
    );
  }
  // A refetch of the figures on screen (they went stale) leaves them as they are.
  const state: QuoteState =
    query.isPlaceholderData || (query.isError && query.isFetching)
      ? { kind: 'pending' }
      : query.isError
        ? {
            kind: 'failed',
            message: failureMessage(query.error),
            retry: () => void query.refetch(),
          }
        : { kind: 'ready' };
  return <QuoteForm quote={quote} choice={choice} state={state} onChoose={setChoice} />;
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
