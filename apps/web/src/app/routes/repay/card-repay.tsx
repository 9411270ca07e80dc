/** `/cardRepay?productId=&orderId=&amount=` — card repayment. */
export { CardRepay as Component } from '../../../features/repay/components/card-repay.tsx';
