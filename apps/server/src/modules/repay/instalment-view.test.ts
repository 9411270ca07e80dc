import { describe, expect, it } from 'vitest';
import type { PlanPeriod } from '../../db/schema.ts';
import { instalmentView } from './instalment-view.ts';

const period = (n: number, status: PlanPeriod['status'], due: string): PlanPeriod => ({
  id: n,
  order_id: 1,
  period_no: n,
  due_at: due,
  principal: 1_000_000,
  interest: 120_000,
  fee: 0,
  total: 1_120_000,
  status,
  paid_at: status === 'paid' ? '2025-05-14T03:00:00.000Z' : null,
});

const product = { name: 'Cicilan Mudah', region: 'ID' as const };

describe('instalmentView', () => {
  const plan = [
    period(3, 'pending', '2025-07-15T20:00:00.000Z'),
    period(1, 'paid', '2025-05-15T03:00:00.000Z'),
    period(2, 'special', '2025-06-09T03:00:00.000Z'),
  ];

  it('lists unpaid periods in order with only the first clickable and ticked', () => {
    const view = instalmentView(product, plan, 'en');
    expect(view.productName).toBe('Cicilan Mudah');
    expect(view.repayWaitCount).toBe(2);
    expect(view.repayWaitDetail).toEqual([
      {
        periodNo: 2,
        totalAmount: 1_120_000,
        canClick: true,
        check: true,
        periodStatus: 500,
        repayDes: 'Period 2/3 · overdue',
        dueTime: '9 Jun 2025',
      },
      {
        periodNo: 3,
        totalAmount: 1_120_000,
        canClick: false,
        check: false,
        periodStatus: 0,
        repayDes: 'Period 3/3',
        // 20:00 UTC is the next day in Jakarta.
        dueTime: '16 Jul 2025',
      },
    ]);
  });

  it('lists paid periods with their payment date, in Indonesian by default', () => {
    const view = instalmentView(product, plan, 'id');
    expect(view.repayYetDetail).toEqual([
      {
        periodNo: 1,
        totalAmount: 1_120_000,
        canClick: false,
        check: false,
        periodStatus: 200,
        repayDes: 'Periode 1/3 · dibayar 14 Mei 2025',
        dueTime: '15 Mei 2025',
        paidTime: '14 Mei 2025',
      },
    ]);
    expect(view.note).toMatch(/berurutan/);
  });

  it('says the late fee an overdue period includes, and none for the others', () => {
    const overdue = { ...period(2, 'special', '2025-06-09T03:00:00.000Z'), late_fee: 40_000 };
    const paid = { ...period(1, 'paid', '2025-05-15T03:00:00.000Z'), late_fee: 30_000 };
    const later = { ...period(3, 'pending', '2025-07-15T20:00:00.000Z'), late_fee: 0 };
    const view = instalmentView(product, [paid, overdue, later], 'en');
    expect(view.repayWaitDetail.map((p) => p.lateFee)).toEqual([40_000, undefined]);
    expect(view.repayYetDetail[0]).not.toHaveProperty('lateFee');
  });

  it('has nothing waiting once everything is paid', () => {
    const view = instalmentView(product, [period(1, 'paid', '2025-05-15T03:00:00.000Z')], 'en');
    expect(view.repayWaitDetail).toEqual([]);
    expect(view.repayWaitCount).toBe(0);
  });
});
