/**
 * Limits on anything counted per subject in sliding windows, shared by every server
 * instance through the `rate_events` table: promotion SMS per client address, per
 * registration session and in total (the hourly budget), contact messages per address, the
 * desk's wrong passwords per address and for its account. Like the OTP limiter, a request
 * records its events first and counts after, so of concurrent requests no more than the
 * limit get through; a refused request removes its rows, so hammering a closed window does
 * not push it further out.
 */
import type { Db } from '../db/database.ts';
import { toIso } from '../db/time.ts';
import { storedKey } from '../kernel/stored-key.ts';
import { blockedUntil, eventCounts, longestWindow, type Window } from './event-windows.ts';

export interface LimitKey<S extends string = string> {
  /** What is counted (`promoSmsIp`, …). */
  scope: S;
  /** Whose events: a client key, a session id, `*` for everyone; stored as kernel/stored-key.ts makes it. */
  subject: string;
  windows: readonly Window[];
}

export type TakeResult<S extends string> =
  /** Recorded; `ids` give them back if a later check refuses the request. */
  | { ok: true; ids: number[] }
  /** Nothing recorded; every key whose windows are full, with when it has room again. */
  | { ok: false; blocked: { scope: S; until: Date }[] };

export function eventLimiter(db: Db) {
  const rows = (key: LimitKey, since: Date) =>
    db
      .selectFrom('rate_events')
      .where('scope', '=', key.scope)
      .where('subject', '=', storedKey(key.subject))
      .where('created_at', '>', toIso(since));

  const countsOf = (key: LimitKey) => eventCounts((since) => rows(key, since));

  const release = async (ids: number[]) => {
    if (ids.length > 0) await db.deleteFrom('rate_events').where('id', 'in', ids).execute();
  };

  return {
    /** Records one event for every key, or none when any key's windows are full. */
    async take<S extends string>(keys: LimitKey<S>[], now: Date): Promise<TakeResult<S>> {
      const inserted = await db
        .insertInto('rate_events')
        .values(
          keys.map((k) => ({
            scope: k.scope,
            subject: storedKey(k.subject),
            created_at: toIso(now),
          })),
        )
        .returning('id')
        .execute();
      const ids = inserted.map((r) => r.id);
      const blocked: { scope: S; until: Date }[] = [];
      for (const key of keys) {
        const until = await blockedUntil(key.windows, countsOf(key), now, 1);
        if (until !== null) blocked.push({ scope: key.scope, until });
      }
      if (blocked.length === 0) return { ok: true, ids };
      await release(ids);
      return { ok: false, blocked };
    },

    /** Gives back events of a request that was refused further on. */
    release,

    /** A key's events after `since`: for a limit that depends on how busy another key is. */
    count: (key: LimitKey, since: Date): Promise<number> => countsOf(key).count(since),

    /** Drops events older than the longest window any caller uses (housekeeping). */
    async prune(now: Date, windows: readonly Window[]): Promise<void> {
      await db
        .deleteFrom('rate_events')
        .where('created_at', '<', toIso(new Date(now.getTime() - longestWindow(windows))))
        .execute();
    },
  };
}

export type EventLimiter = ReturnType<typeof eventLimiter>;
