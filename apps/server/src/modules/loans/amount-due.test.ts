import { describe, expect, it } from 'vitest';
import { marketDayNumber } from '../../domain/orders/market-day.ts';
import { amountDueOf, nothingDue, type DuePeriod } from './amount-due.ts';

const period = (n: number, status: DuePeriod['status'], dueAt: string, extra = {}) => ({
  period_no: n,
  due_at: dueAt,
  total: 1_000_000,
  status,
  ...extra,
});

describe('amountDueOf', () => {
  const now = new Date('2025-10-20T20:00:00.000Z'); // 21 Oct in India (01:30) and Indonesia (03:00)

  it('owes nothing before disbursal, once settled, or with nothing unpaid', () => {
    const plan = [period(1, 'pending', '2025-11-01T04:00:00.000Z')];
    expect(amountDueOf('IN', 21, plan, now)).toEqual(nothingDue);
    expect(amountDueOf('IN', 200, plan, now)).toEqual(nothingDue);
    expect(amountDueOf('IN', 170, [{ ...plan[0]!, status: 'paid' }], now)).toEqual(nothingDue);
  });

  it('asks for the next instalment only while on time', () => {
    const plan = [
      period(1, 'paid', '2025-09-20T04:00:00.000Z'),
      period(3, 'pending', '2025-11-19T04:00:00.000Z'),
      period(2, 'pending', '2025-10-20T04:00:00.000Z'),
    ];
    expect(amountDueOf('ID', 3, plan, now)).toEqual({
      amountDue: 1_000_000,
      dueAt: '2025-10-20T04:00:00.000Z',
      daysLate: 0,
      lateFee: 0,
    });
  });

  it('adds up the overdue instalments with their late fees, late by market calendar days', () => {
    const plan = [
      period(1, 'special', '2025-09-20T04:00:00.000Z', { total: 1_010_000, late_fee: 10_000 }),
      period(2, 'special', '2025-10-14T17:30:00.000Z', { total: 1_010_000, late_fee: 10_000 }),
      period(3, 'pending', '2025-11-19T04:00:00.000Z'),
    ];
    const due = amountDueOf('ID', 5, plan, now);
    expect(due).toEqual({
      amountDue: 2_020_000,
      dueAt: '2025-09-20T04:00:00.000Z',
      daysLate: 31,
      lateFee: 20_000,
    });
  });

  it('counts days late on the market clock, not UTC', () => {
    // Due 23:30 UTC on 14 Oct is 15 Oct in India; now is 21 Oct there: 6 days.
    const plan = [period(1, 'special', '2025-10-14T23:30:00.000Z')];
    expect(amountDueOf('IN', 180, plan, now).daysLate).toBe(6);
    expect(marketDayNumber('IN', now) - marketDayNumber('IN', new Date(plan[0]!.due_at))).toBe(6);
  });
});
