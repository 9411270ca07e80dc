import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.ts';
import type { MaybePromise } from '../kernel/maybe-promise.ts';
import { rateWindowSyncFailures } from './metrics.ts';
import { storedKey } from '../kernel/stored-key.ts';

/** Hits of one key in the fixed window that holds now. */
export interface WindowHits {
  /** Hits so far, this one included. */
  count: number;
  /** When the window ends (epoch milliseconds). */
  resetMs: number;
}

/**
 * Counts hits per key in fixed windows (a minute for the API limit and the render budget).
 * On the embedded database one process serves everything and counts in memory; on PostgreSQL
 * every instance counts into the `rate_windows` table, so N instances allow what one does.
 */
export interface WindowCounter {
  /** At once from what is known; the first hit of a key in a window may ask the database. */
  hit(key: string, windowMs: number, nowMs?: number): MaybePromise<WindowHits>;
  /** Sends what is not yet shared and stops (shutdown). */
  close(): Promise<void>;
}

/** Keys remembered at once; the least recently hit is dropped beyond this. */
const MAX_KEYS = 20_000;

interface Entry {
  /** The key as the database holds it: `${windowMs}:${key}`. */
  key: string;
  windowMs: number;
  window: number;
  /** Every instance's hits as the database last answered, this instance's sent ones included. */
  shared: number;
  /** This instance's hits not yet sent. */
  pending: number;
  /** The first hit's own sync while it is on its way (shared counts only). */
  first?: Promise<void>;
  /** The database refused this key alone: counted by this instance only, for its window. */
  unshared?: true;
}

/** Entries by `${window}:${windowMs}:${key}`. */
type Entries = LRUCache<string, Entry>;

const windowOf = (windowMs: number, nowMs: number) => Math.floor(nowMs / windowMs);

/**
 * The key's entry for the window that holds now. Entries are kept per window, so hits of a
 * window that has just ended are still sent at the next sync. The key is taken in its stored
 * form (kernel/stored-key.ts), whoever made it.
 */
function entryOf(entries: Entries, given: string, windowMs: number, nowMs: number): Entry {
  const key = storedKey(given);
  const window = windowOf(windowMs, nowMs);
  const id = `${window}:${windowMs}:${key}`;
  let entry = entries.get(id);
  if (entry === undefined) {
    entry = { key: `${windowMs}:${key}`, windowMs, window, shared: 0, pending: 0 };
    entries.set(id, entry);
  }
  return entry;
}

/** One process's counts, kept in memory. */
export function localWindows(max = MAX_KEYS): WindowCounter {
  const entries: Entries = new LRUCache({ max });
  return {
    hit(key, windowMs, nowMs = Date.now()) {
      const entry = entryOf(entries, key, windowMs, nowMs);
      entry.pending += 1;
      return { count: entry.pending, resetMs: (entry.window + 1) * windowMs };
    },
    close: async () => undefined,
  };
}

export interface SharedWindowsOptions {
  /** How often hits are sent and every instance's sums read back. */
  syncEveryMs?: number;
  /** Told of every refused sync (the app logs it at error): the hits are kept and sent again. */
  onError?: (err: unknown) => void;
  max?: number;
}

/**
 * Counts shared through the database. The first hit of a key in a window on this instance
 * adds itself there and is answered with every instance's total; later hits are answered at
 * once from what this instance knows — the total the database gave at the last sync plus its
 * own hits since — and are sent in one statement every `syncEveryMs` (250 ms), which answers
 * the new total of every key of an open window. So a request waits on the database at most
 * once a key and window, and N instances together may pass a limit by at most what the others
 * let through in one sync interval (docs/operations.md).
 *
 * A refused sync is counted (`tenor_rate_window_sync_failures_total`), told to `onError`, and
 * never silently ends sharing: its hits stay pending and go again with the next sync; and when
 * the database still answers, the batch is sent again by halves, so a key it refuses on its own
 * is counted by this instance alone for the rest of its window while every other key is shared
 * at once (decision 036).
 */
export function sharedWindows(db: Db, options: SharedWindowsOptions = {}): WindowCounter {
  const { syncEveryMs = 250, onError = () => undefined, max = MAX_KEYS } = options;
  const entries: Entries = new LRUCache({ max });
  let lastSweepMs = 0;

  /** Adds the entries' pending hits in one statement and keeps every key's new total. */
  async function send(due: Entry[]): Promise<void> {
    const sent = new Map(due.map((e) => [`${e.window}:${e.key}`, e.pending]));
    const sums = await db
      .insertInto('rate_windows')
      .values(
        due.map((e) => ({
          key: e.key,
          window_start: e.window,
          hits: e.pending,
          expires_ms: (e.window + 1) * e.windowMs,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['key', 'window_start']).doUpdateSet({
          hits: sql<number>`rate_windows.hits + excluded.hits`,
        }),
      )
      .returning(['key', 'window_start', 'hits'])
      .execute();
    for (const row of sums) {
      const id = `${Number(row.window_start)}:${row.key}`;
      const entry = entries.peek(id);
      if (entry === undefined) continue;
      entry.pending -= sent.get(id) ?? 0;
      entry.shared = Number(row.hits);
    }
  }

  /** Whether the database answers at all: a refusal is then the rows' fault, not an outage. */
  const answers = () =>
    sql`select 1`.execute(db).then(
      () => true,
      () => false,
    );

  function refused(err: unknown, what: 'batch' | 'key'): void {
    rateWindowSyncFailures.inc({ refused: what });
    onError(err);
  }

  /** Sends the batch; refused, finds the keys at fault by halves while the database answers. */
  async function flush(due: Entry[]): Promise<void> {
    try {
      await send(due);
      return;
    } catch (err) {
      refused(err, 'batch');
    }
    if (await answers()) await isolate(due);
  }

  async function isolate(batch: Entry[]): Promise<void> {
    const [only] = batch;
    if (batch.length === 1 && only !== undefined) {
      if (!(await answers())) return;
      only.unshared = true;
      refused(
        new Error(`rate window key refused alone; counted by this instance only: ${only.key}`),
        'key',
      );
      return;
    }
    const half = Math.ceil(batch.length / 2);
    for (const part of [batch.slice(0, half), batch.slice(half)]) {
      await send(part).catch(() => isolate(part));
    }
  }

  async function sync(nowMs = Date.now()): Promise<void> {
    // Keys with hits to send, and every key of a window still open here: adding nothing
    // reads back what the other instances have added meanwhile. A key whose first hit is
    // still on its way is left to it.
    const due: Entry[] = [];
    const ended: string[] = [];
    for (const [id, e] of entries.entries()) {
      const open = e.window >= windowOf(e.windowMs, nowMs);
      if (e.first !== undefined || (e.unshared && open)) continue;
      if (!e.unshared && (e.pending > 0 || open)) due.push(e);
      else ended.push(id);
    }
    for (const id of ended) entries.delete(id);
    if (due.length > 0) await flush(due);
    if (nowMs - lastSweepMs > 60_000) {
      lastSweepMs = nowMs;
      await db
        .deleteFrom('rate_windows')
        .where('expires_ms', '<', nowMs - 60_000)
        .execute();
    }
  }

  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => sync()).catch(onError);
  }, syncEveryMs);
  timer.unref();

  return {
    hit(key, windowMs, nowMs = Date.now()) {
      const entry = entryOf(entries, key, windowMs, nowMs);
      const fresh =
        entry.pending === 0 &&
        entry.shared === 0 &&
        entry.first === undefined &&
        entry.unshared === undefined;
      entry.pending += 1;
      const hits = () => ({
        count: entry.shared + entry.pending,
        resetMs: (entry.window + 1) * windowMs,
      });
      // A key this instance has not seen in the window: its first hit asks the database, so
      // a client moving to another instance finds its count there.
      if (fresh) {
        // Refused, its hit stays pending: the next sync sends it again (and finds out why).
        entry.first = send([entry])
          .catch((err: unknown) => refused(err, 'batch'))
          .finally(() => {
            entry.first = undefined;
          });
        return entry.first.then(hits);
      }
      return entry.first === undefined ? hits() : entry.first.then(hits);
    },
    async close() {
      clearInterval(timer);
      await running.then(() => sync()).catch(onError);
    },
  };
}

/**
 * A store for @fastify/rate-limit that counts in a `WindowCounter` (shared by every instance
 * on PostgreSQL). A route with limits of its own (`child`) counts under its own prefix.
 */
export function windowStore(counter: WindowCounter): FastifyRateLimitStoreCtor {
  const storeFor = (prefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      const nowMs = Date.now();
      const answer = ({ count, resetMs }: WindowHits) =>
        callback(null, { current: count, ttl: resetMs - nowMs });
      const hits = counter.hit(`${prefix}${key}`, timeWindow, nowMs);
      if (hits instanceof Promise) hits.then(answer, (err: Error) => callback(err));
      else answer(hits);
    },
    child: (route) => storeFor(`${route.method}:${route.path}:`),
  });
  return class {
    constructor() {
      return storeFor('api:');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
