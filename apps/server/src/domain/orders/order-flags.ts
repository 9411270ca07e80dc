/** What an order's status means for the loan-details flags (docs/order-statuses.md). */
import { orderStatus as s } from '@tenor/contract/orders';

/** Money is out and not yet all repaid: the borrower owes something. */
const repayable = new Set<number>([
  s.disbursed,
  s.due,
  s.overdue,
  s.instalmentsInProgress,
  s.instalmentOverdue,
]);
/** Statuses where an extension may be offered (if the product allows one). */
const extendable = new Set<number>([
  s.due,
  s.overdue,
  s.instalmentsInProgress,
  s.instalmentOverdue,
]);
const settled = new Set<number>([s.settled, s.instalmentSettled]);
/** Nothing more is owed on a loan that was paid out: repaid, or exited in cooling-off (decision 058). */
const closed = new Set<number>([...settled, s.closedCoolingOff]);

export const isRepayable = (status: number): boolean => repayable.has(status);
export const isSettled = (status: number): boolean => settled.has(status);
export const isClosed = (status: number): boolean => closed.has(status);

/** `isDelay`: the extension link shows. */
export const extensionOffered = (status: number, productAllowsExtension: boolean): boolean =>
  productAllowsExtension && extendable.has(status);

/** `isScore`: the rating dialog opens once the loan is repaid, until the borrower has rated it. */
export const ratingOffered = (status: number, alreadyRated: boolean): boolean =>
  isSettled(status) && !alreadyRated;

export const flagOf = (value: boolean): '0' | '1' => (value ? '1' : '0');
