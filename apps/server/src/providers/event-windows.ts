/**
 * Sliding windows over recorded events (codes sent, wrong tries, promotion SMS per address):
 * a subject may have at most `max` events in the last `ms`. The one way the server limits
 * (the event limiter and the OTP limiter use it to read and judge their rows), with the
 * events in the database so every instance counts the same (docs/decisions/032).
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface Window {
  ms: number;
  max: number;
}

/** How a limiter reads one subject's events. */
export interface EventCounts {
  /** Events after `since`. */
  count(since: Date): Promise<number>;
  /** `created_at` of the (offset + 1)-th newest event after `since`. */
  nth(since: Date, offset: number): Promise<string | undefined>;
}

/** A table of events: both have `created_at`, an ISO time. */
type EventTable = 'rate_events' | 'otp_events';

/** How `EventCounts` reads the events that `rows` selects (one subject's, after `since`). */
export function eventCounts<T extends EventTable>(
  rows: (since: Date) => SelectQueryBuilder<Database, T, object>,
): EventCounts {
  return {
    async count(since) {
      const row = await rows(since)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async nth(since, offset) {
      const row = await rows(since)
        .select(sql<string>`created_at`.as('created_at'))
        .orderBy(sql`created_at`, 'desc')
        .offset(offset)
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },
  };
}

/**
 * The first moment every window holds fewer than `max + extra` events (`extra` 1 when the
 * caller's own just-recorded event is among them); null when that is now.
 */
export async function blockedUntil(
  windows: readonly Window[],
  events: EventCounts,
  now: Date,
  extra: number,
): Promise<Date | null> {
  let until: Date | null = null;
  for (const w of windows) {
    const since = new Date(now.getTime() - w.ms);
    if ((await events.count(since)) < w.max + extra) continue;
    // The window has room again when its (max + extra)-th newest event leaves it.
    const edge = await events.nth(since, w.max + extra - 1);
    const at = new Date((edge === undefined ? now.getTime() : Date.parse(edge)) + w.ms);
    if (until === null || at > until) until = at;
  }
  return until;
}

export const longestWindow = (windows: readonly Window[]): number =>
  Math.max(0, ...windows.map((w) => w.ms));
