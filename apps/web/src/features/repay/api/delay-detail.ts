import { delayDetail } from '@tenor/contract/endpoints/repay';
import { pageData } from '../../../shared/page/page-data.ts';
import type { PayRef } from '../repay-links.ts';
import { orderReadQuery } from './order-read.ts';

export const delayDetailQuery = (ref: PayRef) => orderReadQuery('delay', delayDetail, ref);

/** `/repayDelay`. */
export const delayPage = pageData('repayDelay', (ref) => ({ delay: delayDetailQuery(ref) }));
