/** `/errorPage` — failure page with alternative products. */
export { FailurePage as Component } from '../../../features/loans/components/failure-page.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { failurePage as data } from '../../../features/loans/api/recommended-products.ts';
