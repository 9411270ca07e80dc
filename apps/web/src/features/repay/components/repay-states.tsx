import { Link } from '../../../lib/navigation.tsx';
import { codes } from '@tenor/contract/envelope';
import { t } from '../../../shared/i18n.ts';
import { CallError } from '../../../shared/http/query.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { useJustPaid } from '../just-paid.ts';
import { loanDetailsUrl, type PayRef } from '../repay-links.ts';
import styles from './repay.module.css';

export function PaySkeleton() {
  return (
    <Stack aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
      <Skeleton className={styles.skeletonCard} />
      <Skeleton className={styles.skeletonLine} />
      <Skeleton className={styles.skeletonLine} />
    </Stack>
  );
}

export function BackToLoan({ order }: { order: PayRef }) {
  return (
    <Link className={styles.backLink} to={loanDetailsUrl(order)}>
      {t('repay.backToLoan')}
    </Link>
  );
}

/** A refusal said under the button it answers, never a toast over the page's buttons. */
export function InlineRefusal({ message }: { message: string }) {
  return (
    <p className={styles.refusal} role="alert" data-testid="pay-refusal">
      {message}
    </p>
  );
}

/** A page's own words for its conflict (1009): what it cannot do now, and why. */
export interface Refusal {
  title: string;
  body: string;
}

/**
 * The order owes nothing for this payment any more (paid, by this way or another, or no
 * longer extendable): said instead of a live code or an amount.
 */
export function NothingToPay({ order, refusal }: { order: PayRef; refusal?: Refusal | undefined }) {
  // Just paid in this tab (Back from the receipt, a stale link): thanks, and the receipt.
  const receipt = useJustPaid(order.orderId);
  if (receipt !== undefined) {
    return (
      <StateView
        icon="done"
        title={t('repay.nothingLeft.paidTitle')}
        message={t('repay.nothingLeft.paidBody')}
        testId="just-paid"
        actions={
          <>
            <Link className={buttonClass('primary', true)} to={receipt}>
              {t('repay.nothingLeft.seeReceipt')}
            </Link>
            <BackToLoan order={order} />
          </>
        }
      />
    );
  }
  // A page's own refusal (an extension not offered now) is no success: a clock, not a tick.
  return (
    <StateView
      icon={refusal ? 'clock' : 'done'}
      title={refusal?.title ?? t('repay.nothingLeft.title')}
      message={refusal?.body ?? t('repay.nothingLeft.body')}
      testId="nothing-to-pay"
      actions={<BackToLoan order={order} />}
    />
  );
}

/**
 * A load that failed: nothing left to pay (1009) and a payment or order not found (1004) in
 * the page's own words; another refusal shows the server's message and the way back to the
 * loan; a transport failure offers a retry.
 */
export function LoadFailure({
  error,
  onRetry,
  order,
  refusal,
}: {
  error: unknown;
  onRetry: () => void;
  order: PayRef;
  /** What "nothing to pay" means on this page (an extension: it cannot be extended now). */
  refusal?: Refusal | undefined;
}) {
  const code = error instanceof CallError ? error.failure.code : undefined;
  if (code === codes.conflict) return <NothingToPay order={order} refusal={refusal} />;
  if (code === codes.notFound) {
    return (
      <StateView
        icon="search"
        title={t('repay.missingPayment')}
        testId="missing-payment"
        actions={<BackToLoan order={order} />}
      />
    );
  }
  if (error instanceof CallError && error.failure.kind === 'server') {
    return (
      <StateView
        icon="error"
        title={error.failure.message}
        testId="refused"
        actions={<BackToLoan order={order} />}
      />
    );
  }
  return <ErrorState error={error} onRetry={onRetry} />;
}

/**
 * The route states every repayment page shares (PageRoute's props): a link without the
 * order or amount, the bill skeleton, and a refusal with the way back to the loan.
 */
export const payStates = (refusal?: Refusal) => ({
  invalid: { title: t('repay.missingPayment'), testId: 'missing-payment' },
  skeleton: <PaySkeleton />,
  failure: (error: unknown, retry: () => void, order: PayRef) => (
    <LoadFailure error={error} onRetry={retry} order={order} refusal={refusal} />
  ),
});
