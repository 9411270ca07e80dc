/** `/loanStatement?productId=&orderId=` — the statement of account and the repayment calendar. */
export { LoanStatement as Component } from '../../../features/repay/components/loan-statement.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { loanStatementPage as data } from '../../../features/repay/api/loan-statement.ts';
