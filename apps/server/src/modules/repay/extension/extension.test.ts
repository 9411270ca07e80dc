import { describe, expect, it } from 'vitest';
import type { OrderState, PeriodState } from '../../../domain/orders/status-change.ts';
import {
  extendedDueAt,
  extensionChange,
  extensionFee,
  extensionTarget,
  principalDue,
} from './extension.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

const order = (status: number, termUnit: 'day' | 'month' = 'day'): OrderState => ({
  status,
  termUnit,
  periods: termUnit === 'day' ? 91 : 3,
  dueAt: null,
  disbursedAt: at(-90),
  settledAt: null,
});

const period = (periodNo: number, due: number, status: PeriodState['status'] = 'pending') => ({
  periodNo,
  dueAt: at(due),
  total: 1_000,
  status,
  paidAt: status === 'paid' ? at(due - 1) : null,
});

describe('extension fee', () => {
  it('is the fee rate of the principal falling due next, rounded half up', () => {
    expect(extensionFee(500, 1_000_000)).toBe(50_000);
    expect(extensionFee(300, 333_333)).toBe(10_000);
    expect(
      principalDue([
        { status: 'paid', principal: 10 },
        { status: 'special', principal: 20 },
        { status: 'pending', principal: 30 },
      ]),
    ).toBe(20);
    expect(principalDue([{ status: 'paid', principal: 10 }])).toBe(0);
  });
});

describe('extendedDueAt', () => {
  it('adds the term to a due date still ahead', () => {
    expect(extendedDueAt(at(0.25), 7, now)).toBe(at(7.25));
  });

  it('counts from now once the due date has passed', () => {
    expect(extendedDueAt(at(-5), 7, now)).toBe(at(7));
  });
});

describe('extensionChange', () => {
  it('brings a due day loan back to 170 with the due date moved by the term', () => {
    const c = extensionChange(order(174), [period(1, 0.25)], 7, now)!;
    expect(c.order).toMatchObject({ status: 170, dueAt: at(7.25), paidAmount: 0 });
    expect(c.periods[0]).toMatchObject({ status: 'pending', dueAt: at(7.25), paidAt: null });
  });

  it('brings an overdue day loan back to 170, due a term from now', () => {
    const c = extensionChange(order(180), [period(1, -5, 'special')], 7, now)!;
    expect(c.order).toMatchObject({ status: 170, dueAt: at(7) });
    expect(c.periods[0]!.status).toBe('pending');
  });

  it('moves the overdue instalment only and brings the loan back to 3', () => {
    const plan = [period(1, -36, 'paid'), period(2, -6, 'special'), period(3, 24)];
    const c = extensionChange(order(5, 'month'), plan, 14, now)!;
    expect(c.order).toMatchObject({ status: 3, dueAt: at(14), paidAmount: 1_000 });
    expect(c.periods.map((p) => [p.status, p.dueAt])).toEqual([
      ['paid', at(-36)],
      ['pending', at(14)],
      ['pending', at(24)],
    ]);
  });

  it('moves the next instalment of a loan in progress, which stays 3', () => {
    const plan = [period(1, -10, 'paid'), period(2, 20), period(3, 50)];
    const c = extensionChange(order(3, 'month'), plan, 14, now)!;
    expect(c.order).toMatchObject({ status: 3, dueAt: at(34) });
  });

  it('refuses orders that cannot be extended', () => {
    for (const status of [21, 110, 151, 170, 200, 4]) {
      expect(extensionTarget(status)).toBeNull();
      expect(extensionChange(order(status), [period(1, 10)], 7, now)).toBeNull();
    }
    expect(extensionChange(order(174), [period(1, -1, 'paid')], 7, now)).toBeNull();
  });
});
