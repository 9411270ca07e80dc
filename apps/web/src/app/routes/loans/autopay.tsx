/**
 * `/autopay` — AutoPay of an order: UPI AutoPay or e-NACH in India, a linked wallet in Indonesia;
 * its terms, the approval, pause and cancel (decisions 072, 076, 078).
 */
import { loadTextPart } from '../../texts.ts';

export { AutopayPage as Component } from '../../../features/loans/components/autopay-page.tsx';
/** Its data (the page's one declaration): the server renders with it. */
export { autopayPage as data } from '../../../features/loans/api/autopay.ts';
/** AutoPay's words, a part of the loans texts: fetched with the page, before it renders. */
export const prepare = () => loadTextPart('loans', 'autopay');
