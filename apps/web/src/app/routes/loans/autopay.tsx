/** `/autopay` — UPI AutoPay of an order: its terms, approval in the UPI app, pause and cancel (decision 072). */
export { AutopayPage as Component } from '../../../features/loans/components/autopay-page.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { autopayPage as data } from '../../../features/loans/api/autopay.ts';
