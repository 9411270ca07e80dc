/** `/errorPage` — failure page with alternative products. */
export { FailurePage as Component } from '../../../features/loans/components/failure-page.tsx';
