import { describe, expect, it } from 'vitest';
import { daysLateOf, marketDayNumber, marketDayStartIso, nextMarketDay } from './market-day.ts';

describe('daysLateOf', () => {
  it('counts whole market days: 0 on the due date and before it, 1 from the next midnight', () => {
    // Due 18:00 in Jakarta on 14 Oct.
    const due = '2025-10-14T11:00:00.000Z';
    expect(daysLateOf('ID', due, new Date('2025-10-10T00:00:00.000Z'))).toBe(0);
    expect(daysLateOf('ID', due, new Date('2025-10-14T16:59:59.000Z'))).toBe(0); // 23:59:59
    expect(daysLateOf('ID', due, new Date('2025-10-14T17:00:00.000Z'))).toBe(1); // 00:00
    expect(daysLateOf('ID', new Date(due), new Date('2025-11-13T17:00:00.000Z'))).toBe(31);
  });

  it("uses each market's clock", () => {
    const due = '2025-10-14T18:00:00.000Z'; // 23:30 on 14 Oct in India, 01:00 on 15 Oct in Jakarta
    const now = new Date('2025-10-15T04:00:00.000Z');
    expect(daysLateOf('IN', due, now)).toBe(1);
    expect(daysLateOf('ID', due, now)).toBe(0);
  });
});

describe('nextMarketDay', () => {
  it("is the market's next midnight", () => {
    const now = new Date('2025-10-14T16:59:59.250Z'); // 23:59:59 in Jakarta, 22:29:59 in India
    expect(nextMarketDay('ID', now).toISOString()).toBe('2025-10-14T17:00:00.000Z');
    expect(nextMarketDay('IN', now).toISOString()).toBe('2025-10-14T18:30:00.000Z');
    const midnight = new Date('2025-10-14T17:00:00.000Z');
    expect(nextMarketDay('ID', midnight).toISOString()).toBe('2025-10-15T17:00:00.000Z');
  });
});

describe('marketDayNumber', () => {
  it('moves at each market’s midnight to the millisecond, asked in any order', () => {
    const at = (iso: string) => new Date(iso);
    const before = marketDayNumber('ID', at('2025-10-14T16:59:59.999Z'));
    expect(marketDayNumber('ID', at('2025-10-14T17:00:00.000Z'))).toBe(before + 1);
    expect(marketDayNumber('ID', at('2025-10-14T16:59:00.000Z'))).toBe(before);
    expect(marketDayNumber('IN', at('2025-10-14T18:29:59.999Z'))).toBe(before);
    expect(marketDayNumber('IN', at('2025-10-14T18:30:00.000Z'))).toBe(before + 1);
    expect(marketDayNumber('ID', at('2025-10-14T18:29:59.999Z'))).toBe(before + 1);
  });
});

describe('marketDayStartIso', () => {
  it("is the market's last midnight, in UTC", () => {
    const now = Date.parse('2025-10-14T16:59:00Z');
    expect(marketDayStartIso('ID', now)).toBe('2025-10-13T17:00:00.000Z');
    expect(marketDayStartIso('ID', now + 60_000)).toBe('2025-10-14T17:00:00.000Z');
    expect(marketDayStartIso('IN', now)).toBe('2025-10-13T18:30:00.000Z');
  });
});
