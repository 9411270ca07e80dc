import { describe, expect, it } from 'vitest';
import { lastFour, maskCardNo } from './card-mask.ts';

describe('maskCardNo', () => {
  it('shows only the last four digits', () => {
    expect(maskCardNo('4111 1111 1111 1234')).toBe('•••• 1234');
    expect(maskCardNo('5500-0000-0000-0004')).toBe('•••• 0004');
    expect(maskCardNo('4821')).toBe('•••• 4821');
  });

  it('never lets more than four digits through', () => {
    const masked = maskCardNo('4111111111111234');
    expect(masked.replace(/\D/g, '')).toBe('1234');
  });

  it('refuses numbers that are too short to mask', () => {
    expect(() => lastFour('12')).toThrow(RangeError);
    expect(() => lastFour('ab-c')).toThrow(RangeError);
  });
});
