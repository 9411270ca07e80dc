import { KeptOffline } from '../../../features/repay/components/kept-code.tsx';
import { QrisPay } from '../../../features/repay/components/qris-pay.tsx';

/**
 * `/repayQris?amount=&display=&orderId=&productId=` — QRIS in Indonesia (decision 073): the
 * dynamic QR for the payment's exact amount, until the provider's expiry. Offline, the QR kept
 * with when it was last checked (decision 049).
 */
export function Component() {
  return (
    <KeptOffline>
      <QrisPay />
    </KeptOffline>
  );
}

export { qrisPage as data } from '../../../features/repay/api/qris-page.ts';
