/** Order statuses: the codes and their meanings are docs/order-statuses.md. */
export const orderStatus = {
  underReview: 21,
  approved: 110,
  rejected: 151,
  disbursed: 170,
  due: 174,
  overdue: 180,
  settled: 200,
  instalmentsInProgress: 3,
  instalmentSettled: 4,
  instalmentOverdue: 5,
  /** India: the borrower exited during the lender's cooling-off period (decision 058). */
  closedCoolingOff: 201,
  /** The borrower cancelled before disbursal (decision 058). */
  cancelledByYou: 152,
} as const;

export type OrderStatus = (typeof orderStatus)[keyof typeof orderStatus];
export const orderStatuses = Object.values(orderStatus) as OrderStatus[];

export function isOrderStatus(value: number): value is OrderStatus {
  return (orderStatuses as number[]).includes(value);
}
