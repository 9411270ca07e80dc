import { repayArea } from '../../../shared/http/areas.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import type { PayRef } from '../repay-links.ts';
import { orderReadQuery } from './order-read.ts';

const instalmentDetail = repayArea('instalmentDetail');

export const instalmentDetailQuery = (ref: PayRef) =>
  orderReadQuery('instalments', instalmentDetail, ref);

/** `/installmentRepay`. */
export const instalmentPage = pageData('installmentRepay', (ref) => ({
  instalments: instalmentDetailQuery(ref),
}));
