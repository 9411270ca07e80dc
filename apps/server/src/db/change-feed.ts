import type { Db } from './database.ts';
import { embeddedOf } from './embedded.ts';

/**
 * What the server keeps in memory, by the name a cache asks for (docs/decisions/012-api-fast-path.md):
 * - `sessions`, `borrowers`: auth; `products`: the catalogue (whole tables);
 * - `orders`: one order's rows (the order, its plan, its rating state), by order id;
 * - `applications`: one borrower's applications (`events` of kind `apply`), by borrower id.
 */
export type Watched = 'sessions' | 'borrowers' | 'products' | 'orders' | 'applications';

/** A table whose writes move a watched name: for every row, or by a column's value. */
export interface Watch {
  name: Watched;
  table: string;
  /** The column whose value names the changed key; absent: the whole table is one key. */
  key?: string;
  /** Only rows matching this condition (on the row as written) count. */
  when?: (row: 'NEW' | 'OLD') => string;
}

/**
 * What moves which name. On PostgreSQL the same list is installed as triggers by migration
 * 032: a change here needs a migration that installs it again.
 */
export const WATCHES: readonly Watch[] = [
  { name: 'sessions', table: 'sessions' },
  { name: 'borrowers', table: 'borrowers' },
  { name: 'products', table: 'products' },
  { name: 'orders', table: 'orders', key: 'id' },
  { name: 'orders', table: 'repayment_plans', key: 'order_id' },
  { name: 'orders', table: 'ratings', key: 'order_id' },
  { name: 'orders', table: 'rating_prompts', key: 'order_id' },
  { name: 'applications', table: 'events', key: 'borrower_id', when: (r) => `${r}.kind = 'apply'` },
];

const NAMES: readonly Watched[] = [...new Set(WATCHES.map((w) => w.name))];

/** Keys remembered before every name is moved at once instead (bounds the memory of busy days). */
const MAX_KEYS = 50_000;

/**
 * Tells an in-memory cache when what it read may have changed. A cache notes `version(name)`
 * (or `version(name, key)` for one order or borrower) before it reads, and trusts what it read
 * only while the version is unchanged.
 */
export interface ChangeFeed {
  /**
   * Settles once every change committed before the call shows in `version`: at once on the
   * embedded database (undefined), after one round trip of the listening connection on
   * PostgreSQL (shared by every caller meanwhile). Ask it before `version`.
   */
  sync(): Promise<void> | undefined;
  version(name: Watched, key?: number): number;
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** The trigger statements of one watch: after each kind of write, the keys of the rows it touched. */
function triggers(watch: Watch, index: number): string[] {
  const rows = { insert: ['NEW'], update: ['OLD', 'NEW'], delete: ['OLD'] } as const;
  return Object.entries(rows).map(([op, images]) => {
    const calls = images.map((row) => {
      const key = watch.key === undefined ? 'null' : `${row}.${watch.key}`;
      const call = `select tenor_changed('${watch.name}', ${key})`;
      return watch.when === undefined ? `${call};` : `${call} where ${watch.when(row)};`;
    });
    return (
      `create temp trigger if not exists tenor_watch_${index}_${op} after ${op} on main.${watch.table} ` +
      `begin ${calls.join(' ')} end`
    );
  });
}

/**
 * The change feed of the database: the embedded one's (below), or PostgreSQL's when the app
 * started one (pg-change-feed.ts); undefined otherwise, and then caches read every time.
 *
 * On SQLite every write to a watched table on this process's connection fires a temporary
 * trigger (it lives only on this connection, so other tools writing the file never see it)
 * that moves the name's version, or its key's, at once, inside the statement, also for a write
 * that later rolls back (a needless re-read, never a stale one). A commit by any other
 * connection, such as an operator's sqlite3 shell, changes `PRAGMA data_version`, and then
 * every version moves (seen from the next turn of the event loop).
 *
 * Versions come from one counter that only grows: a key's version is the later of its own last
 * change and its name's last change, so forgetting keys (past MAX_KEYS, or when every name
 * moves) can never bring back a version a cache has already seen.
 * Call it after the migrations: the triggers need the tables.
 */
export function changeFeed(db: Db): ChangeFeed | undefined {
  const existing = feeds.get(db);
  if (existing !== undefined) return existing;
  const file = embeddedOf(db)?.file;
  if (file === undefined) return undefined;

  const versions = versionBook();
  file.function('tenor_changed', { deterministic: false }, (name: unknown, key: unknown) => {
    versions.changed(String(name), key === null ? null : String(key));
    return null;
  });
  WATCHES.forEach((watch, index) => {
    for (const statement of triggers(watch, index)) file.exec(statement);
  });
  const dataVersion = file.prepare('pragma data_version').pluck();
  let seenDataVersion = dataVersion.get();
  // Other connections' commits are looked for once per turn of the event loop, not on every
  // call: a request asks for several versions within one turn, and a commit elsewhere cannot
  // be ordered more finely than that anyway. This connection's own writes move a version at once.
  let lookedThisTurn = false;
  const nextTurn = () => {
    lookedThisTurn = false;
  };
  const feed: ChangeFeed = {
    sync: () => undefined,
    version(name, key) {
      if (!lookedThisTurn) {
        lookedThisTurn = true;
        setImmediate(nextTurn);
        const now = dataVersion.get();
        if (now !== seenDataVersion) {
          seenDataVersion = now;
          versions.moveAll();
        }
      }
      return versions.version(name, key);
    },
  };
  feeds.set(db, feed);
  return feed;
}

/**
 * The versions of every name and key, from one counter that only grows: a key's version is the
 * later of its own last change and its name's, so forgetting keys (past MAX_KEYS, or when every
 * name moves) never brings back a version a cache has seen.
 */
export function versionBook() {
  let counter = 0;
  const whole = new Map<string, number>(NAMES.map((n) => [n, 0]));
  // By name, then by the key as a number: a lookup builds no `name:key` string (decision 052).
  const keyed = new Map<string, Map<number, number>>();
  let keys = 0;
  const moveAll = () => {
    counter += 1;
    for (const name of NAMES) whole.set(name, counter);
    keyed.clear();
    keys = 0;
  };
  return {
    moveAll,
    /** `key` null: the whole name changed. Keys are row ids, sent as text by the triggers. */
    changed(name: string, key: string | null) {
      if (key === null) {
        whole.set(name, ++counter);
        return;
      }
      if (keys >= MAX_KEYS) {
        moveAll();
        return;
      }
      let ofName = keyed.get(name);
      if (ofName === undefined) keyed.set(name, (ofName = new Map()));
      const id = Number(key);
      if (!ofName.has(id)) keys += 1;
      ofName.set(id, ++counter);
    },
    version(name: Watched, key?: number): number {
      const all = whole.get(name) ?? 0;
      if (key === undefined) return all;
      return Math.max(all, keyed.get(name)?.get(key) ?? 0);
    },
  };
}

/** Feeds started by `startChangeFeed` (PostgreSQL), which `changeFeed` answers for their db. */
export function registerChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}
