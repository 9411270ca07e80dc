import { useSearchParams } from 'react-router';
import { parseId } from '../../shared/page-params.ts';
import { VirtualAccount } from '../../features/repay/components/virtual-account.tsx';
import { parseAmount, parseDisplay } from '../../features/repay/repay-links.ts';

/** `/that?amount=&display=&orderId=&productId=` (+ `aaa` from the chooser) — repay by virtual account. */
export function Component() {
  const [search] = useSearchParams();
  const orderId = parseId(search.get('orderId'));
  const amount = parseAmount(search.get('amount'));
  const query =
    orderId === undefined || amount === undefined
      ? undefined
      : {
          orderId,
          amount,
          productId: parseId(search.get('productId')),
          display: parseDisplay(search.get('display')),
        };
  return <VirtualAccount query={query} />;
}
