import type SQLite from 'better-sqlite3';
import { LRUCache } from 'lru-cache';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; the server has a few hundred query shapes at most. */
const DEFAULT_MAX_STATEMENTS = 500;

/** Kysely's SQLite database interface, answering better-sqlite3's own statements. */
export interface CachedStatements extends SqliteDatabase {
  prepare(sqlText: string): SQLite.Statement;
}

/**
 * The embedded database as Kysely's SQLite dialect sees it, with each SQL text prepared once
 * and reused (docs/decisions/012-api-fast-path.md): Kysely asks for `prepare` on every query,
 * and preparing cost as much as running the query. Kysely runs one query at a time on the
 * connection and reads each statement to the end, so a statement is never in use twice.
 * The least recently used text is dropped past `max` (query shapes with variable-length IN
 * lists).
 */
export function withStatementCache(
  file: SQLite.Database,
  max = DEFAULT_MAX_STATEMENTS,
): CachedStatements {
  const statements = new LRUCache<string, SQLite.Statement>({ max });
  return {
    close: () => file.close(),
    prepare(sqlText) {
      const cached = statements.get(sqlText);
      if (cached !== undefined) return cached;
      const statement = file.prepare(sqlText);
      statements.set(sqlText, statement);
      return statement;
    },
  };
}
