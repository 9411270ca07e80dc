import { describe, expect, it } from 'vitest';
import { orderStatus } from '@tenor/contract/orders';
import { eraseRule, type OrderFacts } from './rules.ts';

const now = new Date('2031-03-01T00:00:00Z');
const order = (status: number, ended: string | null): OrderFacts => ({
  order_no: `o-${status}`,
  status,
  disbursed_at: '2025-01-01T00:00:00.000Z',
  settled_at: ended,
  updated_at: ended ?? '2025-01-01T00:00:00.000Z',
  due_at: '2025-02-01T00:00:00.000Z',
});

describe('eraseRule (decision 064)', () => {
  it('holds an open loan back whatever its dates, naming it', () => {
    const rule = eraseRule([order(orderStatus.instalmentsInProgress, null)], 5, now);
    expect(rule).toMatchObject({ allowed: false, reason: 'openLoan', orderNo: 'o-3' });
  });

  it('counts a fully paid instalment loan as ended, like a settled one', () => {
    for (const status of [orderStatus.settled, orderStatus.instalmentSettled]) {
      expect(eraseRule([order(status, '2025-06-01T00:00:00.000Z')], 5, now)).toEqual({
        allowed: true,
      });
      expect(eraseRule([order(status, '2026-06-01T00:00:00.000Z')], 5, now)).toEqual({
        allowed: false,
        reason: 'retention',
        possibleFrom: new Date('2031-06-01T00:00:00.000Z'),
      });
    }
  });
});
