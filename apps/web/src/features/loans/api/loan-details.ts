import { loansArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import type { PageParams } from '@tenor/contract/page-params';
import { orderKey } from '../../../shared/http/order-keys.ts';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';

const loanDetails = loansArea('loanDetails');

/**
 * How often loan details asks again while the order owes money and the page is in view (a
 * payment made elsewhere, the app's own Back and focus aside: order-sync.ts).
 */
export const OWING_WATCH_MS = 15_000;

export const loanDetailsQuery = (orderId: number, productId: number | undefined) =>
  queryOptions({
    queryKey: [...orderKey(orderId), 'loans', 'details', productId ?? null],
    queryFn: ({ signal }) => callOrThrow(loanDetails, { orderId, productId }, { signal }),
    refetchInterval: (query) => ((query.state.data?.repayAmount ?? 0) > 0 ? OWING_WATCH_MS : false),
  });

/** `/loanDetails`: the order, its product and what can be done next; the cards under it. */
export const loanDetailsPage = pageData(
  'loanDetails',
  // Its parameters' type written out: the cards' reads below are typed by what this returns.
  ({ orderId, productId }: PageParams<'loanDetails'>) => ({
    order: loanDetailsQuery(orderId, productId),
  }),
  { below: () => import('./below-the-order.ts').then((m) => m.belowTheOrder) },
);
