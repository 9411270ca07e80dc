/** `/loanDetails?productId=&orderId=` — loan details V3. */
export { LoanDetails as Component } from '../../../features/loans/components/loan-details.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { loanDetailsPage as data } from '../../../features/loans/api/loan-details.ts';
