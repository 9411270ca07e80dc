import { Link } from '../../../lib/navigation.tsx';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails } from '@tenor/contract/endpoints/loans';
import { t } from '../../../shared/i18n.ts';
import { ActionLink } from '../../../shared/ui/action-link.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { useBorrowMore } from '../api/service-event.ts';
import { extensionTarget, type OrderAction, repayTarget } from '../order-actions.ts';
import styles from './loan-details.module.css';

/**
 * The bottom action bar of loan details: repay (+ extension) or borrow more. Repay and the
 * extension are links (they work before the app has started); Borrow more records an event
 * and asks the app, so it waits for the app (decision 050).
 */
export function OrderActionsBar({
  order,
  actions,
}: {
  order: ResponseOf<typeof loanDetails>;
  actions: readonly OrderAction[];
}) {
  const borrowMore = useBorrowMore();
  return (
    <ActionBar testId="order-actions">
      {actions.includes('repay') && (
        <ActionLink block to={repayTarget(order)}>
          {t('loans.details.repay')}
        </ActionLink>
      )}
      {actions.includes('extend') && (
        <Link className={styles.extend} to={extensionTarget(order)}>
          {t('loans.details.extend')}
        </Link>
      )}
      {actions.includes('borrowMore') && (
        <Button block onClick={() => borrowMore(order.productId)}>
          {t('loans.details.borrowMore')}
        </Button>
      )}
    </ActionBar>
  );
}
