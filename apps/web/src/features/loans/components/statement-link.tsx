import { isOrderStatus, orderStatus as s } from '@tenor/contract/orders';
import { t } from '../../../shared/i18n.ts';
import { OrderPageLink } from './order-page-link.tsx';

/** Orders whose money was never paid out: nothing to state (docs/order-statuses.md). */
const notPaidOut = new Set<number>([s.underReview, s.approved, s.rejected, s.cancelledByYou]);

/** Loan details' way to the statement of account and the repayment calendar (decision 060). */
export function StatementLink({
  order,
}: {
  order: { orderId: number; productId: number; orderStatus: number };
}) {
  if (!isOrderStatus(order.orderStatus) || notPaidOut.has(order.orderStatus)) return null;
  return (
    <OrderPageLink page="loanStatement" order={order}>
      {t('loans.statementLink')}
    </OrderPageLink>
  );
}
