import { describe, expect, it } from 'vitest';
import { ACCOUNT_TTL_MS, accountExpiry, endOfMarketDay, paymentDeadline } from './deadline.ts';

const DAY = 86_400_000;

describe('endOfMarketDay', () => {
  it('is the last second of the market day (Jakarta UTC+7, Kolkata UTC+5:30)', () => {
    // 12:00 UTC is 19:00 in Jakarta and 17:30 in Kolkata, both on 15 June.
    const noon = new Date('2025-06-15T12:00:00.000Z');
    expect(endOfMarketDay('ID', noon).toISOString()).toBe('2025-06-15T16:59:59.000Z');
    expect(endOfMarketDay('IN', noon).toISOString()).toBe('2025-06-15T18:29:59.000Z');
    // 20:00 UTC is already 16 June in Jakarta.
    expect(endOfMarketDay('ID', new Date('2025-06-15T20:00:00.000Z')).toISOString()).toBe(
      '2025-06-16T16:59:59.000Z',
    );
  });
});

describe('paymentDeadline', () => {
  const now = new Date('2025-06-15T12:00:00.000Z');
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

  it('is the end of the due day, or of today once overdue', () => {
    expect(paymentDeadline('ID', at(2), now).toISOString()).toBe('2025-06-17T16:59:59.000Z');
    expect(paymentDeadline('ID', at(-5), now).toISOString()).toBe('2025-06-15T16:59:59.000Z');
  });
});

describe('accountExpiry', () => {
  const now = new Date('2025-10-14T10:00:00.000Z'); // 17:00 in Jakarta, 15:30 in Kolkata
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

  it('is a day away for a repayment due later', () => {
    expect(accountExpiry('ID', 'repay', at(10), now).getTime()).toBe(
      now.getTime() + ACCOUNT_TTL_MS,
    );
    expect(accountExpiry('ID', 'repay', undefined, now).getTime()).toBe(
      now.getTime() + ACCOUNT_TTL_MS,
    );
  });

  it('ends with the market day for a repayment due today or overdue (tomorrow costs more)', () => {
    for (const due of [at(0.1), at(-5)]) {
      expect(accountExpiry('ID', 'repay', due, now).toISOString()).toBe('2025-10-14T16:59:59.000Z');
      expect(accountExpiry('IN', 'repay', due, now).toISOString()).toBe('2025-10-14T18:29:59.000Z');
    }
  });

  it("is the extension's deadline for an extension fee, however far", () => {
    expect(accountExpiry('ID', 'extension', at(0.1), now).toISOString()).toBe(
      '2025-10-14T16:59:59.000Z',
    );
    expect(accountExpiry('IN', 'extension', at(10), now).toISOString()).toBe(
      '2025-10-24T18:29:59.000Z',
    );
  });
});
