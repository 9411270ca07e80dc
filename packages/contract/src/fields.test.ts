import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { INT32_MAX, bit, int, money, positiveId, requiredText } from './fields.ts';

describe('field helpers', () => {
  it('accepts numbers and decimal strings as whole numbers', () => {
    expect(int().parse(12)).toBe(12);
    expect(int().parse('12')).toBe(12);
    expect(int().parse('-3')).toBe(-3);
  });

  it('rejects fractions, words and empty strings', () => {
    for (const bad of [1.5, '1.5', 'abc', '', ' 1', null, undefined]) {
      expect(int().safeParse(bad).success).toBe(false);
    }
  });

  it('keeps ids and counts within 32 bits, and money wider', () => {
    expect(int().parse(INT32_MAX)).toBe(INT32_MAX);
    expect(int().safeParse(INT32_MAX + 1).success).toBe(false);
    expect(positiveId().safeParse('3000000000').success).toBe(false);
    expect(int().safeParse(-INT32_MAX - 2).success).toBe(false);
    expect(money().parse('500000000000')).toBe(500_000_000_000);
  });

  it('positive ids and money reject what cannot be', () => {
    expect(positiveId().safeParse(0).success).toBe(false);
    expect(positiveId().safeParse('7').success).toBe(true);
    expect(money().safeParse(-1).success).toBe(false);
    expect(money().parse('150000000')).toBe(150000000);
  });

  it('bit accepts only 0 and 1', () => {
    expect(bit().parse('1')).toBe(1);
    expect(bit().safeParse(2).success).toBe(false);
  });

  it('required text trims and demands content', () => {
    const schema = z.object({ name: requiredText(5) });
    expect(schema.safeParse({ name: '   ' }).success).toBe(false);
    expect(schema.safeParse({ name: 'toolong' }).success).toBe(false);
    expect(schema.parse({ name: ' ab ' }).name).toBe('ab');
  });
});
