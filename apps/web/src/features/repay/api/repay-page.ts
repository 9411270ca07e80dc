import { UPI_PAY_CODE } from '@tenor/contract/pay-codes';
import { region } from '../../../lib/launch.ts';
import { pageData } from '../../../shared/page/page-data.ts';
import type { PayQuery } from '../repay-links.ts';
import { virtualAccountQuery } from './generate-vcode.ts';
import { payOptionsQuery } from './init-pay-type.ts';

/**
 * `/that` in India (docs/markets.md "Repayment rails"): the market's ways to pay and this
 * payment's UPI address (one per order and amount: the server answers the same open address
 * again). The page pays the server's amount (`payable`), which the address needs and the
 * server does not know before the first read: it takes the link's, which is that amount
 * unless the link is stale — then the browser asks for the address of the right one.
 */
export const indiaPayPage = pageData('repay', (q, payment: PayQuery = q) => ({
  options: payOptionsQuery(q, 3),
  upi: virtualAccountQuery({
    ...payment,
    payType: 3,
    payCode: UPI_PAY_CODE,
    specificNum: 0,
    isDefault: 1,
  }),
}));

/**
 * `/that` in Indonesia: the banks. A way to pay saved by the chooser lives on the phone; the
 * server renders without it (the banks, payType 1).
 */
export const virtualAccountPage = pageData('repay', (q, payType: 1 | 2 | 3 = 1) => ({
  options: payOptionsQuery(q, payType),
}));

/** What the route renders with: the borrower's market's page. */
export const repayPage = pageData('repay', (q) =>
  region() === 'IN' ? indiaPayPage.queries(q) : virtualAccountPage.queries(q),
);
