import { loansArea } from '../../../shared/http/areas.ts';
import { skipToken, useQuery } from '@tanstack/react-query';
import { callOrThrow } from '../../../shared/http/query.ts';

const loanDetails = loansArea('loanDetails');

/**
 * What a demo order owes and its product, read as the demo borrower (the preview page has
 * no session of its own), so the repayment links carry the amount the pages need.
 */
export function useDemoOrder(token: string, orderId: number | undefined) {
  return useQuery({
    queryKey: ['dev', 'order', token, orderId ?? null],
    // Nothing to read before the demo borrower has that order.
    queryFn:
      orderId === undefined || token === ''
        ? skipToken
        : ({ signal }) => callOrThrow(loanDetails, { orderId }, { signal, token, quiet: true }),
    select: (d) => ({ orderId: d.orderId, productId: d.productId, amount: d.repayAmount }),
  });
}
