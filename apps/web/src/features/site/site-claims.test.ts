import { describe, expect, it } from 'vitest';
import { siteClaims } from './site-claims.ts';

describe('siteClaims', () => {
  it('gives India its rupee figures and a monthly income', () => {
    expect(siteClaims('IN')).toEqual({
      min: '₹2,000',
      max: '₹80,000',
      income: '₹12,000',
      incomePer: 'month',
    });
  });

  it('gives Indonesia its rupiah figures and a yearly income', () => {
    expect(siteClaims('ID')).toEqual({
      min: 'Rp 1.000.000',
      max: 'Rp 15.000.000',
      income: 'Rp 5.000.000',
      incomePer: 'year',
    });
  });
});
