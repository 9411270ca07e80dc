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
import { sql } from 'kysely';
import { registry } from '../src/kernel/metrics.ts';
import { dialectUnderTest, useTestApp } from './helpers/test-app.ts';

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

/** What the sync-failure counter says now, by what was refused. */
async function syncFailures(refused: 'batch' | 'key'): Promise<number> {
  const metric = await registry.getSingleMetric('tenor_rate_window_sync_failures_total')?.get();
  return metric?.values.find((v) => v.labels.refused === refused)?.value ?? 0;
}

/** Waits until `done` holds, asking every 20 ms for at most 10 s. */
async function until(done: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 500 && !(await done()); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(await done()).toBe(true);
}

/** Two instances' counters on the test's database; closed after `run`. */
async function twoCounters(
  run: (a: WindowCounter, b: WindowCounter, errors: unknown[]) => Promise<void>,
): Promise<void> {
  const errors: unknown[] = [];
  const a = sharedWindows(t.db, { syncEveryMs: 20, onError: (err) => errors.push(err) });
  const b = sharedWindows(t.db, { syncEveryMs: 20, onError: (err) => errors.push(err) });
  try {
    await run(a, b, errors);
  } finally {
    await a.close();
    await b.close();
  }
}

const count = async (c: WindowCounter, key: string, nowMs = at) =>
  (await c.hit(key, MINUTE, nowMs)).count;

describe('keys no request can make unstorable (decision 036)', () => {
  const junk = {
    nul: 'webhook:\u0000',
    controls: 'webhook:\u0001\u001b[2J\u007f',
    long: `webhook:${'x'.repeat(20_000)}`,
    loneHigh: 'webhook:\ud800',
    loneLow: 'webhook:\udc00',
  };

  it('share each of them between instances, apart from one another', async () => {
    await twoCounters(async (a, b, errors) => {
      for (const key of Object.values(junk)) {
        expect(await count(a, key)).toBe(1);
        expect(await count(a, key)).toBe(2);
      }
      await settle();
      // B finds A's two of each key, and no key's hits in another's count.
      for (const key of Object.values(junk)) expect(await count(b, key)).toBe(3);
      await settle();
      expect(await count(a, 'borrower:70')).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  it('keep sharing when the database refuses one key: the others are sent, the failure counted', async () => {
    // A row the database refuses whatever its text: a trigger stands for any such fault.
    if (dialectUnderTest === 'postgres') {
      await sql`create function refuse_poison() returns trigger language plpgsql as $$
        begin
          if new.key like '%poison%' then raise exception 'poisoned key'; end if;
          return new;
        end $$`.execute(t.db);
      await sql`create trigger refuse_poison before insert on rate_windows
        for each row execute function refuse_poison()`.execute(t.db);
    } else {
      await sql`create trigger refuse_poison before insert on rate_windows
        when new.key like '%poison%' begin select raise(abort, 'poisoned key'); end`.execute(t.db);
    }
    const [batchesBefore, keysBefore] = [await syncFailures('batch'), await syncFailures('key')];
    try {
      await twoCounters(async (a, b, errors) => {
        // Three keys A has seen before the poisoned one arrives in the same batch.
        for (const key of ['borrower:81', 'borrower:82', 'borrower:83']) {
          expect(await count(a, key)).toBe(1);
        }
        // The poisoned key's own first sync is refused; it is answered from A's own count.
        expect(await count(a, 'poison')).toBe(1);
        for (const key of ['borrower:81', 'borrower:82', 'borrower:83', 'poison']) {
          expect(await count(a, key)).toBe(2);
        }
        // Every other key's hits reach the database, and the poisoned key is found alone.
        await until(async () => {
          const rows = await t.db
            .selectFrom('rate_windows')
            .select('hits')
            .where(
              'key',
              'in',
              [81, 82, 83].map((n) => `${MINUTE}:borrower:${n}`),
            )
            .where('hits', '=', 2)
            .execute();
          return rows.length === 3 && (await syncFailures('key')) === keysBefore + 1;
        });
        for (const key of ['borrower:81', 'borrower:82', 'borrower:83']) {
          expect(await count(b, key)).toBe(3);
        }
        // And A goes on sharing: B's hits are in A's count after its next syncs.
        await settle();
        await settle();
        expect(await count(a, 'borrower:81')).toBe(4);
        // The poisoned key goes on counting on A alone, for its window.
        expect(await count(a, 'poison')).toBe(3);
        expect(errors.length).toBeGreaterThan(0);
      });
      expect(await syncFailures('batch')).toBeGreaterThan(batchesBefore);
      expect(await syncFailures('key')).toBe(keysBefore + 1);
    } finally {
      await sql`drop trigger refuse_poison${sql.raw(dialectUnderTest === 'postgres' ? ' on rate_windows' : '')}`.execute(
        t.db,
      );
    }
  });
});
