/** `/loanDetails?productId=&orderId=` — loan details V3. */
export { LoanDetails as Component } from '../../../features/loans/components/loan-details.tsx';
