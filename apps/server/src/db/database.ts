import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.ts';
import { startCheckpointer, type Checkpointer } from './checkpointer.ts';
import { registerEmbedded } from './embedded.ts';
import { pgTypes } from './pg-types.ts';
import { SQLiteDatabase } from './sqlite-driver.ts';
import { withStatementCache } from './statement-cache.ts';
import type { Database, Db } from './schema.ts';

export type { Db } from './schema.ts';

const pools = new WeakMap<Db, pg.Pool>();
const backgroundThreads = new WeakMap<Db, Promise<void>>();

/**
 * Resolves once the embedded database's background thread (the checkpointer) has exited after
 * `db.destroy()`: only then are its files left alone (tests removing their folder wait for it).
 */
export const backgroundStopped = (db: Db): Promise<void> =>
  backgroundThreads.get(db) ?? Promise.resolve();

/** The PostgreSQL pool behind a database (its metrics); undefined on the embedded database. */
export const poolOf = (db: Db): pg.Pool | undefined => pools.get(db);

/** Opens the embedded SQLite file, or PostgreSQL when `DATABASE_URL` is set. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'sqlitePath'>): Db {
  if (config.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10, types: pgTypes });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (config.sqlitePath !== ':memory:') {
    fs.mkdirSync(path.dirname(config.sqlitePath), { recursive: true });
  }
  const file = new SQLiteDatabase(config.sqlitePath);
  // WAL lets readers proceed during a write; NORMAL sync is durable enough with WAL.
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  const statements = withStatementCache(file);
  let checkpointer: Checkpointer | undefined;
  if (config.sqlitePath !== ':memory:') {
    checkpointer = startCheckpointer(file, config.sqlitePath);
    const close = statements.close.bind(statements);
    const started = checkpointer;
    statements.close = () => {
      started.stop();
      return close();
    };
  }
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: statements }) });
  registerEmbedded(db, { file, prepare: (sqlText) => statements.prepare(sqlText) });
  if (checkpointer !== undefined) backgroundThreads.set(db, checkpointer.exited);
  return db;
}

export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
