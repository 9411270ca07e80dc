import { describe, expect, it } from 'vitest';
import { parseId } from './page-params.ts';

describe('parseId', () => {
  it('reads positive whole numbers only', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeUndefined();
    expect(parseId('-3')).toBeUndefined();
    expect(parseId('1.5')).toBeUndefined();
    expect(parseId('abc')).toBeUndefined();
    expect(parseId(null)).toBeUndefined();
    expect(parseId('')).toBeUndefined();
  });
});
