import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent.ts';

describe('formatPercent', () => {
  it('shows two decimals in the market notation', () => {
    expect(formatPercent(0.30077, 'INR')).toBe('30.08%');
    expect(formatPercent(0.30077, 'IDR')).toBe('30,08%');
    expect(formatPercent(0, 'INR')).toBe('0.00%');
  });

  it('groups large rates', () => {
    expect(formatPercent(12.5, 'INR')).toBe('1,250.00%');
    expect(formatPercent(12.5, 'IDR')).toBe('1.250,00%');
  });
});
