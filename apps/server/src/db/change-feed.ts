import type { Db } from './database.ts';
import { embeddedOf } from './embedded.ts';

/** Tables whose rows the server keeps in memory (sessions and borrowers: auth; products: catalogue). */
export type WatchedTable = 'sessions' | 'borrowers' | 'products';

const WATCHED: readonly WatchedTable[] = ['sessions', 'borrowers', 'products'];

/**
 * Tells an in-memory cache when its table may have changed (docs/decisions/012-api-fast-path.md).
 * A cache notes `version(table)` before it reads the table and trusts what it read only while
 * the version is unchanged.
 */
export interface ChangeFeed {
  version(table: WatchedTable): number;
}

const feeds = new WeakMap<Db, ChangeFeed>();

/**
 * The change feed of an embedded database, or undefined on PostgreSQL, where other server
 * instances write the same tables and nothing in this process would hear of it.
 *
 * On SQLite every write to a watched table on this process's connection fires a temporary
 * trigger (it lives only on this connection, so other tools writing the file never see it)
 * that bumps the table's version at once, inside the statement, also for a write that later
 * rolls back (a needless re-read, never a stale one). A commit by any other connection, such
 * as an operator's sqlite3 shell, changes `PRAGMA data_version`, and then every version moves
 * (seen from the next turn of the event loop).
 * Call it after the migrations: the triggers need the tables.
 */
export function changeFeed(db: Db): ChangeFeed | undefined {
  const existing = feeds.get(db);
  if (existing !== undefined) return existing;
  const file = embeddedOf(db)?.file;
  if (file === undefined) return undefined;

  const versions = new Map<string, number>(WATCHED.map((t) => [t, 0]));
  const bump = (table: string) => versions.set(table, (versions.get(table) ?? 0) + 1);
  file.function('tenor_table_changed', { deterministic: false }, (table: unknown) => {
    bump(String(table));
    return null;
  });
  for (const table of WATCHED) {
    for (const op of ['insert', 'update', 'delete']) {
      file.exec(
        `create temp trigger if not exists tenor_watch_${table}_${op} after ${op} on main.${table} ` +
          `begin select tenor_table_changed('${table}'); end`,
      );
    }
  }
  const dataVersion = file.prepare('pragma data_version').pluck();
  let seenDataVersion = dataVersion.get();
  // Other connections' commits are looked for once per turn of the event loop, not on every
  // call: a request asks for several tables within one turn, and a commit elsewhere cannot be
  // ordered more finely than that anyway. This connection's own writes move a version at once.
  let lookedThisTurn = false;
  const nextTurn = () => {
    lookedThisTurn = false;
  };
  const feed: ChangeFeed = {
    version(table) {
      if (!lookedThisTurn) {
        lookedThisTurn = true;
        setImmediate(nextTurn);
        const now = dataVersion.get();
        if (now !== seenDataVersion) {
          seenDataVersion = now;
          for (const t of WATCHED) bump(t);
        }
      }
      return versions.get(table) ?? 0;
    },
  };
  feeds.set(db, feed);
  return feed;
}
