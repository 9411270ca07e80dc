import { useSearchParams } from 'react-router';
import { parseId } from '../../shared/page-params.ts';
import { DelayRepay } from '../../features/repay/components/delay-repay.tsx';

/** `/repayDelay?productId=&orderId=` — extension (delay) fee. */
export function Component() {
  const [search] = useSearchParams();
  const orderId = parseId(search.get('orderId'));
  const productId = parseId(search.get('productId'));
  return <DelayRepay order={orderId === undefined ? undefined : { orderId, productId }} />;
}
