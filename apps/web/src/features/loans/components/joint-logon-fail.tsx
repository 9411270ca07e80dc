import { orderStatus } from '@tenor/contract/orders';
import { t } from '../../../shared/i18n.ts';
import { pageQuery } from '../../../shared/page/page-data.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { Skeleton } from '../../../shared/ui/skeleton.tsx';
import { Stack } from '../../../shared/ui/stack.tsx';
import { loginFailPage } from '../api/joint-logon.ts';
import { RecommendedItemsSection } from './recommended-items-section.tsx';
import { StatusHeader } from './status-header.tsx';
import styles from './failure-pages.module.css';

function JointSkeleton() {
  return (
    <Stack aria-busy="true">
      <p className="visually-hidden">{t('common.loading')}</p>
      <Skeleton className={styles.pictureSkeleton} />
      <Skeleton className={styles.lineSkeleton} />
      <Skeleton className={styles.cardSkeleton} />
    </Stack>
  );
}

/** `/loginFail` — joint logon fail (docs/screens.md "Joint logon fail"): status message, notice, products to apply to instead. */
export function JointLogonFail() {
  return (
    <PageRoute
      query={pageQuery(loginFailPage, 'joint')}
      title={(joint) => joint?.status.title || t('loans.joint.title')}
      skeleton={<JointSkeleton />}
    >
      {(_, { status, notice, products }) => (
        <Stack>
          <StatusHeader picture={orderStatus.rejected} description={status.message} />
          {notice.notice && (
            <p className={styles.notice} data-testid="joint-notice">
              {notice.notice}
            </p>
          )}
          <RecommendedItemsSection items={products} />
        </Stack>
      )}
    </PageRoute>
  );
}
