/** `/loanDetails?productId=&orderId=` — loan details V3. */
import { LoanDetailsMore } from '../../../features/loans/components/loan-details.tsx';

export { LoanDetails as Component } from '../../../features/loans/components/loan-details.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { loanDetailsPage as data } from '../../../features/loans/api/loan-details.ts';
/** Its cards under the order: waited for on the server, fetched beside the page in the browser. */
export const prepare = LoanDetailsMore.prepare;
