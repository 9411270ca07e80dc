import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.ts';
import { embeddedOf } from './embedded.ts';

/** Stands in for a value while the query is compiled; replaced by the call's value. */
class Slot {
  constructor(readonly name: string) {}
}

export type SlotOf<P> = <K extends keyof P & string>(name: K) => P[K];

/** A query compiled once with slots, and how to fill its parameters for one call. */
export interface SlottedQuery<P> {
  sql: string;
  valuesOf(params: P): unknown[];
}

/** Builds and compiles `build` once; `slot('name')` marks each value that changes per call. */
export function slotted<P extends Record<string, unknown>, R>(
  db: Db,
  build: (db: Db, slot: SlotOf<P>) => Compilable<R>,
): SlottedQuery<P> {
  const compiled = build(db, ((name: string) => new Slot(name)) as SlotOf<P>).compile();
  const parameters = compiled.parameters;
  return {
    sql: compiled.sql,
    valuesOf: (params) => parameters.map((p) => (p instanceof Slot ? (params[p.name] ?? null) : p)),
  };
}

/**
 * A hot-path query built and compiled by Kysely once, then run with each call's values
 * (docs/decisions/012-api-fast-path.md): building and compiling cost more than running it.
 * `build` marks each value that changes per call with `slot('name')`; slots take single
 * values (not `in` lists, whose SQL changes with their length). Outside a transaction on the
 * embedded database the cached statement runs at once, skipping Kysely's connection queue;
 * inside one (another request's, mid-flight) or on PostgreSQL it goes through Kysely, so it
 * never reads another transaction's uncommitted rows. It always runs on `db` itself, never
 * inside the caller's transaction.
 */
export function prepared<P extends Record<string, unknown>, R>(
  db: Db,
  build: (db: Db, slot: SlotOf<P>) => Compilable<R>,
): (params: P) => Promise<R[]> {
  const { sql, valuesOf } = slotted(db, build);
  const embedded = embeddedOf(db);
  return async (params) => {
    const values = valuesOf(params);
    if (embedded !== undefined && !embedded.file.inTransaction) {
      const statement = embedded.prepare(sql);
      if (!statement.reader) {
        statement.run(values);
        return [];
      }
      return statement.all(values) as R[];
    }
    return throughKysely<R>(db, sql, values);
  };
}

/** Runs compiled SQL through Kysely's connection queue (behind any open transaction). */
export async function throughKysely<R>(db: Db, sql: string, values: unknown[]): Promise<R[]> {
  const result = await db.executeQuery<R>(CompiledQuery.raw(sql, values) as CompiledQuery<R>);
  return result.rows;
}
