import { region } from '../../../lib/launch.ts';
import { payOptionsQuery } from '../../../features/repay/api/init-pay-type.ts';
import { upiAccountQuery } from '../../../features/repay/components/india-pay.tsx';
import type { FirstView } from '../../router.tsx';
import { IndiaPay } from '../../../features/repay/components/india-pay.tsx';
import { VirtualAccount } from '../../../features/repay/components/virtual-account.tsx';

/**
 * `/that?amount=&display=&orderId=&productId=` — the ways to pay of the borrower's market
 * (docs/markets.md "Repayment rails"): Indonesia a virtual account or mini-market code,
 * India UPI, net banking, debit card and saved cards.
 */
export function Component() {
  return region() === 'IN' ? <IndiaPay /> : <VirtualAccount />;
}

/**
 * The first view: India's ways to pay and this payment's UPI address (the server answers
 * the same open address again); Indonesia's bank list (a saved choice lives on the phone).
 */
export const firstView: FirstView<'repay'> = (query) =>
  region() === 'IN'
    ? [payOptionsQuery(query, 3), upiAccountQuery(query)]
    : [payOptionsQuery(query, 1)];
