import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.ts';
import { embeddedOf } from './embedded.ts';

/** Stands in for a value while the query is compiled; replaced by the call's value. */
class Slot {
  constructor(readonly name: string) {}
}

type SlotOf<P> = <K extends keyof P & string>(name: K) => P[K];

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
  const compiled = build(db, ((name: string) => new Slot(name)) as SlotOf<P>).compile();
  const parameters = compiled.parameters;
  const valuesOf = (params: P): unknown[] =>
    parameters.map((p) => (p instanceof Slot ? (params[p.name] ?? null) : p));
  const embedded = embeddedOf(db);
  return async (params) => {
    const values = valuesOf(params);
    if (embedded !== undefined && !embedded.file.inTransaction) {
      const statement = embedded.prepare(compiled.sql);
      if (!statement.reader) {
        statement.run(values);
        return [];
      }
      return statement.all(values) as R[];
    }
    const result = await db.executeQuery<R>(
      CompiledQuery.raw(compiled.sql, values) as CompiledQuery<R>,
    );
    return result.rows;
  };
}
