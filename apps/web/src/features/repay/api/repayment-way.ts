import { queryOptions } from '@tanstack/react-query';
import { repaymentWay } from '@tenor/contract/endpoints/repay';
import { t } from '../../../shared/i18n.ts';
import { callOrThrow } from '../../../shared/http/query.ts';

/**
 * The borrower's cards and a one-payment token. Never reused from the cache: each visit
 * gets a fresh token (a spent one would be taken for a repeated payment).
 */
export const repaymentWayQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['repay', 'way', orderId],
    queryFn: ({ signal }) =>
      callOrThrow(
        repaymentWay,
        { orderId },
        { signal, fallbackMessage: t('repay.card.listFailed') },
      ),
    staleTime: 0,
    gcTime: 0,
  });
