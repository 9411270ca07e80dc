import { describe, expect, it } from 'vitest';
import type { LoanTerms } from '../../domain/products/loan-terms.ts';
import { openingChoice } from './opening-choice.ts';

/** ₹5,000 to ₹50,000 in steps of ₹5,000 (paise), 91/120/180 days. */
const terms: LoanTerms = {
  amountMin: 500_000,
  amountMax: 5_000_000,
  amountStep: 500_000,
  termUnit: 'day',
  periodChoices: [120, 91, 180],
  dailyRateBps: 5,
  feeBps: 300,
  unit: 1,
};

describe('openingChoice', () => {
  it('opens at the lowest amount and the shortest term for a borrower who never asked', () => {
    expect(openingChoice(terms, undefined)).toEqual({ amount: 500_000, periods: 91 });
  });

  it('opens at the amount last asked for when the product offers it', () => {
    expect(openingChoice(terms, 2_000_000).amount).toBe(2_000_000);
  });

  it('takes the highest offered amount below one the product does not offer', () => {
    expect(openingChoice(terms, 1_234_500).amount).toBe(1_000_000);
    expect(openingChoice(terms, 100_000).amount).toBe(500_000);
  });

  it('never opens at the highest amount, however much was asked for last', () => {
    expect(openingChoice(terms, 5_000_000).amount).toBe(4_500_000);
    expect(openingChoice(terms, 90_000_000).amount).toBe(4_500_000);
  });

  it('opens at the only amount of a product that has one', () => {
    const single = { ...terms, amountMin: 1_000_000, amountMax: 1_000_000 };
    expect(openingChoice(single, 5_000_000).amount).toBe(1_000_000);
  });
});
