import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone-mask.ts';

describe('maskPhone', () => {
  it('keeps the country code and the last four digits, in one shape per market', () => {
    expect(maskPhone('IN', '+919876544321')).toBe('+91 ••••• •4321');
    expect(maskPhone('ID', '+6281234564321')).toBe('+62 •••• •••• 4321');
    expect(maskPhone('ID', '+62812344321')).toBe('+62 •••• •••• 4321');
  });
});
