import { createRequire } from 'node:module';
import type SQLite from 'better-sqlite3';

const require = createRequire(import.meta.url);

/**
 * Which build of better-sqlite3 the embedded database runs on (docs/operations.md "Node
 * runtimes"). Version 12 wraps its objects in Node's raw `ObjectWrap`, and from Node 24.19 a
 * statement collected outside a JavaScript context (an idle garbage collection, a worker's or
 * the process's teardown) aborts the process (`RemoveEnvironmentCleanupHook`: env != nullptr).
 * Version 13 is built on Node-API and does not, but it needs Node 22 and crashes on Node 20. So
 * both are installed: 13 as the optional `better-sqlite3-napi` (npm skips it on Node 20), used
 * from Node 22 on; 12 on Node 20. Their JavaScript API is the same.
 */
function driverName(): string {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 22) return 'better-sqlite3';
  try {
    require.resolve('better-sqlite3-napi');
    return 'better-sqlite3-napi';
  } catch {
    return 'better-sqlite3';
  }
}

/** The package's resolved entry, for a worker thread to load the same build. */
export const sqliteDriverPath: string = require.resolve(driverName());

export const SQLiteDatabase = require(sqliteDriverPath) as typeof SQLite;

/** An open database file of either build. */
export type SQLiteFile = SQLite.Database;
