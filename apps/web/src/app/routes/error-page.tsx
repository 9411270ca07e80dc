import { FailurePage } from '../../features/loans/components/failure-page.tsx';

/** `/errorPage` — failure page with alternative products. */
export function Component() {
  return <FailurePage />;
}
