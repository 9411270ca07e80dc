import { describe, expect, it } from 'vitest';
import { termText } from './order-copy.ts';

describe('termText', () => {
  it('names the unit in the language', () => {
    expect(termText('en', 'day', 91)).toBe('91 days');
    expect(termText('en', 'month', 1)).toBe('1 month');
    expect(termText('id', 'month', 3)).toBe('3 bulan');
    expect(termText('id', 'day', 120)).toBe('120 hari');
    expect(termText('zh', 'day', 91)).toBe('91 天');
    expect(termText('zh', 'month', 3)).toBe('3 个月');
  });
});
