/** `/repayDelay?productId=&orderId=` — extension (delay) fee. */
export { DelayRepay as Component } from '../../../features/repay/components/delay-repay.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { delayPage as data } from '../../../features/repay/api/delay-detail.ts';
