import { describe, expect, it } from 'vitest';
import { lateFeeTerms } from '../products/product-terms.ts';
import { statusChange, type OrderState, type PeriodState } from './status-change.ts';

const now = new Date('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
const daysFromNow = (iso: string | null) => (Date.parse(iso!) - now.getTime()) / DAY;

const dayOrder = (over: Partial<OrderState> = {}): OrderState => ({
  status: 21,
  termUnit: 'day',
  periods: 91,
  dueAt: null,
  disbursedAt: null,
  settledAt: null,
  ...over,
});

const monthOrder = (over: Partial<OrderState> = {}): OrderState => ({
  ...dayOrder(),
  termUnit: 'month',
  periods: 3,
  ...over,
});

const period = (periodNo: number, dueInDays: number, over: Partial<PeriodState> = {}) => ({
  periodNo,
  dueAt: at(dueInDays),
  total: 1_000,
  status: 'pending' as const,
  paidAt: null,
  ...over,
});

const change = (...args: Parameters<typeof statusChange>) => {
  const result = statusChange(...args);
  if (!result.ok) throw new Error(result.reason);
  return result.change;
};

describe('statusChange', () => {
  it('only changes the status on approval and rejection', () => {
    const plan = [period(1, 91)];
    for (const to of [110, 151] as const) {
      const c = change(dayOrder(), plan, to, now);
      expect(c.order).toEqual({
        status: to,
        dueAt: null,
        disbursedAt: null,
        settledAt: null,
        paidAmount: 0,
      });
      expect(c.periods).toEqual(plan);
    }
  });

  it('disburses a day loan now and re-dates its plan', () => {
    const c = change(dayOrder({ status: 110 }), [period(1, 80)], 170, now);
    expect(c.order.disbursedAt).toBe(now.toISOString());
    expect(daysFromNow(c.order.dueAt)).toBe(91);
    expect(daysFromNow(c.periods[0]!.dueAt)).toBe(91);
  });

  it('disburses an instalment loan with monthly due dates', () => {
    const plan = [period(1, 20), period(2, 50), period(3, 80)];
    const c = change(monthOrder({ status: 110 }), plan, 3, now);
    expect(c.periods.map((p) => daysFromNow(p.dueAt))).toEqual([30, 60, 90]);
    expect(daysFromNow(c.order.dueAt)).toBe(30);
  });

  it('makes a disbursed loan due within hours, then overdue', () => {
    const disbursed = dayOrder({ status: 170, disbursedAt: at(-10), dueAt: at(81) });
    const due = change(disbursed, [period(1, 81)], 174, now);
    expect(daysFromNow(due.order.dueAt)).toBe(0.25);
    const overdue = change({ ...disbursed, status: 174 }, due.periods, 180, now);
    expect(daysFromNow(overdue.order.dueAt)).toBe(-5);
    expect(overdue.periods[0]).toMatchObject({ status: 'special', paidAt: null });
  });

  it('settles: every open period paid now, paid amount the plan total', () => {
    const order = dayOrder({ status: 180, disbursedAt: at(-96), dueAt: at(-5) });
    const c = change(order, [period(1, -5, { status: 'special', total: 5_227_500 })], 200, now);
    expect(c.order).toMatchObject({
      status: 200,
      settledAt: now.toISOString(),
      paidAmount: 5_227_500,
      disbursedAt: at(-96),
    });
    expect(c.periods[0]).toMatchObject({ status: 'paid', paidAt: now.toISOString() });
  });

  it('marks the first open instalment overdue and back, paying it', () => {
    const order = monthOrder({ status: 3, disbursedAt: at(-40), dueAt: at(20) });
    const plan = [
      period(1, -10, { status: 'paid', paidAt: at(-11) }),
      period(2, 20),
      period(3, 50),
    ];
    const overdue = change(order, plan, 5, now);
    expect(overdue.periods.map((p) => [p.status, daysFromNow(p.dueAt)])).toEqual([
      ['paid', -10],
      ['special', -6],
      ['pending', 24],
    ]);
    expect(daysFromNow(overdue.order.dueAt)).toBe(-6);
    expect(overdue.order.paidAmount).toBe(1_000);

    const back = change({ ...order, status: 5 }, overdue.periods, 3, now);
    expect(back.periods.map((p) => p.status)).toEqual(['paid', 'paid', 'pending']);
    expect(back.periods[1]!.paidAt).toBe(now.toISOString());
    expect(daysFromNow(back.order.dueAt)).toBe(24);
    expect(back.order.paidAmount).toBe(2_000);
    expect(back.order.disbursedAt).toBe(at(-40));
  });

  it('moves the next instalment into the future when catching up late', () => {
    const order = monthOrder({ status: 5, disbursedAt: at(-100) });
    const plan = [period(1, -70, { status: 'paid' }), period(2, -40, { status: 'special' })];
    const c = change(order, [...plan, period(3, -10)], 3, now);
    expect(daysFromNow(c.periods[2]!.dueAt)).toBe(30);
  });

  const india = (repeat: boolean) =>
    lateFeeTerms(
      { region: 'IN', late_fee_bps: 0 },
      { amount: 1_000_000, fee_amount: 0, interest_amount: 0 },
      repeat,
    );
  /** Indonesia at 0.1 % a day; the cap is the principal, `charged` the fee and interest. */
  const rupiah = (principal: number, charged: number) =>
    lateFeeTerms(
      { region: 'ID', late_fee_bps: 10 },
      { amount: principal, fee_amount: charged, interest_amount: 0 },
      false,
    );

  it("charges India's penal charge once, on the period falling overdue, inside its total", () => {
    const order = dayOrder({ status: 174, disbursedAt: at(-91), dueAt: at(0.25) });
    const plan = [period(1, 0.25, { total: 5_227_501 })];
    const overdue = change(order, plan, 180, now, india(false));
    expect(overdue.periods[0]).toMatchObject({
      status: 'special',
      lateFee: 1_000_00,
      total: 5_227_501 + 1_000_00,
    });
    expect(change(order, plan, 180, now, india(true)).periods[0]!.lateFee).toBe(800_00);
    // Extended, then overdue again: not charged a second time.
    const extended = { ...overdue.periods[0]!, status: 'pending' as const, dueAt: at(7) };
    const again = change({ ...order, status: 170 }, [extended], 180, now, india(false));
    expect(again.periods[0]).toMatchObject({ lateFee: 1_000_00, total: 5_227_501 + 1_000_00 });
  });

  it('charges an overdue rupiah instalment 0.1 % a day, within the total cost cap', () => {
    const order = monthOrder({ status: 3, disbursedAt: at(-40), dueAt: at(20) });
    const plan = [
      period(1, -10, { status: 'paid', total: 123_456_700 }),
      period(2, 20, { total: 123_456_700 }),
      period(3, 50, { total: 123_456_700 }),
    ];
    // 6 days late: 123,456,700 sen × 0.6 % = 740,740.2 sen, down to Rp 7,407.
    expect(change(order, plan, 5, now, rupiah(300_000_000, 30_000_000)).periods[1]).toMatchObject({
      status: 'special',
      lateFee: 740_700,
      total: 123_456_700 + 740_700,
    });
    const nearCap = rupiah(300_000_000, 299_950_050);
    expect(change(order, plan, 5, now, nearCap).periods[1]!.lateFee).toBe(49_900);
    const atCap = rupiah(300_000_000, 300_000_000);
    expect(change(order, plan, 5, now, atCap).periods[1]).toMatchObject({
      status: 'special',
      total: 123_456_700,
    });
  });

  it('pays an overdue instalment with its charge as of the move (5 → 3)', () => {
    const order = monthOrder({ status: 5, disbursedAt: at(-70) });
    const plan = [
      period(1, -40, { status: 'paid' }),
      period(2, -10, { status: 'special', total: 1_000_000 }),
      period(3, 20, { total: 1_000_000 }),
    ];
    const back = change(order, plan, 3, now, rupiah(100_000_000, 0));
    expect(back.periods[1]).toMatchObject({ status: 'paid', lateFee: 10_000, total: 1_010_000 });
    expect(back.order.paidAmount).toBe(1_000 + 1_010_000);
  });

  it('refuses to leave overdue by paying the last instalment (that is settling)', () => {
    const order = monthOrder({ status: 5, disbursedAt: at(-100) });
    const plan = [
      period(1, -70, { status: 'paid' }),
      period(2, -40, { status: 'paid' }),
      period(3, -6, { status: 'special' }),
    ];
    expect(statusChange(order, plan, 3, now)).toEqual({ ok: false, reason: 'lastInstalment' });
    expect(statusChange(order, plan, 4, now).ok).toBe(true);
  });
});
