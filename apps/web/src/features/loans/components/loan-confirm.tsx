import { type ReactNode, useId, useState } from 'react';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanConfirm } from '@tenor/contract/endpoints/loans';
import { marketTimeZones } from '@tenor/contract/launch';
import { t } from '../../../shared/i18n.ts';
import { currency, hasSession, launchParams, region } from '../../../app/launch.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { useOpenAgreement } from '../api/contract-jump.ts';
import { type LoanChoice, useLoanConfirm } from '../api/loan-confirm.ts';
import { usePushLoan } from '../api/loan-push.ts';
import { agreementModalRequired } from '../confirm-rules.ts';
import { annualPercentageRate, dateIn, planCashFlows, totalRepayable } from '../loan-cost.ts';
import { AgreementDialog } from './agreement-dialog.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import { DetailRows } from './detail-rows.tsx';
import { LoanCostSummary } from './loan-cost-summary.tsx';
import { RepayPlanList } from './repay-plan-list.tsx';
import styles from './loan-confirm.module.css';

type Quote = ResponseOf<typeof loanConfirm>;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 className={styles.heading} id={id}>
        {title}
      </h2>
      {children}
    </section>
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
  const money = currency();
  const selected = choice ?? { amount: quote.amount, periods: quote.periods };
  const [consent, setConsent] = useState(true);
  const [modalOpen, setModalOpen] = useState(false);
  const { push, busy } = usePushLoan();
  const agreement = useOpenAgreement(quote.productId);

  const total = totalRepayable(quote.repayPlans);
  const apr = annualPercentageRate(
    quote.receivedAmount,
    planCashFlows(quote.repayPlans, dateIn(new Date(), marketTimeZones[region()]), quote),
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
    <div className={styles.stack} aria-busy={updating || undefined}>
      <div className={styles.product}>
        <img
          className={styles.logo}
          src={quote.productLogo}
          alt=""
          width={40}
          height={40}
          decoding="async"
        />
        <p className={styles.productName}>{quote.productName}</p>
      </div>

      <div className={styles.card}>
        <ChoiceGroup
          legend={t('loans.confirm.amount')}
          name="amount"
          scroll
          choices={quote.amountChoices.map((value) => ({
            value,
            label: formatMoney(value, money),
          }))}
          value={selected.amount}
          onChange={(amount) => onChoose({ amount, periods: selected.periods })}
        >
          <p className={styles.bigAmount} data-testid="amount">
            {formatMoney(quote.amount, money)}
          </p>
        </ChoiceGroup>
      </div>

      <div className={styles.card}>
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
        <p className={styles.hint}>
          {t('loans.confirm.firstPayment', { date: quote.firstPayTime })}
        </p>
      </div>

      <Section title={t('loans.confirm.details')}>
        <DetailRows rows={quote.details} />
      </Section>

      <Section title={t('loans.confirm.plan')}>
        <RepayPlanList plan={quote.repayPlans} currency={money} />
      </Section>

      <Section title={t('loans.confirm.cost')}>
        <LoanCostSummary received={quote.receivedAmount} total={total} apr={apr} currency={money} />
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
                  onClick={() => agreement.open(a.position)}
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

      {quote.note && <p className={styles.note}>{quote.note}</p>}

      <div className={styles.footer}>
        <p className="visually-hidden" aria-live="polite">
          {updating ? t('loans.confirm.updating') : ''}
        </p>
        <Button block disabled={!consent} busy={busy || updating} onClick={onConfirm}>
          {t('loans.confirm.confirm')}
        </Button>
      </div>

      <AgreementDialog
        open={modalOpen}
        title={quote.popTitle}
        content={quote.popContent}
        url={quote.popAgreementUrl}
        onCancel={() => setModalOpen(false)}
        onAgree={onAgree}
      />
    </div>
  );
}

function ConfirmSkeleton() {
  return (
    <div className={styles.stack} aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
      <Skeleton className={styles.skeletonHead} />
      <Skeleton className={styles.skeletonCard} />
      <Skeleton className={styles.skeletonCard} />
      <Skeleton className={styles.skeletonTall} />
    </div>
  );
}

/** Loan confirm V3 (spec §2): choose amount and term, read the cost, agree, confirm. */
export function LoanConfirm({ productId }: { productId: number | undefined }) {
  const session = hasSession();
  const [choice, setChoice] = useState<LoanChoice>();
  const quote = useLoanConfirm(productId ?? 0, choice, session && productId !== undefined);

  let content;
  if (!session) {
    content = <NoSession />;
  } else if (productId === undefined) {
    content = (
      <StateView icon="search" title={t('loans.missingProduct')} testId="missing-product" />
    );
  } else if (quote.isPending) {
    content = <ConfirmSkeleton />;
  } else if (quote.isError) {
    content = <ErrorState error={quote.error} onRetry={() => void quote.refetch()} />;
  } else {
    content = (
      <QuoteForm
        quote={quote.data}
        choice={choice}
        updating={quote.isPlaceholderData}
        onChoose={setChoice}
      />
    );
  }
  return <Page title={t('loans.confirm.title')}>{content}</Page>;
}
