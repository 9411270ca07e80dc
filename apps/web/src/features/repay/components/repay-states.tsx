import { Link } from 'react-router';
import { t } from '../../../shared/i18n.ts';
import { CallError } from '../../../shared/http/query.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { loanDetailsUrl, type PayRef } from '../repay-links.ts';
import styles from './repay.module.css';

/** The page was opened without the order or amount it needs. */
export function MissingPayment() {
  return <StateView icon="search" title={t('repay.missingPayment')} testId="missing-payment" />;
}

export function PaySkeleton() {
  return (
    <div className={styles.stack} aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
      <Skeleton className={styles.skeletonCard} />
      <Skeleton className={styles.skeletonLine} />
      <Skeleton className={styles.skeletonLine} />
    </div>
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
