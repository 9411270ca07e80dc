import type { Insertable } from 'kysely';
import type { Db } from './database.ts';
import { embeddedOf } from './embedded.ts';
import { slotted, throughKysely, type SlotOf } from './prepared.ts';
import type { Database } from './schema.ts';

interface Waiting<P> {
  params: P;
  resolve: () => void;
  reject: (err: unknown) => void;
}

type Table = keyof Database & string;

/**
 * An insert whose calls arriving together are committed together
 * (docs/decisions/012-api-fast-path.md). A call resolves only once its row is committed, so an
 * acknowledged write is as durable as before; a row the database refuses fails its own call
 * only (the group is tried again row by row). Meant for appends many borrowers make at once
 * (page events), not for writes that read what they change.
 *
 * - Embedded: the calls of one turn of the event loop, in one transaction of the file. Each
 *   commit appends the touched pages to the log and takes the file's locks, about 38 µs for a
 *   one-row insert here, against 11 µs a row in a group of fifty. When another request's
 *   transaction is open on the connection at the end of the turn, the group waits behind it
 *   through Kysely, row by row, so it never joins that transaction.
 * - PostgreSQL: one multi-row insert at a time; calls arriving while it is on its way wait for
 *   the next one. Each round trip, parse and commit is then shared by the whole group, where
 *   one insert a call made the database the bottleneck (17 % of the bare route).
 *
 * `row` gives the row of one call from its values (`value('name')`).
 */
export function groupCommitted<T extends Table, P extends Record<string, unknown>>(
  db: Db,
  table: T,
  row: (value: SlotOf<P>) => Insertable<Database[T]>,
): (params: P) => Promise<void> {
  const embedded = embeddedOf(db);
  const insertOne = slotted(db, (db, slot: SlotOf<P>) =>
    db.insertInto(table).values(row(slot) as never),
  );
  const oneByOne = async (group: readonly Waiting<P>[]) => {
    for (const item of group) {
      try {
        await throughKysely(db, insertOne.sql, insertOne.valuesOf(item.params));
        item.resolve();
      } catch (err) {
        item.reject(err);
      }
    }
  };
  const write =
    embedded === undefined
      ? serverWrite(db, table, row, oneByOne)
      : fileWrite(embedded, insertOne, oneByOne);

  let waiting: Waiting<P>[] = [];
  let writing = false;
  const flush = async () => {
    const group = waiting;
    waiting = [];
    writing = true;
    try {
      await write(group);
    } finally {
      writing = false;
      if (waiting.length > 0) void flush();
    }
  };
  return (params) =>
    new Promise<void>((resolve, reject) => {
      // While a group is being written the next one gathers; it goes when that one is done.
      if (waiting.length === 0 && !writing) setImmediate(flush);
      waiting.push({ params, resolve, reject });
    });
}

type GroupWrite<P> = (group: readonly Waiting<P>[]) => Promise<void>;

/** The embedded file: the group in one transaction, synchronously, unless one is open. */
function fileWrite<P>(
  embedded: NonNullable<ReturnType<typeof embeddedOf>>,
  insertOne: { sql: string; valuesOf: (params: P) => unknown[] },
  oneByOne: GroupWrite<P>,
): GroupWrite<P> {
  const writeAll = embedded.file.transaction((group: readonly Waiting<P>[]) => {
    const statement = embedded.prepare(insertOne.sql);
    for (const item of group) statement.run(insertOne.valuesOf(item.params));
  });
  return async (group) => {
    if (embedded.file.inTransaction) return oneByOne(group);
    try {
      writeAll(group);
    } catch {
      // The whole group rolled back: each row again on its own, so only a refused one fails.
      return oneByOne(group);
    }
    for (const item of group) item.resolve();
  };
}

/** A database server: the group as one multi-row insert (one statement, one commit). */
function serverWrite<T extends Table, P extends Record<string, unknown>>(
  db: Db,
  table: T,
  row: (value: SlotOf<P>) => Insertable<Database[T]>,
  oneByOne: GroupWrite<P>,
): GroupWrite<P> {
  return async (group) => {
    if (group.length === 1) return oneByOne(group);
    const rows = group.map((item) =>
      row(((name: string) => item.params[name] ?? null) as SlotOf<P>),
    );
    try {
      await db
        .insertInto(table)
        .values(rows as never)
        .execute();
    } catch {
      return oneByOne(group);
    }
    for (const item of group) item.resolve();
  };
}
