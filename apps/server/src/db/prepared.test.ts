import type { Generated, Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { prepared } from './prepared.ts';

let db: Db;
afterEach(() => db.destroy());

// The schema types know nothing of this table; the queries are typed by hand here.
type Items = { id: Generated<number>; owner: number | null; name: string | null };

async function openWithTable() {
  db = openDatabase({ databaseUrl: undefined, sqlitePath: ':memory:' });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('owner', 'integer')
    .addColumn('name', 'text')
    .execute();
  return db as never as Kysely<{ items: Items }>;
}

describe('prepared (SQLite)', () => {
  it('runs one compiled query with each call’s values, fixed values kept', async () => {
    const k = await openWithTable();
    const add = prepared<{ owner: number; name: string }, never>(db, (_db, slot) =>
      k.insertInto('items').values({ owner: slot('owner'), name: slot('name') }),
    );
    await add({ owner: 1, name: 'a' });
    await add({ owner: 2, name: 'b' });
    await add({ owner: 1, name: 'c' });
    const named = prepared<{ owner: number }, { name: string | null }>(db, (_db, slot) =>
      k
        .selectFrom('items')
        .select('name')
        .where('owner', '=', slot('owner'))
        .where('name', '!=', 'c')
        .orderBy('id'),
    );
    expect(await named({ owner: 1 })).toEqual([{ name: 'a' }]);
    expect(await named({ owner: 2 })).toEqual([{ name: 'b' }]);
    expect(await named({ owner: 3 })).toEqual([]);
  });

  it('never reads another request’s transaction before it commits', async () => {
    const k = await openWithTable();
    const count = prepared<Record<string, never>, { n: number }>(db, () =>
      k.selectFrom('items').select((eb) => eb.fn.countAll<number>().as('n')),
    );
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const trx = k.transaction().execute(async (t) => {
      await t.insertInto('items').values({ id: 1, owner: 1, name: 'x' }).execute();
      inserted();
      await held;
    });
    await didInsert;
    let answered: number | undefined;
    const read = count({}).then(([row]) => (answered = row!.n));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The read waits its turn behind the open transaction instead of seeing its row early.
    expect(answered).toBeUndefined();
    release();
    await trx;
    await read;
    expect(answered).toBe(1);
  });
});
