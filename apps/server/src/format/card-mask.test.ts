import { MASKED_CARD } from '@tenor/contract/endpoints/repay';
import fc from 'fast-check';
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

describe('maskCardNo, for any card number in any layout', () => {
  const digit = fc.constantFrom(...'0123456789');
  const separator = fc.constantFrom('', ' ', '-', '  ', '\t', '.');
  // A card number of 12 to 19 digits, written with any separators between its digits.
  const written = fc
    .array(fc.tuple(digit, separator), { minLength: 12, maxLength: 19 })
    .map((parts) => ({
      digits: parts.map(([d]) => d).join(''),
      text: parts.map(([d, s]) => d + s).join(''),
    }));

  it('shows its last four digits and nothing else of it', () => {
    fc.assert(
      fc.property(written, ({ digits, text }) => {
        const masked = maskCardNo(text);
        expect(masked).toMatch(MASKED_CARD);
        expect(masked.replace(/\D/g, '')).toBe(digits.slice(-4));
        // Never the issuer's prefix or any five digits of the number in a row.
        for (let i = 0; i + 5 <= digits.length; i++) {
          expect(masked).not.toContain(digits.slice(i, i + 5));
        }
      }),
      { seed: 20261123, numRuns: 2000 },
    );
  });
});
