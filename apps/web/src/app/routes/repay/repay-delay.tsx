/** `/repayDelay?productId=&orderId=` — extension (delay) fee. */
export { DelayRepay as Component } from '../../../features/repay/components/delay-repay.tsx';
