import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('formats rupees with lakh grouping and two decimals', () => {
    expect(formatMoney(15_000_000, 'INR')).toBe('₹1,50,000.00');
    expect(formatMoney(200_000, 'INR')).toBe('₹2,000.00');
    expect(formatMoney(8_000_000, 'INR')).toBe('₹80,000.00');
    expect(formatMoney(123_456_789_012, 'INR')).toBe('₹1,23,45,67,890.12');
    expect(formatMoney(99, 'INR')).toBe('₹0.99');
    expect(formatMoney(5, 'INR')).toBe('₹0.05');
  });

  it('formats rupiah with dots for thousands and a comma for decimals', () => {
    expect(formatMoney(150_000_000, 'IDR')).toBe('Rp 1.500.000,00');
    expect(formatMoney(1_500_000_000, 'IDR')).toBe('Rp 15.000.000,00');
    expect(formatMoney(123_456_789_012_345, 'IDR')).toBe('Rp 1.234.567.890.123,45');
    expect(formatMoney(1, 'IDR')).toBe('Rp 0,01');
  });

  it('uses a plain space after Rp, never a non-breaking one', () => {
    expect(formatMoney(100_000, 'IDR')).toBe('Rp 1.000,00');
    expect(formatMoney(100_000, 'IDR')).not.toMatch(/[\u00a0\u202f]/);
  });

  it('formats zero', () => {
    expect(formatMoney(0, 'INR')).toBe('₹0.00');
    expect(formatMoney(0, 'IDR')).toBe('Rp 0,00');
  });

  it('puts the sign before the symbol and survives bad input', () => {
    expect(formatMoney(-150_000, 'INR')).toBe('-₹1,500.00');
    expect(formatMoney(-150_000, 'IDR')).toBe('-Rp 1.500,00');
    expect(formatMoney(Number.NaN, 'IDR')).toBe('Rp 0,00');
  });
});
