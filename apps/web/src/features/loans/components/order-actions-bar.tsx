import { Link } from 'react-router';
import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails } from '@tenor/contract/endpoints/loans';
import { t } from '../../../shared/i18n.ts';
import { useOpenUrl } from '../../../shared/safe-url.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ActionBar } from '../../../shared/ui/action-bar.tsx';
import { useBorrowMore } from '../api/service-event.ts';
import { extensionTarget, type OrderAction, repayTarget } from '../order-actions.ts';
import styles from './loan-details.module.css';

/** The bottom action bar of loan details: repay (+ extension) or borrow more. */
export function OrderActionsBar({
  order,
  actions,
}: {
  order: ResponseOf<typeof loanDetails>;
  actions: readonly OrderAction[];
}) {
  const openUrl = useOpenUrl();
  const borrowMore = useBorrowMore();
  return (
    <ActionBar testId="order-actions">
      {actions.includes('repay') && (
        <Button block onClick={() => openUrl(repayTarget(order))}>
          {t('loans.details.repay')}
        </Button>
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
