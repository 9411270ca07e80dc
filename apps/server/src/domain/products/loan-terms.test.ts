import { describe, expect, it } from 'vitest';
import {
  amountChoices,
  basisPoints,
  isOfferedAmount,
  isOfferedPeriod,
  MAX_AMOUNT_CHOICES,
  quoteLoan,
  splitEvenly,
  type LoanTerms,
} from './loan-terms.ts';

const start = new Date('2025-06-15T12:00:00.000Z');
const DAY = 86_400_000;

const daily: LoanTerms = {
  amountMin: 500_000,
  amountMax: 5_000_000,
  amountStep: 500_000,
  termUnit: 'day',
  periodChoices: [91, 120, 180],
  dailyRateBps: 5,
  feeBps: 300,
  unit: 1,
};

const monthly: LoanTerms = {
  amountMin: 1_000_000,
  amountMax: 8_000_000,
  amountStep: 1_000_000,
  termUnit: 'month',
  periodChoices: [3, 6, 12],
  dailyRateBps: 4,
  feeBps: 250,
  unit: 1,
};

describe('amountChoices', () => {
  it('steps from min to max inclusive', () => {
    expect(amountChoices(daily)).toEqual([
      500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000, 3_000_000, 3_500_000, 4_000_000,
      4_500_000, 5_000_000,
    ]);
  });

  it('ends on max when the range is not a multiple of the step', () => {
    expect(amountChoices({ amountMin: 100, amountMax: 350, amountStep: 100 })).toEqual([
      100, 200, 300, 350,
    ]);
  });

  it('survives a bad step or range and never offers too many choices', () => {
    expect(amountChoices({ amountMin: 100, amountMax: 500, amountStep: 0 })).toEqual([100, 500]);
    expect(amountChoices({ amountMin: 100, amountMax: 100, amountStep: 10 })).toEqual([100]);
    const many = amountChoices({ amountMin: 0, amountMax: 1_000_000, amountStep: 1 });
    expect(many.length).toBeLessThanOrEqual(MAX_AMOUNT_CHOICES + 1);
    expect(many[0]).toBe(0);
    expect(many[many.length - 1]).toBe(1_000_000);
  });
});

describe('choices', () => {
  it('accepts only offered amounts and periods', () => {
    expect(isOfferedAmount(daily, 1_500_000)).toBe(true);
    expect(isOfferedAmount(daily, 1_500_001)).toBe(false);
    expect(isOfferedAmount(daily, 5_500_000)).toBe(false);
    expect(isOfferedPeriod(daily, 120)).toBe(true);
    expect(isOfferedPeriod(daily, 100)).toBe(false);
  });
});

describe('basisPoints and splitEvenly', () => {
  it('rounds half up exactly', () => {
    expect(basisPoints(10_000, 5)).toBe(5);
    expect(basisPoints(1_000, 5)).toBe(1); // 0.5 → 1
    expect(basisPoints(999, 5)).toBe(0); // 0.4995 → 0
    expect(basisPoints(8_000_000 * 365, 8)).toBe(2_336_000);
  });

  it('puts the remainder on the last part', () => {
    expect(splitEvenly(100, 3)).toEqual([33, 33, 34]);
    expect(splitEvenly(7, 1)).toEqual([7]);
    expect(splitEvenly(2, 3)).toEqual([0, 0, 2]);
  });
});

describe('quoteLoan', () => {
  it('quotes a day product as one repayment at the end of the term', () => {
    const q = quoteLoan(daily, 5_000_000, 91, start);
    expect(q.fee).toBe(150_000); // 3 %
    expect(q.interest).toBe(227_500); // 5 000 000 × 0.05 % × 91
    expect(q.received).toBe(4_850_000);
    expect(q.totalRepay).toBe(5_227_500);
    expect(q.termDays).toBe(91);
    expect(q.plan).toEqual([
      {
        periodNo: 1,
        dueAt: new Date(start.getTime() + 91 * DAY),
        principal: 5_000_000,
        interest: 227_500,
        fee: 0,
        total: 5_227_500,
      },
    ]);
  });

  it('quotes a month product in monthly instalments 30 days apart', () => {
    const q = quoteLoan(monthly, 1_000_000, 3, start);
    expect(q.termDays).toBe(90);
    expect(q.interest).toBe(36_000); // 1 000 000 × 0.04 % × 90
    expect(q.plan.map((p) => (p.dueAt.getTime() - start.getTime()) / DAY)).toEqual([30, 60, 90]);
    expect(q.plan.map((p) => p.principal)).toEqual([333_333, 333_333, 333_334]);
    expect(q.plan.map((p) => p.interest)).toEqual([12_000, 12_000, 12_000]);
  });

  it.each([
    [1_000_000, 3],
    [7_000_000, 6],
    [8_000_000, 12],
    [1_000_001, 12],
  ])('plan periods add up exactly (%i over %i months)', (amount, periods) => {
    const q = quoteLoan(monthly, amount, periods, start);
    const sum = (f: (p: (typeof q.plan)[number]) => number) => q.plan.reduce((s, p) => s + f(p), 0);
    expect(q.plan).toHaveLength(periods);
    expect(sum((p) => p.principal)).toBe(amount);
    expect(sum((p) => p.interest)).toBe(q.interest);
    expect(sum((p) => p.total)).toBe(q.totalRepay);
    for (const p of q.plan) {
      expect(Number.isInteger(p.total)).toBe(true);
      expect(p.total).toBe(p.principal + p.interest + p.fee);
    }
    // Only the last period carries the remainder.
    const first = q.plan[0]!;
    for (const p of q.plan.slice(0, -1)) expect(p.total).toBe(first.total);
  });
});

describe('rupiah schedules', () => {
  // Indonesia pays whole rupiah: the unit is 100 sen.
  const rupiah: LoanTerms = {
    ...monthly,
    amountMin: 1_000_000_00,
    amountMax: 10_360_000_00,
    amountStep: 10_000_00,
    unit: 100,
    dailyRateBps: 7,
    feeBps: 333,
  };

  it('rounds fee, interest and every instalment to whole rupiah; the remainder goes last', () => {
    for (const amount of [1_000_000_00, 3_330_000_00, 10_360_000_00]) {
      for (const periods of [3, 6, 12]) {
        const q = quoteLoan({ ...rupiah, periodChoices: [periods] }, amount, periods, start);
        expect(q.fee % 100).toBe(0);
        expect(q.interest % 100).toBe(0);
        for (const p of q.plan) {
          expect(p.principal % 100).toBe(0);
          expect(p.interest % 100).toBe(0);
        }
        const sum = q.plan.reduce((s, p) => s + p.total, 0);
        expect(sum).toBe(q.totalRepay);
        expect(q.plan.reduce((s, p) => s + p.principal, 0)).toBe(amount);
        const [first] = q.plan;
        for (const p of q.plan.slice(0, -1)) expect(p.total).toBe(first!.total);
        expect(q.plan.at(-1)!.total).toBeGreaterThanOrEqual(first!.total);
      }
    }
  });

  it('splits 10,360,000 into 3 as 3,453,333 + 3,453,333 + 3,453,334 rupiah', () => {
    expect(splitEvenly(10_360_000_00, 3, 100)).toEqual([3_453_333_00, 3_453_333_00, 3_453_334_00]);
  });

  it('rounds basis points half up to the unit', () => {
    expect(basisPoints(1_000_000_00, 333, 100)).toBe(33_300_00);
    expect(basisPoints(1_234_50, 500, 100)).toBe(62_00); // 6,172.5 sen → 61.725 rupiah → 62
  });
});
