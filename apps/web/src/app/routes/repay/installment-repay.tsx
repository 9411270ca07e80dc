/** `/installmentRepay?productId=&orderId=` — instalment repayment. */
export { InstalmentRepay as Component } from '../../../features/repay/components/instalment-repay.tsx';
