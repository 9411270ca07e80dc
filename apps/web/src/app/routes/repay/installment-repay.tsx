/** `/installmentRepay?productId=&orderId=` — instalment repayment. */
export { InstalmentRepay as Component } from '../../../features/repay/components/instalment-repay.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { instalmentPage as data } from '../../../features/repay/api/instalment-detail.ts';
