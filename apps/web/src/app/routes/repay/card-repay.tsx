/** `/cardRepay?productId=&orderId=&amount=` — card repayment. */
export { CardRepay as Component } from '../../../features/repay/components/card-repay.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { cardRepayPage as data } from '../../../features/repay/api/repayment-way.ts';
