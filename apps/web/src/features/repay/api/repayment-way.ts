import { repayArea } from '../../../shared/http/areas.ts';
import { queryOptions } from '@tanstack/react-query';
import { t } from '../../../shared/i18n.ts';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { repayKeys } from './query-keys.ts';

const repaymentWay = repayArea('repaymentWay');

/**
 * The borrower's cards, a one-payment token and what the page pays for its link's amount.
 * Never reused from the cache: each visit gets a fresh token (a spent one would be taken for
 * a repeated payment).
 */
export const repaymentWayQuery = ({ orderId, amount }: { orderId: number; amount: number }) =>
  queryOptions({
    queryKey: [...repayKeys.way(orderId), amount],
    queryFn: ({ signal }) =>
      callOrThrow(
        repaymentWay,
        { orderId, amount },
        { signal, fallbackMessage: t('repay.card.listFailed') },
      ),
    staleTime: 0,
    gcTime: 0,
  });

/** `/cardRepay`. Never fetched by the server: each visit needs a fresh one-payment token (above). */
export const cardRepayPage = pageData('cardRepay', (ref) => ({ way: repaymentWayQuery(ref) }), {
  onServer: false,
});
