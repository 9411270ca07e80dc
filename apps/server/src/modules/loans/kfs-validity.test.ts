import { describe, expect, it } from 'vitest';
import { kfsBinds, kfsValidUntil } from './kfs-validity.ts';

describe('kfsValidUntil', () => {
  it('counts working days after the issue day and ends at midnight, market time (India)', () => {
    // Wednesday 2 Dec 2026, 10:00 in Kolkata: Thu, Fri, Mon are the 3 working days.
    const until = kfsValidUntil('IN', new Date('2026-12-02T04:30:00Z'), 3);
    // Midnight after Monday 7 Dec in Kolkata (UTC+05:30).
    expect(until.toISOString()).toBe('2026-12-07T18:30:00.000Z');
  });

  it('skips a weekend and counts from the market day, not the UTC day (Indonesia)', () => {
    // Friday 4 Dec 2026, 23:30 in Jakarta (16:30 UTC): Mon is the 1 working day.
    const until = kfsValidUntil('ID', new Date('2026-12-04T16:30:00Z'), 1);
    expect(until.toISOString()).toBe('2026-12-07T17:00:00.000Z');
    // 17:30 UTC is already Saturday in Jakarta: still Monday.
    expect(kfsValidUntil('ID', new Date('2026-12-04T17:30:00Z'), 1).toISOString()).toBe(
      '2026-12-07T17:00:00.000Z',
    );
  });

  it("a market's public holiday is not counted: the borrower keeps three working days", () => {
    // As the first test, with Friday 4 Dec a holiday in India only: Thu, Mon, Tue.
    const holidays = { IN: ['2026-12-04'], ID: [] };
    const until = kfsValidUntil('IN', new Date('2026-12-02T04:30:00Z'), 3, holidays);
    expect(until.toISOString()).toBe('2026-12-08T18:30:00.000Z');
    // The other market's holiday changes nothing.
    expect(kfsValidUntil('ID', new Date('2026-12-02T03:00:00Z'), 3, holidays).toISOString()).toBe(
      '2026-12-07T17:00:00.000Z',
    );
  });

  it('issued on a Saturday, the first working day is Monday', () => {
    const until = kfsValidUntil('IN', new Date('2026-12-05T06:00:00Z'), 2);
    expect(until.toISOString()).toBe('2026-12-08T18:30:00.000Z');
  });
});

describe('kfsBinds', () => {
  const until = '2026-12-07T18:30:00.000Z';
  it('binds at its last second and not at the first second after', () => {
    expect(kfsBinds(until, new Date('2026-12-07T18:29:59.999Z'))).toBe(true);
    expect(kfsBinds(until, new Date('2026-12-07T18:30:00.000Z'))).toBe(false);
  });
});
