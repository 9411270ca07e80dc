/** `/repayReceipt?orderId=&productId=&vcode=|repaymentId=` — where every payment ends. */
export { PaymentReceipt as Component } from '../../../features/repay/components/payment-receipt.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { receiptPage as data } from '../../../features/repay/api/payment-receipt.ts';
