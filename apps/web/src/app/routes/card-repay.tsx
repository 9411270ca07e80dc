import { useSearchParams } from 'react-router';
import { parseId } from '../../shared/page-params.ts';
import { CardRepay } from '../../features/repay/components/card-repay.tsx';
import { parseAmount } from '../../features/repay/repay-links.ts';

/** `/cardRepay?productId=&orderId=&amount=` — card repayment. */
export function Component() {
  const [search] = useSearchParams();
  const orderId = parseId(search.get('orderId'));
  const amount = parseAmount(search.get('amount'));
  const query =
    orderId === undefined || amount === undefined
      ? undefined
      : { orderId, amount, productId: parseId(search.get('productId')), display: 0 as const };
  return <CardRepay query={query} />;
}
