import { useId } from 'react';
import { orderStatus } from '@tenor/contract/orders';
import { t } from '../../../shared/i18n.ts';
import { hasSession } from '../../../app/launch.ts';
import { NoSession } from '../../../shared/ui/no-session.tsx';
import { Page } from '../../../shared/ui/page.tsx';
import { ProductList } from './product-list.tsx';
import { StatusHeader } from './status-header.tsx';
import styles from './failure-pages.module.css';

/**
 * The failure page (spec §1): something did not work out; here are the products the
 * borrower can still apply to today — the recommended list with its apply flow
 * (docs/decisions/005).
 */
export function FailurePage() {
  const listId = useId();
  return (
    <Page title={t('loans.failure.title')}>
      {hasSession() ? (
        <div className={styles.stack}>
          <StatusHeader
            picture={orderStatus.rejected}
            headline={t('loans.failure.headline')}
            description={t('loans.failure.body')}
          />
          <section className={styles.section} aria-labelledby={listId}>
            <h2 className={styles.heading} id={listId}>
              {t('loans.failure.listTitle')}
            </h2>
            <ProductList scene={undefined} headingLevel={3} />
          </section>
        </div>
      ) : (
        <NoSession />
      )}
    </Page>
  );
}
