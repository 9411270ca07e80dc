import { EWALLET_PAY_TYPE } from '@tenor/contract/pay-codes';
import { pageData } from '../../../shared/page/page-data.ts';
import { virtualAccountQuery } from './generate-vcode.ts';
import type { PayQuery } from '../repay-links.ts';
import { payOptionsQuery } from './init-pay-type.ts';

/**
 * `/repayEwallet` (Indonesia, decision 077): the order's ways to pay and this wallet's request
 * for the payment (one per order, wallet and amount: the server answers the same open request
 * again, so a double tap, a reload or coming back from the wallet shows the same one). Like
 * QRIS's, it is asked for the link's amount, and again for the server's when the link is stale.
 */
export const ewalletPage = pageData('repayEwallet', (q, payment: PayQuery = q) => ({
  options: payOptionsQuery(q, EWALLET_PAY_TYPE),
  // Not asked again on focus: asked again, the server replaces a request the wallet declined,
  // and the borrower coming back must first see that it did not go through (the status watch).
  request: {
    ...virtualAccountQuery({
      orderId: payment.orderId,
      productId: payment.productId,
      amount: payment.amount,
      display: payment.display,
      payType: EWALLET_PAY_TYPE,
      payCode: q.wallet,
      specificNum: 0,
      isDefault: 1,
    }),
    refetchOnWindowFocus: false,
  },
}));
