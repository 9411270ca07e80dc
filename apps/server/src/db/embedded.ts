import type SQLite from 'better-sqlite3';
import type { Db } from './schema.ts';

/** The embedded database behind a Db opened on SQLite: its file and its prepared statements. */
export interface EmbeddedHandle {
  file: SQLite.Database;
  /** The statement cache Kysely also uses (statement-cache.ts): one statement per SQL text. */
  prepare(sqlText: string): SQLite.Statement;
}

const handles = new WeakMap<Db, EmbeddedHandle>();

/** Set by openDatabase for SQLite. */
export function registerEmbedded(db: Db, handle: EmbeddedHandle): void {
  handles.set(db, handle);
}

/** The embedded handle, or undefined on PostgreSQL. */
export function embeddedOf(db: Db): EmbeddedHandle | undefined {
  return handles.get(db);
}
