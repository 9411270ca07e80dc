/** `/installmentRepay?productId=&orderId=` — instalment repayment. */
export { InstalmentRepay as Component } from '../../../features/repay/components/instalment-repay.tsx';
import { instalmentDetailQuery } from '../../../features/repay/api/instalment-detail.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'installmentRepay'> = (ref) => [instalmentDetailQuery(ref)];
