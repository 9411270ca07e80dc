import { useSearchParams } from 'react-router';
import { parseId } from '../../shared/page-params.ts';
import { MethodChooser } from '../../features/repay/components/method-chooser.tsx';
import { parseAmount, parseDisplay } from '../../features/repay/repay-links.ts';

/** `/individual?amount=&display=&orderId=&productId=` — repay method chooser. */
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
  return <MethodChooser query={query} />;
}
