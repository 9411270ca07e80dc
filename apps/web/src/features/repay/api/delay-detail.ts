import { repayArea } from '../../../shared/http/areas.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import type { PayRef } from '../repay-links.ts';
import { orderReadQuery } from './order-read.ts';

const delayDetail = repayArea('delayDetail');

export const delayDetailQuery = (ref: PayRef) => orderReadQuery('delay', delayDetail, ref);

/** `/repayDelay`. */
export const delayPage = pageData('repayDelay', (ref) => ({ delay: delayDetailQuery(ref) }));
