/** `/loanDetails?productId=&orderId=` — loan details V3. */
export { LoanDetails as Component } from '../../../features/loans/components/loan-details.tsx';
import { loanDetailsQuery } from '../../../features/loans/api/loan-details.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'loanDetails'> = ({ orderId, productId }) => [
  loanDetailsQuery(orderId, productId),
];
