/** `/repayDelay?productId=&orderId=` — extension (delay) fee. */
export { DelayRepay as Component } from '../../../features/repay/components/delay-repay.tsx';
import { delayDetailQuery } from '../../../features/repay/api/delay-detail.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'repayDelay'> = (ref) => [delayDetailQuery(ref)];
