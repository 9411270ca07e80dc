import { startTransition, useEffect, useState } from 'react';
import { useAppHome } from '../../../shared/app-home.ts';
import { useDraft } from '../../../shared/draft.ts';
import { Slice, Slices } from '../../../shared/hydration-slices.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { useHydrated } from '../../../shared/use-hydrated.ts';
import { region } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { QueryView } from '../../../shared/page/query-view.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { type LoanChoice, type Quote, useLoanConfirm } from '../api/loan-confirm.ts';
import { Acknowledgements, useAcknowledgements } from './confirm-acknowledgements.tsx';
import { ConfirmStage, type QuoteState } from './confirm-bar.tsx';
import {
  appliedTodayMessage,
  parseChoice,
  quoteStateOf,
  refusedChoice,
} from './confirm-quote-state.ts';
import { LoanChoiceCards } from './loan-choice.tsx';
import { QuoteFigures } from './quote-figures.tsx';
import styles from './loan-confirm.module.css';

/**
 * The quote for the borrower's choice, in its stages: the choice, its figures, the agreements
 * and the boxes to tick (confirm-acknowledgements.tsx), then Confirm (with the agreement modal
 * first where the market asks for it).
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
  const ticks = useAcknowledgements(quote, market);

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
        <Slices>
          <LoanChoiceCards
            {...{ quote, wanted, pending, market, onChoose }}
            onMove={setMoving}
            onAmount={chooseAmount}
          />
          <QuoteFigures quote={quote} pending={pending} market={market} />
          <Acknowledgements {...{ quote, wanted, market, ticks }} />
        </Slices>
        <p className="muted">{t('loans.confirm.note')}</p>
      </Stack>
      <Slice>
        <ConfirmStage {...{ quote, state, pending, onRequote }} {...ticks.gate} />
      </Slice>
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
  const refused = refusedChoice(query);
  useEffect(() => {
    if (refused && choice !== undefined) setChoice(undefined);
  }, [refused, choice, setChoice]);

  const goHome = useAppHome();
  // Applied for today (the daily rule, decision 041): Retry would only say it again.
  const appliedToday = quote === undefined ? appliedTodayMessage(query) : undefined;
  if (appliedToday !== undefined) {
    return (
      <EmptyState
        title={appliedToday}
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
  return (
    <QuoteForm
      quote={quote}
      choice={choice}
      state={quoteStateOf(query)}
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
