import { type RefObject, useState } from 'react';
import { codes } from '@tenor/contract/envelope';
import { launchParams } from '../../../lib/launch.ts';
import { t } from '../../../shared/i18n.ts';
import { lazyPart } from '../../../shared/lazy-part.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { Button, type ButtonProps } from '../../../shared/ui/button.tsx';
import { InlineFailure } from '../../../shared/ui/inline-failure.tsx';
import { useLeadTarget } from '../../../shared/ui/lead-to.ts';
import { useOnline } from '../../../shared/use-online.ts';
import type { Quote } from '../api/loan-confirm.ts';
import { usePushLoan } from '../api/loan-push.ts';
import { agreementModalRequired } from '../confirm-rules.ts';

/** Shown only when the borrower opens an agreement: not part of the page's first-load JS. */
const AgreementDialog = lazyPart(
  () => import('./agreement-dialog.tsx').then((m) => m.AgreementDialog),
  (props) => props.open,
);

/** What the page knows of the figures of the borrower's choice. */
export type QuoteState =
  /** The figures on screen are the choice's. */
  | { kind: 'ready' }
  /** The choice's quote is on its way (or the slider is still moving). */
  | { kind: 'pending' }
  /** The choice's quote failed: the page says why, with a retry. */
  | { kind: 'failed'; message: string; retry: () => void };

/** Confirm, with why it waits, or the failed quote and its Retry. */
function ConfirmBar({
  state,
  pending,
  busy,
  blocked,
  retryRef,
  onConfirm,
}: {
  state: QuoteState;
  pending: boolean;
  busy: boolean;
  blocked: ButtonProps['blocked'];
  retryRef: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
}) {
  return (
    <ActionBar>
      {state.kind === 'failed' ? (
        <InlineFailure
          message={state.message}
          onRetry={state.retry}
          retryRef={retryRef}
          testId="quote-failed"
        />
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
  );
}

/**
 * Loan confirm's last stage: Confirm pushes the quote on screen, through the agreement modal
 * first where the market asks for it; while it cannot, it says why and leads there.
 */
export function ConfirmStage({
  quote,
  state,
  pending,
  consent,
  leadToConsent,
  kfsAcknowledged,
  leadToKfs,
  summaryAcknowledged,
  leadToSummary,
  riskAcknowledged,
  leadToRisk,
  onRequote,
}: {
  quote: Quote;
  state: QuoteState;
  pending: boolean;
  consent: boolean;
  leadToConsent: () => void;
  /** The Key Fact Statement on screen is acknowledged (or the quote carries none). */
  kfsAcknowledged: boolean;
  leadToKfs: () => void;
  /** The statement's key facts in plain words are ticked (or the quote carries none; decision 070). */
  summaryAcknowledged: boolean;
  leadToSummary: () => void;
  /** Indonesia: the risk statement is ticked (decision 066); undefined where it is not asked. */
  riskAcknowledged?: boolean | undefined;
  leadToRisk?: () => void;
  onRequote: () => void;
}) {
  const [modalOpen, setModalOpen] = useState(false);
  // A Key Fact Statement past its validity: the quote is asked again, with a fresh one.
  const { push, busy } = usePushLoan((code) => {
    if (code === codes.kfsExpired) onRequote();
  });
  const online = useOnline();
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
            : !summaryAcknowledged
              ? { reason: t('loans.summary.blocked'), lead: leadToSummary }
              : !kfsAcknowledged
                ? { reason: t('loans.kfs.blocked'), lead: leadToKfs }
                : riskAcknowledged === false
                  ? { reason: t('loans.risk.blocked'), lead: leadToRisk }
                  : undefined;
  const pushQuote = () =>
    push({
      productId: quote.productId,
      amount: quote.amount,
      periods: quote.periods,
      termUnit: quote.termUnit,
      ...(quote.kfs && { kfsNo: quote.kfs.number, kfsAcknowledged, summaryAcknowledged }),
      ...(riskAcknowledged !== undefined && { riskAcknowledged }),
    });
  const onConfirm = () => {
    if (blocked !== undefined) return;
    if (agreementModalRequired(quote.popAgreementUrl, launchParams().languageType)) {
      setModalOpen(true);
    } else {
      pushQuote();
    }
  };
  return (
    <>
      <ConfirmBar {...{ state, pending, busy, blocked, retryRef, onConfirm }} />
      <AgreementDialog
        open={modalOpen}
        title={t('loans.confirm.popTitle')}
        content={t('loans.confirm.popContent', { product: quote.productName })}
        url={quote.popAgreementUrl}
        onCancel={() => setModalOpen(false)}
        onAgree={() => {
          setModalOpen(false);
          pushQuote();
        }}
      />
    </>
  );
}
