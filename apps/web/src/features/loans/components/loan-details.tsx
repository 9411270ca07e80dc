import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails } from '@tenor/contract/endpoints/loans';
import { t } from '../../../shared/i18n.ts';
import { hasSession } from '../../../app/launch.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { StateView } from '../../../shared/ui/state-view.tsx';
import { useLoanDetails } from '../api/loan-details.ts';
import { orderActions, showsRecommended, statusPicture } from '../order-actions.ts';
import { DetailRows } from './detail-rows.tsx';
import { OrderActionsBar } from './order-actions-bar.tsx';
import { OrderRating } from './rating-dialog.tsx';
import { RecommendedItemsSection } from './recommended-items-section.tsx';
import { StatusHeader } from './status-header.tsx';
import styles from './loan-details.module.css';

type Order = ResponseOf<typeof loanDetails>;

/** The order's status, product card and what can be done next (DESIGN §6). */
function OrderView({ order }: { order: Order }) {
  const actions = orderActions(order.orderStatus, order.isDelay);
  return (
    <div className={styles.stack} data-status={order.orderStatus}>
      <StatusHeader
        picture={statusPicture(order.orderStatus)}
        headline={order.noticeStatusText}
        description={order.noticeDesText}
      />
      <section className={styles.card} aria-label={t('loans.details.orderCard')}>
        <div className={styles.product}>
          <img
            className={styles.logo}
            src={order.productLogo}
            alt=""
            width={40}
            height={40}
            decoding="async"
          />
          <p className={styles.productName}>{order.productName}</p>
        </div>
        <DetailRows rows={order.details} />
      </section>
      {showsRecommended(actions) ? (
        <RecommendedItemsSection items={order.recProducts} />
      ) : (
        <OrderActionsBar order={order} actions={actions} />
      )}
      <OrderRating orderId={order.orderId} offered={order.isScore === '1'} />
    </div>
  );
}

function DetailsSkeleton() {
  return (
    <div className={styles.stack} aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
      <div className={styles.skeletonStatus}>
        <Skeleton className={styles.pictureSkeleton} />
        <Skeleton className={styles.lineSkeleton} />
        <Skeleton className={styles.lineSkeleton} />
      </div>
      <Skeleton className={styles.cardSkeleton} />
    </div>
  );
}

/** Loan details V3 (spec §2). The page title is the product name once it is known. */
export function LoanDetails({
  orderId,
  productId,
}: {
  orderId: number | undefined;
  productId: number | undefined;
}) {
  const session = hasSession();
  const details = useLoanDetails(orderId ?? 0, productId, session && orderId !== undefined);

  let title = t('loans.details.title');
  let content;
  if (!session) {
    content = <NoSession />;
  } else if (orderId === undefined) {
    content = <StateView icon="search" title={t('loans.missingOrder')} testId="missing-order" />;
  } else if (details.isPending) {
    content = <DetailsSkeleton />;
  } else if (details.isError) {
    content = <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  } else {
    title = details.data.productName;
    content = <OrderView order={details.data} />;
  }
  return <Page title={title}>{content}</Page>;
}
