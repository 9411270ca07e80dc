import { describe, expect, it } from 'vitest';
import { dateText, dateTimeText, moneyText, percentText, termText } from './display-text.ts';

describe('moneyText', () => {
  it('formats rupees with lakh grouping and rupiah with dots, two decimals', () => {
    expect(moneyText('IN', 15_000_000)).toBe('₹1,50,000.00');
    expect(moneyText('IN', 5)).toBe('₹0.05');
    expect(moneyText('ID', 150_000_000)).toBe('Rp 1.500.000,00');
    expect(moneyText('ID', 0)).toBe('Rp 0,00');
    expect(moneyText('IN', -150_000)).toBe('-₹1,500.00');
  });
});

describe('dates in the market time zone', () => {
  const at = '2025-06-15T20:30:05.000Z';
  it('shows the local day (India +05:30, Indonesia +07:00)', () => {
    expect(dateText('IN', at)).toBe('2025-06-16');
    expect(dateTimeText('IN', at)).toBe('2025-06-16 02:00:05');
    expect(dateTimeText('ID', new Date(at))).toBe('2025-06-16 03:30:05');
    expect(dateText('ID', '2025-06-15T10:00:00.000Z')).toBe('2025-06-15');
  });
});

describe('percentText and termText', () => {
  it('uses the market decimal mark', () => {
    expect(percentText('IN', 5)).toBe('0.05%');
    expect(percentText('ID', 250)).toBe('2,50%');
  });

  it('names the unit in the language', () => {
    expect(termText('en', 'day', 91)).toBe('91 days');
    expect(termText('en', 'month', 1)).toBe('1 month');
    expect(termText('id', 'month', 3)).toBe('3 bulan');
    expect(termText('id', 'day', 120)).toBe('120 hari');
  });
});
