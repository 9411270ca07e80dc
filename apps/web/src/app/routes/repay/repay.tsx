import { region } from '../../../lib/launch.ts';
import { IndiaPay } from '../../../features/repay/components/india-pay.tsx';
import { KeptOffline } from '../../../features/repay/components/kept-code.tsx';
import { VirtualAccount } from '../../../features/repay/components/virtual-account.tsx';

/**
 * `/that?amount=&display=&orderId=&productId=` — the ways to pay of the borrower's market
 * (docs/markets.md "Repayment rails"): Indonesia a virtual account or mini-market code,
 * India UPI, net banking, debit card and saved cards. Offline, the code kept for the
 * counter (decision 049).
 */
export function Component() {
  return <KeptOffline>{region() === 'IN' ? <IndiaPay /> : <VirtualAccount />}</KeptOffline>;
}

/** Its data: the market's page's declaration (the server renders with it). */
export { repayPage as data } from '../../../features/repay/api/repay-page.ts';
