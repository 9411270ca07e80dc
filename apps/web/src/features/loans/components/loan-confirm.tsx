import { startTransition, useEffect, useState } from 'react';
import { codes } from '@tenor/contract/envelope';
import { useAppHome } from '../../../shared/app-home.ts';
import { useDraft } from '../../../shared/draft.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { region } from '../../../lib/launch.ts';
import { CallError } from '../../../shared/http/query.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { useLeadTarget } from '../../../shared/ui/lead-to.ts';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { type LoanChoice, type Quote, useLoanConfirm } from '../api/loan-confirm.ts';
import { AgreementsConsent } from './agreements-consent.tsx';
import { KfsAcknowledge } from './kfs-acknowledge.tsx';
import { KfsSummaryCard } from './kfs-summary.tsx';
import { RiskAcknowledge } from './risk-acknowledge.tsx';
import { ConfirmStage, type QuoteState } from './confirm-bar.tsx';
import { LoanChoiceCards } from './loan-choice.tsx';
import { QuoteFigures } from './quote-figures.tsx';
import styles from './loan-confirm.module.css';

/**
 * The quote for the borrower's choice, in its stages: the choice, its figures, the agreements
 * and consent, then Confirm (with the agreement modal first where the market asks for it).
 */
function QuoteForm({
  quote,
  choice,
  state,
  onChoose,
  onRequote,
}: {
  /** The newest quote that arrived. */
  quote: Quote;
  /** The borrower's pick (shown at once, its figures pending until its quote arrives). */
  choice: LoanChoice | undefined;
  state: QuoteState;
  onChoose: (choice: LoanChoice) => void;
  /** Asks for the quote again (a fresh Key Fact Statement after one expired). */
  onRequote: () => void;
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
  const { ref: consentRef, led, lead: leadToConsent, done } = useLeadTarget<HTMLInputElement>();
  // The Key Fact Statement acknowledged, by number: a new statement (another choice, or a
  // fresh one after it expired) is unticked again.
  const [readKfs, setReadKfs] = useState<string>();
  const kfsLead = useLeadTarget<HTMLInputElement>();
  const kfsAcknowledged = quote.kfs === undefined || readKfs === quote.kfs.number;
  // Its key facts in plain words, ticked apart and by number too (decision 070).
  const [readSummary, setReadSummary] = useState<string>();
  const summaryLead = useLeadTarget<HTMLInputElement>();
  const summaryAcknowledged = quote.kfs?.summary === undefined || readSummary === quote.kfs.number;
  // Indonesia: OJK's risk statement ticked too, once for the page (decision 066).
  const [riskRead, setRiskRead] = useState(false);
  const riskLead = useLeadTarget<HTMLInputElement>();
  const riskAcknowledged = market === 'ID' ? riskRead : undefined;

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

  return (
    <>
      <Stack tight>
        <ProductHeader logo={quote.productLogo} name={quote.productName} />
        <LenderLine lender={quote.lender} />
        <LoanChoiceCards
          {...{ quote, wanted, pending, market, onChoose }}
          onMove={setMoving}
          onAmount={chooseAmount}
        />
        <QuoteFigures quote={quote} pending={pending} market={market} />
        <AgreementsConsent
          {...{ quote, wanted, consent, consentRef, led }}
          onConsent={(given) => {
            setConsent(given);
            done();
          }}
        />
        {quote.kfs?.summary && (
          <KfsSummaryCard
            summary={quote.kfs.summary}
            acknowledged={summaryAcknowledged}
            boxRef={summaryLead.ref}
            led={summaryLead.led}
            onAcknowledge={(given) => {
              setReadSummary(given ? quote.kfs?.number : undefined);
              summaryLead.done();
            }}
          />
        )}
        {quote.kfs && (
          <KfsAcknowledge
            kfs={quote.kfs}
            acknowledged={kfsAcknowledged}
            boxRef={kfsLead.ref}
            led={kfsLead.led}
            onAcknowledge={(given) => {
              setReadKfs(given ? quote.kfs?.number : undefined);
              kfsLead.done();
            }}
          />
        )}
        {market === 'ID' && (
          <RiskAcknowledge
            acknowledged={riskRead}
            boxRef={riskLead.ref}
            led={riskLead.led}
            onAcknowledge={(given) => {
              setRiskRead(given);
              riskLead.done();
            }}
          />
        )}
        <p className="muted">{t('loans.confirm.note')}</p>
      </Stack>
      <ConfirmStage
        {...{ quote, state, pending, consent, leadToConsent, kfsAcknowledged, onRequote }}
        {...{ riskAcknowledged, summaryAcknowledged }}
        leadToSummary={summaryLead.lead}
        leadToKfs={kfsLead.lead}
        leadToRisk={riskLead.lead}
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
  return (
    <QuoteForm
      quote={quote}
      choice={choice}
      state={state}
      onChoose={setChoice}
      onRequote={() => void query.refetch()}
    />
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
