import { Link } from 'react-router';
import { t } from '../../../shared/i18n.ts';
import { CallError } from '../../../shared/http/query.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
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

/**
 * A load that failed: a refusal (the order cannot be paid or extended this way) shows the
 * server's message and the way back to the loan; a transport failure offers a retry.
 */
export function LoadFailure({
  error,
  onRetry,
  order,
}: {
  error: unknown;
  onRetry: () => void;
  order: PayRef;
}) {
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
export const payStates = () => ({
  invalid: { title: t('repay.missingPayment'), testId: 'missing-payment' },
  skeleton: <PaySkeleton />,
  failure: (error: unknown, retry: () => void, order: PayRef) => (
    <LoadFailure error={error} onRetry={retry} order={order} />
  ),
});
