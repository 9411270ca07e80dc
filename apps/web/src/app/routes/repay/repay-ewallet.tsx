import { EwalletPay } from '../../../features/repay/components/ewallet-pay.tsx';

/**
 * `/repayEwallet?amount=&display=&orderId=&productId=&wallet=` — an e-wallet in Indonesia
 * (decision 077): the borrower is handed to DANA, OVO or ShopeePay to approve the payment's
 * exact amount, and comes back to its receipt, or to try again.
 */
export function Component() {
  return <EwalletPay />;
}

export { ewalletPage as data } from '../../../features/repay/api/ewallet-page.ts';
