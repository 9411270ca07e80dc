/** `/confirmLoan?productId=` — loan confirm V3. */
export { LoanConfirm as Component } from '../../../features/loans/components/loan-confirm.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { confirmLoanPage as data } from '../../../features/loans/api/loan-confirm.ts';
