import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date.ts';

describe('formatDateTime', () => {
  it('formats as yyyy-MM-dd HH:mm:ss in local time', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 7, 8, 9))).toBe('2024-01-05 07:08:09');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59, 59))).toBe('2025-12-31 23:59:59');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    const date = new Date(2024, 5, 1, 12, 0, 0);
    expect(formatDateTime(date.toISOString())).toBe('2024-06-01 12:00:00');
    expect(formatDateTime(date.getTime())).toBe('2024-06-01 12:00:00');
  });

  it('returns text that is not a date unchanged', () => {
    expect(formatDateTime('tomorrow')).toBe('tomorrow');
  });
});
