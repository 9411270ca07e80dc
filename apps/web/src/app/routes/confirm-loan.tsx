import { useSearchParams } from 'react-router';
import { parseId } from '../../shared/page-params.ts';
import { LoanConfirm } from '../../features/loans/components/loan-confirm.tsx';

/** `/confirmLoan?productId=` — loan confirm V3. */
export function Component() {
  const [search] = useSearchParams();
  return <LoanConfirm productId={parseId(search.get('productId'))} />;
}
