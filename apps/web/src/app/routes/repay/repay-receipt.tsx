/** `/repayReceipt?orderId=&productId=&vcode=|repaymentId=` — where every payment ends. */
export { PaymentReceipt as Component } from '../../../features/repay/components/payment-receipt.tsx';
