/** `/repayReceipt?orderId=&productId=&vcode=|repaymentId=` — where every payment ends. */
export { PaymentReceipt as Component } from '../../../features/repay/components/payment-receipt.tsx';
import { receiptQuery } from '../../../features/repay/api/payment-receipt.ts';
import type { FirstView } from '../../router.tsx';

export const firstView: FirstView<'repayReceipt'> = (ref) => [receiptQuery(ref)];
