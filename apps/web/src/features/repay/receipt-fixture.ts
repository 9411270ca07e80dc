import type { ResponseOf } from '@tenor/contract/endpoint';
import type { paymentReceipt } from '@tenor/contract/endpoints/repay';

type Receipt = ResponseOf<typeof paymentReceipt>;

/** Tests only: a receipt as the server answers it, paid by UPI unless told otherwise. */
export const receiptData = (extra: Partial<Receipt> = {}): Receipt => ({
  state: 'paid',
  purpose: 'repay',
  amount: 1_307_000,
  paidAt: '2026-11-24T11:46:00.000Z',
  reference: 'VC2026112412345678',
  method: 'UPI',
  way: { kind: 'upi', name: '', last4: '' },
  orderNo: 'IN2611240001',
  productName: 'RupeeFlow',
  outstanding: 1_306_750,
  dueDate: '2026-12-24T18:29:59.000Z',
  dueNext: 1_306_750,
  later: [],
  ...extra,
});

/** Tests only: a bill's state as `payment-status` answers it. */
export const billIn = (state: 'open' | 'paid' | 'expired' | 'closed' | 'failed') => ({
  paid: state === 'paid',
  state,
});
