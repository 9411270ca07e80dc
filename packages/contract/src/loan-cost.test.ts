import { describe, expect, it } from 'vitest';
import { annualPercentageRate, dailyIrr, planCashFlows, totalRepayable } from './loan-cost.ts';

describe('totalRepayable', () => {
  it('adds up the plan', () => {
    expect(totalRepayable([])).toBe(0);
    expect(
      totalRepayable([{ amount: 2_762_666 }, { amount: 2_762_666 }, { amount: 2_762_668 }]),
    ).toBe(8_288_000);
  });
});

describe('annualPercentageRate', () => {
  it('one payment: 10 % after a year is 365 × the daily rate that grows 1 to 1.1', () => {
    const apr = annualPercentageRate(100_00, [{ days: 365, amount: 110_00 }]);
    expect(apr).toBeCloseTo(365 * (1.1 ** (1 / 365) - 1), 10);
    expect(apr).toBeCloseTo(0.09532, 5);
  });

  it('a loan repaid at cost has an APR of zero', () => {
    expect(annualPercentageRate(1_000_00, [{ days: 30, amount: 1_000_00 }])).toBeCloseTo(0, 10);
  });

  it('twelve 30-day instalments at 1 % per period: 365 × ((1.01)^(1/30) − 1)', () => {
    const received = 100_000;
    const payment = (received * 0.01) / (1 - 1.01 ** -12); // 8,884.88 annuity
    const flows = Array.from({ length: 12 }, (_, i) => ({ days: 30 * (i + 1), amount: payment }));
    expect(annualPercentageRate(received, flows)).toBeCloseTo(365 * (1.01 ** (1 / 30) - 1), 9);
    expect(annualPercentageRate(received, flows)).toBeCloseTo(0.12108, 5);
  });

  it('counts the upfront fee: the demo RupeeFlow loan (₹50,000, ₹1,500 fee, 91 days)', () => {
    // Received ₹48,500; repays ₹50,000 + 0.05 %/day × 91 days = ₹52,275 on day 91.
    const apr = annualPercentageRate(4_850_000, [{ days: 91, amount: 5_227_500 }]);
    expect(apr).toBeCloseTo(365 * ((5_227_500 / 4_850_000) ** (1 / 91) - 1), 10);
    expect(apr).toBeCloseTo(0.30077, 4);
    // Far above the flat 0.05 %/day (18.25 % a year) because the fee is paid on day 0.
    expect(apr!).toBeGreaterThan(0.1825);
  });

  it('has no answer for flows that make no loan', () => {
    expect(annualPercentageRate(0, [{ days: 30, amount: 100 }])).toBeUndefined();
    expect(annualPercentageRate(100, [])).toBeUndefined();
    expect(annualPercentageRate(100, [{ days: 0, amount: 110 }])).toBeUndefined();
    expect(dailyIrr(100, [{ days: 30, amount: 0 }])).toBeUndefined();
  });
});

describe('planCashFlows', () => {
  const today = '2026-11-21';

  it('counts days from today to each due date', () => {
    expect(
      planCashFlows(
        [
          { amount: 10, dueOn: '2026-12-21' },
          { amount: 20, dueOn: '2027-01-20' },
        ],
        today,
        { termUnit: 'month', periods: 2 },
      ),
    ).toEqual([
      { days: 30, amount: 10 },
      { days: 60, amount: 20 },
    ]);
  });

  it('falls back to the product schedule when a date cannot be used', () => {
    expect(
      planCashFlows([{ amount: 10, dueOn: 'soon' }], today, { termUnit: 'day', periods: 91 }),
    ).toEqual([{ days: 91, amount: 10 }]);
    expect(
      planCashFlows(
        [
          { amount: 10, dueOn: '2026-11-01' },
          { amount: 10, dueOn: '' },
        ],
        today,
        { termUnit: 'month', periods: 2 },
      ),
    ).toEqual([
      { days: 30, amount: 10 },
      { days: 60, amount: 10 },
    ]);
  });
});
