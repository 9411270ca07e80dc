import { instalmentDetail } from '@tenor/contract/endpoints/repay';
import { pageData } from '../../../shared/page/page-data.ts';
import type { PayRef } from '../repay-links.ts';
import { orderReadQuery } from './order-read.ts';

export const instalmentDetailQuery = (ref: PayRef) =>
  orderReadQuery('instalments', instalmentDetail, ref);

/** `/installmentRepay`. */
export const instalmentPage = pageData('installmentRepay', (ref) => ({
  instalments: instalmentDetailQuery(ref),
}));
