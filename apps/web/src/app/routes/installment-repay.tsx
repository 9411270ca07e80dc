import { useSearchParams } from 'react-router';
import { parseId } from '../../shared/page-params.ts';
import { InstalmentRepay } from '../../features/repay/components/instalment-repay.tsx';

/** `/installmentRepay?productId=&orderId=` — instalment repayment. */
export function Component() {
  const [search] = useSearchParams();
  const orderId = parseId(search.get('orderId'));
  const productId = parseId(search.get('productId'));
  return <InstalmentRepay order={orderId === undefined ? undefined : { orderId, productId }} />;
}
