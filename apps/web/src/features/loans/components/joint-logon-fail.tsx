import { orderStatus } from '@tenor/contract/orders';
import { t } from '../../../shared/i18n.ts';
import { hasSession } from '../../../app/launch.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { useJointNotice } from '../api/joint-necessity.ts';
import { useJointProducts } from '../api/joint-products.ts';
import { useJointStatus } from '../api/joint-targeted.ts';
import { RecommendedItemsSection } from './recommended-items-section.tsx';
import { StatusHeader } from './status-header.tsx';
import styles from './failure-pages.module.css';

/** Joint logon fail (spec §2): status message, notice, products to apply to instead. */
export function JointLogonFail() {
  const session = hasSession();
  const status = useJointStatus(session);
  const notice = useJointNotice(session);
  const products = useJointProducts(session);
  const queries = [status, notice, products];

  let title = t('loans.joint.title');
  let content;
  if (!session) {
    content = <NoSession />;
  } else if (queries.some((q) => q.isError)) {
    const failed = queries.find((q) => q.isError);
    content = (
      <ErrorState
        error={failed?.error}
        onRetry={() => {
          for (const q of queries) if (q.isError) void q.refetch();
        }}
      />
    );
  } else if (!status.data || !notice.data || !products.data) {
    content = (
      <div className={styles.stack} aria-busy="true">
        <p className="visually-hidden">{t('common.loading')}</p>
        <Skeleton className={styles.pictureSkeleton} />
        <Skeleton className={styles.lineSkeleton} />
        <Skeleton className={styles.cardSkeleton} />
      </div>
    );
  } else {
    title = status.data.title || title;
    content = (
      <div className={styles.stack}>
        <StatusHeader picture={orderStatus.rejected} description={status.data.message} />
        {notice.data.notice && (
          <p className={styles.notice} data-testid="joint-notice">
            {notice.data.notice}
          </p>
        )}
        <RecommendedItemsSection items={products.data} />
      </div>
    );
  }
  return <Page title={title}>{content}</Page>;
}
