import { queryOptions } from '@tanstack/react-query';
import { delayDetail } from '@tenor/contract/endpoints/repay';
import { callOrThrow } from '../../../shared/http/query.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import { repayKeys } from './query-keys.ts';
import type { PayRef } from '../repay-links.ts';

export const delayDetailQuery = (ref: PayRef) =>
  queryOptions({
    queryKey: [...repayKeys.delay(ref.orderId), ref.productId ?? null],
    queryFn: ({ signal }) =>
      callOrThrow(delayDetail, { orderId: ref.orderId, productId: ref.productId }, { signal }),
  });

/** `/repayDelay`. */
export const delayPage = pageData('repayDelay', (ref) => ({ delay: delayDetailQuery(ref) }));
