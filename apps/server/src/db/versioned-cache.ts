import { LRUCache } from 'lru-cache';
import { changeFeed, type ChangeFeed, type Watched } from './change-feed.ts';
import type { Db } from './database.ts';
import { andThen, type MaybePromise } from '../kernel/maybe-promise.ts';

/** Entries kept per cache; the least recently used is dropped beyond this. */
const DEFAULT_MAX = 10_000;

export interface VersionedCache<V> {
  /**
   * The value of `key` as `read` answers it, from memory while nothing it was read from has
   * changed since (the change feed's version of `name` and `key`). Reads every time when
   * there is no change feed, and when `read` answers `undefined` (nothing is kept for a missing row). A kept
   * value is answered at once, without a promise (kernel/maybe-promise.ts).
   */
  get(
    key: number,
    read: () => Promise<V | undefined>,
    /** A kept value is used only if this holds (for what the version does not cover, e.g. the day). */
    usable?: (value: V) => boolean,
  ): MaybePromise<V | undefined>;
}

/**
 * Rows of one order or one borrower kept in memory on the embedded database
 * (docs/decisions/012-api-fast-path.md), exactly as fresh as a query: the version is noted
 * before the read, and a write to any row the value came from moves it inside the writing
 * statement, so the next `get` reads again. Values are frozen: every caller shares them.
 */
export function versionedCache<V extends object | boolean>(
  db: Db,
  name: Watched,
  max = DEFAULT_MAX,
): VersionedCache<V> {
  // Made on first use: repositories are built before the migrations' tables may exist.
  let feed: ChangeFeed | undefined | null = null;
  const entries = new LRUCache<number, { version: number; value: V }>({ max });
  return {
    get(key, read, usable) {
      if (feed === null) feed = changeFeed(db);
      if (feed === undefined) return read();
      const changes = feed;
      return andThen(changes.sync(), () => lookup(changes, key, read, usable));
    },
  };

  function lookup(
    changes: ChangeFeed,
    key: number,
    read: () => Promise<V | undefined>,
    usable: ((value: V) => boolean) | undefined,
  ): MaybePromise<V | undefined> {
    const version = changes.version(name, key);
    const hit = entries.get(key);
    if (hit !== undefined && hit.version === version && (usable?.(hit.value) ?? true)) {
      return hit.value;
    }
    return read().then((value) => {
      if (value === undefined) {
        entries.delete(key);
        return value;
      }
      if (typeof value === 'object') deepFreeze(value);
      entries.set(key, { version, value });
      return value;
    });
  }
}

/** Rows and lists of rows: frozen one level below the list, which is all a row has. */
function deepFreeze(value: object): void {
  if (Array.isArray(value)) for (const item of value) Object.freeze(item);
  Object.freeze(value);
}
