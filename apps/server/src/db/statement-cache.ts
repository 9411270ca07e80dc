import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct SQL texts kept prepared; the server has a few hundred query shapes at most. */
const DEFAULT_MAX_STATEMENTS = 500;

/**
 * The embedded database as Kysely's SQLite dialect sees it, with each SQL text prepared once
 * and reused (docs/decisions/012-api-fast-path.md): Kysely asks for `prepare` on every query,
 * and preparing cost as much as running the query. Kysely runs one query at a time on the
 * connection and reads each statement to the end, so a statement is never in use twice.
 * The oldest text is dropped past `max` (query shapes with variable-length IN lists).
 */
export function withStatementCache(
  file: SQLite.Database,
  max = DEFAULT_MAX_STATEMENTS,
): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => file.close(),
    prepare(sqlText) {
      const cached = statements.get(sqlText);
      if (cached !== undefined) return cached;
      const statement = file.prepare(sqlText);
      if (statements.size >= max) {
        const oldest = statements.keys().next();
        if (oldest.done !== true) statements.delete(oldest.value);
      }
      statements.set(sqlText, statement);
      return statement;
    },
  };
}
