import { describe, expect, it } from 'vitest';
import { noLateFee } from '../products/late-fee-rules.ts';
import { lateFeeTerms } from '../products/product-terms.ts';
import { accrueLateFees, type LatePeriod } from './late-fees.ts';

// 12:00 in Jakarta and 10:30 in India on 15 June 2025.
const now = new Date('2025-06-15T05:00:00.000Z');
const DAY = 86_400_000;
const daysAgo = (d: number) => new Date(now.getTime() - d * DAY).toISOString();

const period = (periodNo: number, dueDaysAgo: number, over: Partial<LatePeriod> = {}) => ({
  periodNo,
  dueAt: daysAgo(dueDaysAgo),
  total: 3_453_334_00,
  status: 'special' as const,
  ...over,
});

/** Indonesia at 0.1 % a day: Rp 10,360,000 lent, `charged` its fee and interest. */
const rupiah = (charged: number) =>
  lateFeeTerms(
    { region: 'ID', late_fee_bps: 10 },
    { amount: 10_360_000_00, fee_amount: charged, interest_amount: 0 },
    false,
  );
// Fee and interest Rp 2,520,000 of a Rp 10,360,000 cap.
const indonesia = rupiah(2_520_000_00);

const india = (repeat: boolean) =>
  lateFeeTerms(
    { region: 'IN', late_fee_bps: 0 },
    { amount: 3_453_33 * 3, fee_amount: 0, interest_amount: 0 },
    repeat,
  );

describe('accrueLateFees: Indonesia', () => {
  it('charges nothing on the due date, 0.1 % on day 1, and grows a day at a time', () => {
    expect(accrueLateFees([period(1, 0)], indonesia, now)[0]).toEqual(period(1, 0));
    expect(accrueLateFees([period(1, 1)], indonesia, now)[0]).toMatchObject({
      lateFee: 3_453_00,
      total: 3_453_334_00 + 3_453_00,
    });
    expect(accrueLateFees([period(1, 5)], indonesia, now)[0]!.lateFee).toBe(17_266_00);
  });

  it('charges the instalment without its earlier charge (never a charge on a charge)', () => {
    const yesterday = accrueLateFees([period(1, 4)], indonesia, new Date(now.getTime() - DAY));
    const today = accrueLateFees(yesterday, indonesia, now)[0]!;
    expect(today).toMatchObject({ lateFee: 13_813_00, total: 3_453_334_00 + 13_813_00 });
    // Read twice, charged once.
    expect(accrueLateFees([today], indonesia, now)[0]).toEqual(today);
  });

  it('stops at the 100 % total cost cap, in whole rupiah, however long overdue', () => {
    const [long] = accrueLateFees([period(1, 10_000)], indonesia, now);
    // Cap Rp 10,360,000 − fee and interest Rp 2,520,000 leaves Rp 7,840,000 of late charges.
    expect(long!.lateFee).toBe(7_840_000_00);
    const odd = rupiah(2_520_000_50);
    expect(accrueLateFees([period(1, 10_000)], odd, now)[0]!.lateFee).toBe(7_839_999_00);
    const full = rupiah(10_360_000_00);
    expect(accrueLateFees([period(1, 10_000)], full, now)[0]).toEqual(period(1, 10_000));
  });

  it('shares the cap over the overdue instalments in plan order', () => {
    const tight = rupiah(10_360_000_00 - 5_000_00);
    const plan = accrueLateFees([period(2, 5), period(1, 35)], tight, now);
    expect(plan.map((p) => [p.periodNo, p.lateFee])).toEqual([
      [1, 5_000_00],
      [2, undefined],
    ]);
  });

  it('leaves paid and extended instalments as they were; never lowers a charge', () => {
    const paid = period(1, 40, { status: 'paid', lateFee: 5_000_00 });
    const extended = period(2, -7, { status: 'pending', lateFee: 2_000_00 });
    expect(accrueLateFees([paid, extended], indonesia, now)).toEqual([paid, extended]);
    // Overdue again 2 days after an extension that came with Rp 20,000 charged: stays.
    const again = period(2, 2, { lateFee: 20_000_00, total: 3_453_334_00 + 20_000_00 });
    expect(accrueLateFees([again], indonesia, now)[0]).toEqual(again);
  });

  it('after a partial payment, counts the paid charges against the cap', () => {
    const paid = period(1, 40, {
      status: 'paid',
      lateFee: 7_000_000_00,
      total: 3_453_334_00 + 7_000_000_00,
    });
    const [, second] = accrueLateFees([paid, period(2, 300)], indonesia, now);
    expect(second!.lateFee).toBe(840_000_00);
  });

  it('charges nothing more without terms', () => {
    const charged = period(1, 5, { lateFee: 17_266_00 });
    expect(accrueLateFees([charged, period(2, 3)], noLateFee, now)).toEqual([
      charged,
      period(2, 3),
    ]);
  });
});

describe('accrueLateFees: India', () => {
  const instalment = (periodNo: number, dueDaysAgo: number, over: Partial<LatePeriod> = {}) =>
    period(periodNo, dueDaysAgo, { total: 3_453_33, ...over });

  it('charges ₹1,000 (new client) or ₹800 (repeat client) once, from the due date on', () => {
    expect(accrueLateFees([instalment(1, 0)], india(false), now)[0]).toMatchObject({
      lateFee: 1_000_00,
      total: 3_453_33 + 1_000_00,
    });
    expect(accrueLateFees([instalment(1, 0)], india(true), now)[0]!.lateFee).toBe(800_00);
    const charged = accrueLateFees([instalment(1, 0)], india(false), now);
    const later = new Date(now.getTime() + 400 * DAY);
    expect(accrueLateFees(charged, india(false), later)).toEqual(charged);
  });

  it('charges each overdue instalment once, and none that is not overdue', () => {
    const plan = [
      instalment(1, 70, { status: 'paid', lateFee: 1_000_00, total: 4_453_33 }),
      instalment(2, 40),
      instalment(3, 10),
      instalment(4, -20, { status: 'pending' }),
    ];
    expect(accrueLateFees(plan, india(false), now).map((p) => p.lateFee)).toEqual([
      1_000_00,
      1_000_00,
      1_000_00,
      undefined,
    ]);
  });
});
