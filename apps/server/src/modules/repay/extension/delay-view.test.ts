import { describe, expect, it } from 'vitest';
import type { Order, PlanPeriod } from '../../../db/schema.ts';
import { productRow } from '../../../../test/helpers/product-row.ts';
import { delayView } from './delay-view.ts';

const now = new Date('2025-06-15T12:00:00.000Z');

const order = {
  id: 7,
  order_no: 'TNIN2025031600000001',
  amount: 5_000_000,
  due_at: '2025-06-10T12:00:00.000Z',
} as Order;

const plan = [
  {
    period_no: 1,
    due_at: '2025-06-10T12:00:00.000Z',
    status: 'special',
    principal: 5_000_000,
    total: 5_227_500,
  } as PlanPeriod,
];

describe('delayView', () => {
  it('shows the fee, until when it holds and the new due date (overdue: from today)', () => {
    const view = delayView({
      order,
      product: productRow({ name: 'RupeeFlow', extension_days: 7 }),
      plan,
      fee: 250_000,
      telephone: '+62 21 5088 7000',
      lang: 'en',
      now,
    });
    expect(view).toMatchObject({
      productName: 'RupeeFlow',
      delayShouldPayAmount: 250_000,
      delayExpiryTime: '2025-06-15 23:59:59',
      delayExpiresAt: '2025-06-15T18:29:59.000Z',
      telephone: '+62 21 5088 7000',
    });
    expect(view.details).toEqual([
      { text: 'Order no.', value: 'TNIN2025031600000001' },
      { text: 'Loan amount', value: '₹50,000.00' },
      { text: 'Current due date', value: '10 Jun 2025' },
      { text: 'Extension', value: '7 days' },
      { text: 'New due date', value: '22 Jun 2025' },
      { text: 'Extension fee', value: '₹2,500.00' },
      { text: 'Pay the fee before', value: '15 Jun 2025, 23:59' },
    ]);
  });

  it('holds the fee until the end of a due day still ahead, in Indonesian', () => {
    const ahead = [{ ...plan[0]!, due_at: '2025-06-16T01:00:00.000Z', status: 'pending' as const }];
    const view = delayView({
      order,
      product: productRow({ region: 'ID', extension_days: 7 }),
      plan: ahead,
      fee: 1,
      telephone: '',
      lang: 'id',
      now,
    });
    expect(view.delayExpiryTime).toBe('2025-06-16 23:59:59');
    expect(view.details.map((r) => r.text)).toContain('Biaya perpanjangan');
    expect(view.details.find((r) => r.text === 'Jatuh tempo baru')?.value).toBe('23 Jun 2025');
  });
});
