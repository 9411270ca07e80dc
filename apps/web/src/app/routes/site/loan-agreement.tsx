/** `/loanAgreement?productId=` — the product's loan agreement, with the borrower's figures when signed in. */
import { agreementQuery } from '../../../features/site/api/loan-agreement.ts';
import type { FirstView } from '../../router.tsx';

export { LoanAgreement as Component } from '../../../features/site/legal/loan-agreement.tsx';

/** Public: the agreement is readable without a session; the borrower's figures need one. */
export const publicPage = true;

export const firstView: FirstView<'loanAgreement'> = (params) => [agreementQuery(params)];
