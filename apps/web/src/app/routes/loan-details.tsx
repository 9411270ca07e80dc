import { useSearchParams } from 'react-router';
import { parseId } from '../../shared/page-params.ts';
import { LoanDetails } from '../../features/loans/components/loan-details.tsx';

/** `/loanDetails?productId=&orderId=` — loan details V3. */
export function Component() {
  const [search] = useSearchParams();
  return (
    <LoanDetails
      orderId={parseId(search.get('orderId'))}
      productId={parseId(search.get('productId'))}
    />
  );
}
