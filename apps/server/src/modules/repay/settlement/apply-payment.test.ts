import { describe, expect, it } from 'vitest';
import type { OrderState, PeriodState } from '../../../domain/orders/status-change.ts';
import { paymentEffect } from './apply-payment.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

const order = (status: number, termUnit: 'day' | 'month'): OrderState => ({
  status,
  termUnit,
  periods: termUnit === 'day' ? 91 : 3,
  dueAt: null,
  disbursedAt: at(-60),
  settledAt: null,
});

const period = (
  periodNo: number,
  due: number,
  status: PeriodState['status'] = 'pending',
  total = 1_000,
) => ({ periodNo, dueAt: at(due), total, status, paidAt: status === 'paid' ? at(-30) : null });

const repay = (amount: number) => ({ amount, purpose: 'repay' as const });

describe('paymentEffect', () => {
  it('settles a day loan paid in full (→ 200)', () => {
    for (const status of [170, 174, 180]) {
      const effect = paymentEffect(
        order(status, 'day'),
        [period(1, 1, 'pending', 5_000)],
        repay(5_000),
        7,
        now,
      );
      expect(effect.applied).toBe(5_000);
      expect(effect.change!.order).toMatchObject({
        status: 200,
        settledAt: now.toISOString(),
        paidAmount: 5_000,
      });
      expect(effect.change!.periods[0]).toMatchObject({
        status: 'paid',
        paidAt: now.toISOString(),
      });
    }
  });

  it('pays instalments in order and keeps the loan in progress', () => {
    const plan = [period(1, -30, 'paid'), period(2, 5), period(3, 35)];
    const effect = paymentEffect(order(3, 'month'), plan, repay(1_000), 7, now);
    expect(effect.applied).toBe(1_000);
    expect(effect.change!.order).toMatchObject({ status: 3, dueAt: at(35), paidAmount: 2_000 });
    expect(effect.change!.periods.map((p) => p.status)).toEqual(['paid', 'paid', 'pending']);
  });

  it('settles an instalment loan when the last periods are paid (→ 4)', () => {
    const plan = [period(1, -30, 'paid'), period(2, 5), period(3, 35)];
    const effect = paymentEffect(order(3, 'month'), plan, repay(2_000), 7, now);
    expect(effect.change!.order).toMatchObject({ status: 4, paidAmount: 3_000 });
  });

  it('takes an overdue instalment loan back to 3 once the overdue period is paid', () => {
    const plan = [period(1, -36, 'paid'), period(2, -6, 'special'), period(3, 24)];
    const effect = paymentEffect(order(5, 'month'), plan, repay(1_000), 7, now);
    expect(effect.change!.order).toMatchObject({ status: 3, dueAt: at(24), paidAmount: 2_000 });
    expect(effect.change!.periods[1]).toMatchObject({ status: 'paid', paidAt: now.toISOString() });
  });

  it('leaves a remainder that does not cover a whole period unapplied', () => {
    const plan = [period(1, 5), period(2, 35), period(3, 65)];
    const effect = paymentEffect(order(3, 'month'), plan, repay(1_500), 7, now);
    expect(effect.applied).toBe(1_000);
    expect(effect.change!.periods.map((p) => p.status)).toEqual(['paid', 'pending', 'pending']);
    expect(paymentEffect(order(3, 'month'), plan, repay(999), 7, now)).toEqual({
      change: null,
      applied: 0,
    });
  });

  it('takes nothing once settled or before disbursal', () => {
    for (const status of [200, 21, 110]) {
      expect(paymentEffect(order(status, 'day'), [period(1, 5)], repay(1_000), 7, now)).toEqual({
        change: null,
        applied: 0,
      });
    }
  });

  it('applies an extension fee as an extension', () => {
    const effect = paymentEffect(
      order(180, 'day'),
      [period(1, -5, 'special', 5_000)],
      { amount: 250, purpose: 'extension' },
      7,
      now,
    );
    expect(effect.applied).toBe(250);
    expect(effect.change!.order).toMatchObject({ status: 170, dueAt: at(7), paidAmount: 0 });
    const refused = paymentEffect(
      order(170, 'day'),
      [period(1, 5)],
      { amount: 250, purpose: 'extension' },
      7,
      now,
    );
    expect(refused).toEqual({ change: null, applied: 0 });
  });
});
