/** `/loanAgreement?productId=` — the product's loan agreement, with the borrower's figures when signed in. */
export { LoanAgreement as Component } from '../../../features/site/legal/loan-agreement.tsx';

/** Public: the agreement is readable without a session; the borrower's figures need one. */
export const publicPage = true;

/** Its data (the page's one declaration): the server renders with it. */
export { loanAgreementPage as data } from '../../../features/site/api/loan-agreement.ts';
