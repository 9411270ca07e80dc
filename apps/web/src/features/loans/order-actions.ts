import type { ResponseOf } from '@tenor/contract/endpoint';
import type { loanDetails } from '@tenor/contract/endpoints/loans';
import { orderStatus as s } from '@tenor/contract/orders';
import { pageUrl } from '@tenor/contract/paths';

type LoanDetails = ResponseOf<typeof loanDetails>;

/** What the borrower can do with an order (docs/order-statuses.md). */
export type OrderAction = 'repay' | 'extend' | 'borrowMore';

/**
 * Every status has a picture and tone of its own, so "Repaid" never looks pending and an
 * overdue instalment never looks calm; an unknown status shows the under-review one.
 */
export const pictureStatuses = [
  s.underReview,
  s.approved,
  s.rejected,
  s.disbursed,
  s.due,
  s.overdue,
  s.settled,
  s.instalmentsInProgress,
  s.instalmentSettled,
  s.instalmentOverdue,
  s.closedCoolingOff,
  s.cancelledByYou,
] as const;
export type StatusPictureKey = (typeof pictureStatuses)[number];

export function statusPicture(status: number): StatusPictureKey {
  return (pictureStatuses as readonly number[]).includes(status)
    ? (status as StatusPictureKey)
    : s.underReview;
}

/** docs/order-statuses.md, the one table of status → actions. Unknown statuses have none. */
export function orderActions(status: number, isDelay: string): OrderAction[] {
  switch (status) {
    case s.disbursed:
      return ['repay'];
    case s.due:
    case s.overdue:
    case s.instalmentsInProgress:
    case s.instalmentOverdue:
      return isDelay === '1' ? ['repay', 'extend'] : ['repay'];
    case s.settled:
    case s.instalmentSettled:
    case s.closedCoolingOff:
      return ['borrowMore'];
    default:
      return [];
  }
}

/** The recommended list shows exactly when the order has no action (docs/order-statuses.md). */
export const showsRecommended = (actions: readonly OrderAction[]): boolean => actions.length === 0;

type RepayOrder = Pick<
  LoanDetails,
  'h5Url' | 'instalment' | 'orderId' | 'productId' | 'repayAmount'
>;

/** Where "repay" goes: the server's h5Url when it sends one, else our repay page for the order. */
export function repayTarget(order: RepayOrder): string {
  if (order.h5Url.trim()) return order.h5Url;
  const { productId, orderId } = order;
  return order.instalment
    ? pageUrl('installmentRepay', { productId, orderId })
    : pageUrl('repay', { amount: order.repayAmount, orderId, productId });
}

export const extensionTarget = (order: Pick<LoanDetails, 'orderId' | 'productId'>): string =>
  pageUrl('repayDelay', { productId: order.productId, orderId: order.orderId });
