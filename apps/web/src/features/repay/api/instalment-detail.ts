import { queryOptions } from '@tanstack/react-query';
import { instalmentDetail } from '@tenor/contract/endpoints/repay';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { repayKeys } from './query-keys.ts';
import type { PayRef } from '../repay-links.ts';

export const instalmentDetailQuery = (ref: PayRef) =>
  queryOptions({
    queryKey: [...repayKeys.instalments(ref.orderId), ref.productId ?? null],
    queryFn: ({ signal }) =>
      callOrThrow(instalmentDetail, { orderId: ref.orderId, productId: ref.productId }, { signal }),
  });

/** `/installmentRepay`. */
export const instalmentPage = pageData('installmentRepay', (ref) => ({
  instalments: instalmentDetailQuery(ref),
}));
