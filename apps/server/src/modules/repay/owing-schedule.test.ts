import { describe, expect, it } from 'vitest';
import { owingSchedule } from './owing-schedule.ts';

const period = (period_no: number, due_at: string, total: number, status = 'pending' as const) => ({
  period_no,
  due_at,
  total,
  status,
});
const now = new Date('2025-11-23T10:00:00Z');

describe('owingSchedule', () => {
  it('an extended period 2 is due on its new date; period 3 keeps its own', () => {
    const plan = [
      { ...period(1, '2025-10-23T00:00:00Z', 10_360_00), status: 'paid' as const },
      period(2, '2025-12-07T10:00:00Z', 11_360_00),
      period(3, '2025-12-23T00:00:00Z', 10_360_00),
    ];
    expect(owingSchedule(plan, now)).toEqual({
      dueDate: '2025-12-07T10:00:00Z',
      dueNext: 11_360_00,
      later: [{ periodNo: 3, amount: 10_360_00, dueAt: '2025-12-23T00:00:00Z' }],
    });
  });

  it('periods already overdue are all due now, with the first date', () => {
    const plan = [
      period(1, '2025-10-23T00:00:00Z', 100),
      period(2, '2025-11-22T00:00:00Z', 200),
      period(3, '2025-12-23T00:00:00Z', 300),
    ];
    expect(owingSchedule(plan, now)).toEqual({
      dueDate: '2025-10-23T00:00:00Z',
      dueNext: 300,
      later: [{ periodNo: 3, amount: 300, dueAt: '2025-12-23T00:00:00Z' }],
    });
  });

  it('nothing unpaid: nothing due', () => {
    expect(
      owingSchedule([{ ...period(1, '2025-10-23T00:00:00Z', 100), status: 'paid' }], now),
    ).toEqual({
      dueDate: '',
      dueNext: 0,
      later: [],
    });
  });
});
