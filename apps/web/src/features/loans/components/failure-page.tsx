import { useId } from 'react';
import { orderStatus } from '@tenor/contract/orders';
import { t } from '../../../shared/i18n.ts';
import { PageRoute } from '../../../shared/page/page-route.tsx';
import { usePageQuery } from '../../../shared/page/use-page-data.ts';
import { failurePage } from '../api/recommended-products.ts';
import { Stack } from '../../../shared/ui/stack.tsx';
import { ProductList } from './product-list.tsx';
import { StatusHeader } from './status-header.tsx';
import styles from './products-section.module.css';

function Products() {
  return (
    <ProductList
      products={usePageQuery(failurePage, 'products')}
      scene={undefined}
      headingLevel={3}
    />
  );
}

/**
 * `/errorPage` (docs/screens.md "Failure page"): something did not work out; here are the products the borrower
 * can still apply to today — the recommended list with its apply flow (decision 005).
 */
export function FailurePage() {
  const listId = useId();
  return (
    <PageRoute page="errorPage" title={t('loans.failure.title')}>
      {() => (
        <Stack>
          <StatusHeader
            picture={orderStatus.rejected}
            headline={t('loans.failure.headline')}
            description={t('loans.failure.body')}
          />
          <section className={styles.section} aria-labelledby={listId}>
            <h2 className={styles.heading} id={listId}>
              {t('loans.failure.listTitle')}
            </h2>
            <Products />
          </section>
        </Stack>
      )}
    </PageRoute>
  );
}
