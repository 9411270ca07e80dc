import { describe, expect, it } from 'vitest';
import { ACCOUNT_TTL_MS, accountExpiry } from './account-numbers.ts';

describe('accountExpiry', () => {
  const now = new Date('2025-10-14T10:00:00.000Z'); // 17:00 in Jakarta

  it('is a day away for an order that is not overdue', () => {
    expect(accountExpiry('ID', false, now).getTime()).toBe(now.getTime() + ACCOUNT_TTL_MS);
  });

  it('ends with the market day for an overdue order, whose charge may grow tomorrow', () => {
    expect(accountExpiry('ID', true, now).toISOString()).toBe('2025-10-14T17:00:00.000Z');
    expect(accountExpiry('IN', true, now).toISOString()).toBe('2025-10-14T18:30:00.000Z');
  });
});
