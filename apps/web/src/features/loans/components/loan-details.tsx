import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails } from '@tenor/contract/endpoints/loans';
import { loadTextPart, t } from '../../../shared/i18n.ts';
import { deferredPart } from '../../../shared/deferred-part.tsx';
import { Slice, Slices } from '../../../shared/hydration-slices.tsx';
import { lazyPart } from '../../../shared/lazy-part.tsx';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Card } from '../../../shared/ui/card.tsx';
import { DetailRows } from '../../../shared/ui/detail-rows.tsx';
import { LenderLine } from '../../../shared/ui/lender-line.tsx';
import { ProductHeader } from '../../../shared/ui/product-header.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { loanDetailsPage } from '../api/loan-details.ts';
import { orderActions, showsRecommended, statusPicture } from '../order-actions.ts';
import { AmountDue } from './amount-due.tsx';
import { OrderActionsBar } from './order-actions-bar.tsx';
import { RecommendedItemsSection } from './recommended-items-section.tsx';
import { StatusHeader } from './status-header.tsx';
import styles from './loan-details.module.css';

type Order = ResponseOf<typeof loanDetails>;

/** The cards under the order, rendered by the server; their code does not hold up the page. */
export const LoanDetailsMore = deferredPart(() =>
  // Its AutoPay card's words come with it (a part of the loans texts, off the first load).
  Promise.all([import('./loan-details-more.tsx'), loadTextPart('loans', 'autopay')]).then(
    ([m]) => m.LoanDetailsMore,
  ),
);

/** Offered by the server for some repaid orders, after the page has started: its own chunk. */
const OrderRating = lazyPart(
  () => import('./order-rating.tsx').then((m) => m.OrderRating),
  (props) => props.offered,
);

/** The order's status, product card and what can be done next (docs/order-statuses.md). */
function OrderView({ order }: { order: Order }) {
  const actions = orderActions(order.orderStatus, order.isDelay);
  const recommended = showsRecommended(actions);
  return (
    <>
      <Stack data-status={order.orderStatus}>
        <Slices>
          <StatusHeader
            picture={statusPicture(order.orderStatus)}
            headline={order.noticeStatusText}
            description={order.noticeDesText}
          />
          <AmountDue figures={order} />
          <Card aria-label={t('loans.details.orderCard')}>
            <ProductHeader logo={order.productLogo} name={order.productName} />
            <DetailRows rows={order.details} testId="detail-rows" />
            <LenderLine lender={order.lender} grievance />
          </Card>
        </Slices>
        <LoanDetailsMore order={order} />
        {/* Under the order, not over it: the borrower reads "Repaid" first (docs/screens.md "Loan details rating"). */}
        <OrderRating orderId={order.orderId} offered={order.isScore === '1'} />
        {recommended && (
          <Slice>
            <RecommendedItemsSection items={order.recProducts} />
          </Slice>
        )}
      </Stack>
      {!recommended && (
        <Slice>
          <OrderActionsBar order={order} actions={actions} />
        </Slice>
      )}
    </>
  );
}

function DetailsSkeleton() {
  return (
    <Stack aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
      <div className={styles.skeletonStatus}>
        <Skeleton className={styles.pictureSkeleton} />
        <Skeleton className={styles.lineSkeleton} />
        <Skeleton className={styles.lineSkeleton} />
      </div>
      <Skeleton className={styles.cardSkeleton} />
    </Stack>
  );
}

/** `/loanDetails?productId=&orderId=` — loan details V3 (docs/screens.md "Loan details"), titled by its product. */
export function LoanDetails() {
  return (
    <PageRoute
      query={pageQuery(loanDetailsPage, 'order')}
      title={(order) => order?.productName ?? t('loans.details.title')}
      invalid={{ title: t('loans.missingOrder'), testId: 'missing-order' }}
      skeleton={<DetailsSkeleton />}
    >
      {(_, order) => <OrderView order={order} />}
    </PageRoute>
  );
}
