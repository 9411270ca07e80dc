import { changeFeed, type ChangeFeed } from '../db/change-feed.ts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/database.ts';
import type { Borrower } from '../db/schema.ts';
import { addDays, toIso } from '../db/time.ts';
import { hashToken, newToken } from './token.ts';

const SESSION_DAYS = 30;
/** A cached session is looked up again after this long, whatever the change feed says. */
const CACHE_TTL_MS = 60_000;
/** Sessions kept in memory; the least recently used is dropped beyond this. */
const CACHE_MAX = 10_000;

export interface SessionStore {
  create(borrowerId: number): Promise<string>;
  /**
   * The borrower behind a live token, or null: at once when the session is kept in memory
   * (no promise to wait for on the hot path), else once the database has answered.
   */
  borrowerOf(token: string): Borrower | Promise<Borrower | null>;
}

interface CachedSession {
  borrower: Borrower;
  expiresAtMs: number;
  cachedAtMs: number;
  /** `sessions` and `borrowers` versions when the row was read. */
  sessionsVersion: number;
  borrowersVersion: number;
}

/**
 * Sessions by token. On the embedded database the live ones are kept in memory by token
 * (docs/decisions/012-api-fast-path.md; the database holds only the token's hash, which a hit
 * no longer needs to compute, and an entry lives no longer than its session): an entry is used only while its session has
 * not expired and neither `sessions` nor `borrowers` has changed since it was read (the
 * change feed), so a revoked or expired session is refused on the next request. Unknown
 * tokens are never cached. On PostgreSQL, where other instances may revoke a session, the
 * feed's `sync()` first hears of every write committed before the request (pg-change-feed.ts).
 */
export function sessionStore(db: Db): SessionStore {
  let feed: ChangeFeed | undefined | null = null;
  const cache = new LRUCache<string, CachedSession>({ max: CACHE_MAX });
  // The feed is created on first use: the app builds the store after the migrations.
  const feedNow = (): ChangeFeed | undefined => {
    if (feed === null) feed = changeFeed(db);
    return feed;
  };

  async function lookup(tokenHash: string, now: string) {
    return db
      .selectFrom('sessions')
      .innerJoin('borrowers', 'borrowers.id', 'sessions.borrower_id')
      .select([
        'borrowers.id',
        'borrowers.phone',
        'borrowers.region',
        'borrowers.created_at',
        'borrowers.email',
        'borrowers.language',
        'sessions.expires_at',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.expires_at', '>', now)
      .executeTakeFirst();
  }

  return {
    async create(borrowerId) {
      const token = newToken();
      const now = new Date();
      await db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          borrower_id: borrowerId,
          created_at: toIso(now),
          expires_at: toIso(addDays(now, SESSION_DAYS)),
        })
        .execute();
      return token;
    },
    borrowerOf(token) {
      const changes = feedNow();
      const synced = changes?.sync();
      return synced === undefined
        ? borrowerNow(token, changes)
        : synced.then(() => borrowerNow(token, changes));
    },
  };

  function borrowerNow(
    token: string,
    changes: ChangeFeed | undefined,
  ): Borrower | Promise<Borrower | null> {
    const nowMs = Date.now();
    const sessionsVersion = changes?.version('sessions') ?? 0;
    const borrowersVersion = changes?.version('borrowers') ?? 0;
    const hit = cache.get(token);
    if (hit !== undefined) {
      if (
        hit.sessionsVersion === sessionsVersion &&
        hit.borrowersVersion === borrowersVersion &&
        nowMs < hit.expiresAtMs &&
        nowMs >= hit.cachedAtMs &&
        nowMs - hit.cachedAtMs < CACHE_TTL_MS
      ) {
        return hit.borrower;
      }
      cache.delete(token);
    }
    return read(token, nowMs, changes, sessionsVersion, borrowersVersion);
  }

  async function read(
    token: string,
    nowMs: number,
    changes: ChangeFeed | undefined,
    sessionsVersion: number,
    borrowersVersion: number,
  ): Promise<Borrower | null> {
    const row = await lookup(hashToken(token), new Date(nowMs).toISOString());
    if (row === undefined) return null;
    const { expires_at, ...fields } = row;
    // Shared by every request of this session until it is read again: nobody may change it.
    const borrower = Object.freeze(fields);
    if (changes !== undefined) {
      const entry = {
        borrower,
        expiresAtMs: Date.parse(expires_at),
        cachedAtMs: nowMs,
        sessionsVersion,
        borrowersVersion,
      };
      cache.set(token, entry);
    }
    return borrower;
  }
}
