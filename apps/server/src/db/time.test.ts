import { describe, expect, it } from 'vitest';
import { nowIso, utcMidnightIso } from './time.ts';

const byDateParts = (ms: number) => {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate())).toISOString();
};

describe('utcMidnightIso', () => {
  it('is the start of the UTC day, on both sides of midnight', () => {
    const midnight = Date.parse('2026-11-26T00:00:00.000Z');
    expect(utcMidnightIso(midnight - 1)).toBe('2026-11-25T00:00:00.000Z');
    expect(utcMidnightIso(midnight)).toBe('2026-11-26T00:00:00.000Z');
    expect(utcMidnightIso(midnight + 86_399_999)).toBe('2026-11-26T00:00:00.000Z');
    expect(utcMidnightIso(midnight + 86_400_000)).toBe('2026-11-27T00:00:00.000Z');
    // A clock set back is answered too, not the day kept from before.
    expect(utcMidnightIso(midnight - 1)).toBe('2026-11-25T00:00:00.000Z');
  });

  it('agrees with the calendar for instants from 1900 to 2100', () => {
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const from = Date.UTC(1900, 0, 1);
    const span = Date.UTC(2100, 0, 1) - from;
    for (let i = 0; i < 2_000; i += 1) {
      const ms = Math.floor(from + next() * span);
      expect(utcMidnightIso(ms)).toBe(byDateParts(ms));
    }
  });
});

describe('nowIso', () => {
  it('writes what toISOString writes, at every millisecond of a second and across seconds', () => {
    const start = Date.parse('2026-11-26T23:59:58.000Z');
    for (let ms = start; ms < start + 3_000; ms += 1) {
      expect(nowIso(ms)).toBe(new Date(ms).toISOString());
    }
    // A clock set back is answered too, not the second kept from before.
    expect(nowIso(start - 1)).toBe('2026-11-26T23:59:57.999Z');
  });

  it('agrees with toISOString for instants from 1970 to 2100', () => {
    let seed = 11;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const span = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 2_000; i += 1) {
      const ms = Math.floor(next() * span);
      expect(nowIso(ms)).toBe(new Date(ms).toISOString());
    }
  });

  it('is now when not told otherwise', () => {
    const before = Date.now();
    const at = Date.parse(nowIso());
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
