import { QRIS_PAY_CODE, QRIS_PAY_TYPE } from '@tenor/contract/pay-codes';
import { pageData } from '../../../shared/page/page-data.ts';
import type { PayQuery } from '../repay-links.ts';
import { virtualAccountQuery } from './generate-vcode.ts';
import { payOptionsQuery } from './init-pay-type.ts';

/**
 * `/repayQris` (Indonesia, decision 073): the order's ways to pay and the payment's QRIS (one
 * per order and amount: the server answers the same open request again, so a double tap or a
 * reload shows the same QR). Like India's UPI, it is asked for the link's amount, the server's
 * unless the link is stale, and then the browser asks again for the right one.
 */
export const qrisPage = pageData('repayQris', (q, payment: PayQuery = q) => ({
  options: payOptionsQuery(q, QRIS_PAY_TYPE),
  qris: virtualAccountQuery({
    ...payment,
    payType: QRIS_PAY_TYPE,
    payCode: QRIS_PAY_CODE,
    specificNum: 0,
    isDefault: 1,
  }),
}));
