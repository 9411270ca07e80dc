/** `/myConsents` — the borrower's consent ledger. */
export { MyConsents as Component } from '../../../features/loans/components/my-consents.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { myConsentsPage as data } from '../../../features/loans/api/consent-ledger.ts';
