/**
 * Counts shared by every instance (decision 026): two counters on one database — two server
 * instances — see each other's hits after a sync, so N instances allow what one does.
 */
import { describe, expect, it } from 'vitest';
import {
  localWindows,
  sharedWindows,
  type WindowCounter,
  type WindowHits,
} from '../src/http/shared-windows.ts';
import { useTestApp } from './helpers/test-app.ts';

const MINUTE = 60_000;
const at = 1_800_000_000_000 - (1_800_000_000_000 % MINUTE);
const settle = () => new Promise((resolve) => setTimeout(resolve, 120));

const t = useTestApp();

describe('window counters', () => {
  it('count one process’s hits per key and window in memory', () => {
    const counter = localWindows();
    const count = (key: string, nowMs: number) =>
      (counter.hit(key, MINUTE, nowMs) as WindowHits).count;
    expect(count('a', at)).toBe(1);
    expect(count('a', at + 5)).toBe(2);
    expect(count('b', at + 5)).toBe(1);
    expect(counter.hit('a', MINUTE, at + MINUTE)).toEqual({ count: 1, resetMs: at + 2 * MINUTE });
  });

  it('add every instance’s hits through the database', async () => {
    const a = sharedWindows(t.db, { syncEveryMs: 20 });
    const b = sharedWindows(t.db, { syncEveryMs: 20 });
    try {
      const count = async (c: WindowCounter, key: string, nowMs = at) =>
        (await c.hit(key, MINUTE, nowMs)).count;
      // A's first hit asks the database; the next four are answered at once.
      expect(await count(a, 'borrower:7')).toBe(1);
      for (let i = 2; i <= 5; i++)
        expect(a.hit('borrower:7', MINUTE, at)).toEqual({
          count: i,
          resetMs: at + MINUTE,
        });
      await settle();
      // B's first hit finds A's five in the database.
      expect(await count(b, 'borrower:7')).toBe(6);
      expect(await count(b, 'borrower:7')).toBe(7);
      await settle();
      // After a sync A knows B's two.
      expect(await count(a, 'borrower:7')).toBe(8);
      // Another key and the next window start afresh.
      expect(await count(b, 'borrower:8')).toBe(1);
      expect(await count(a, 'borrower:7', at + MINUTE)).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
    const row = await t.db
      .selectFrom('rate_windows')
      .select('hits')
      .where('key', '=', `${MINUTE}:borrower:7`)
      .where('window_start', '=', at / MINUTE)
      .executeTakeFirstOrThrow();
    expect(Number(row.hits)).toBe(8);
  });
});
