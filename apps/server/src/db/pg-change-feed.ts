/**
 * The change feed on PostgreSQL, where several instances write the same tables
 * (docs/decisions/033-postgres-change-feed.md). Migration 032's triggers `pg_notify` every
 * watched write, as `name:key`, to the channel `tenor_changed`; PostgreSQL delivers it when the
 * writing transaction commits. Each instance listens on a connection of its own.
 *
 * Fresh, not eventually fresh: a cache asks `sync()` before it trusts a version, and `sync()`
 * settles only after a round trip of the listening connection that started after the call.
 * PostgreSQL sends a listening session every notification committed before its query ends,
 * ahead of the query's answer, so once that round trip is back every write committed before
 * the request arrived — on any instance — has moved its version. Calls meanwhile share the
 * next round trip: one per turn of the queue, not per request.
 *
 * When the listening connection is lost, nothing can be trusted: every version moves, `sync()`
 * keeps moving them (caches read the database) until the connection is back and listening,
 * and then once more for what was missed meanwhile.
 */
import pg from 'pg';
import { poolOf, type Db } from './database.ts';
import { registerChangeFeed, versionBook, type ChangeFeed, type Watched } from './change-feed.ts';
import type { Log } from '../kernel/log.ts';

export const CHANGE_CHANNEL = 'tenor_changed';
/** How the listening connection names itself in pg_stat_activity. */
export const FEED_APPLICATION = 'tenor-change-feed';

/** Waits before connecting again after the listening connection was lost (ms, doubling). */
const RECONNECT_MS = [100, 200, 500, 1000, 2000, 5000];

export interface PgChangeFeed extends ChangeFeed {
  /** Stops listening (at shutdown, before the pool closes). */
  stop(): Promise<void>;
}

export async function startChangeFeed(db: Db, log: Pick<Log, 'warn'>): Promise<PgChangeFeed> {
  const pool = poolOf(db);
  if (pool === undefined) throw new Error('startChangeFeed needs a PostgreSQL database');
  const versions = versionBook();
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  /** The round trip in flight, and the one queued to start after it. */
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANGE_CHANNEL || message.payload === undefined) return;
    const cut = message.payload.indexOf(':');
    if (cut < 0) return;
    const key = message.payload.slice(cut + 1);
    versions.changed(message.payload.slice(0, cut), key === '' ? null : key);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ ...pool!.options, application_name: FEED_APPLICATION });
    next.on('notification', onNotification);
    next.on('error', (err) => lost(next, err));
    next.on('end', () => lost(next, new Error('the listening connection ended')));
    await next.connect();
    await next.query(`listen ${CHANGE_CHANNEL}`);
    client = next;
    attempt = 0;
    // Whatever was written while nobody listened.
    versions.moveAll();
  }

  function lost(which: pg.Client, err: Error): void {
    if (client !== which) return;
    client = null;
    versions.moveAll();
    if (stopped) return;
    log.warn({ err }, 'the change feed lost its connection: caches read the database meanwhile');
    void which.end().catch(() => {});
    reconnectLater();
  }

  function reconnectLater(): void {
    const wait = RECONNECT_MS[Math.min(attempt, RECONNECT_MS.length - 1)]!;
    attempt += 1;
    setTimeout(() => {
      if (stopped || client !== null) return;
      connect().catch((err: unknown) => {
        log.warn({ err }, 'the change feed could not listen yet');
        reconnectLater();
      });
    }, wait).unref();
  }

  /** One round trip of the listening connection; without one, every version moves. */
  async function roundTrip(): Promise<void> {
    const listening = client;
    if (listening === null) {
      versions.moveAll();
      return;
    }
    try {
      await listening.query('select 1');
    } catch {
      // `lost` moves every version and reconnects.
      versions.moveAll();
    }
  }

  function start(): Promise<void> {
    const trip = roundTrip().finally(() => {
      if (inFlight === trip) inFlight = null;
    });
    inFlight = trip;
    return trip;
  }

  await connect();
  const feed: PgChangeFeed = {
    sync() {
      if (inFlight === null) return start();
      // A round trip already under way may have started before this call: wait for the next.
      queued ??= inFlight.then(() => {
        queued = null;
        return start();
      });
      return queued;
    },
    version: (name: Watched, key?: number) =>
      // Not listening: a new version every time, so nothing kept is trusted.
      client === null
        ? (versions.moveAll(), versions.version(name, key))
        : versions.version(name, key),
    async stop() {
      stopped = true;
      const listening = client;
      client = null;
      await listening?.end().catch(() => {});
    },
  };
  registerChangeFeed(db, feed);
  return feed;
}
