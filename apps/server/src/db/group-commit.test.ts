import type { Generated, Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { groupCommitted } from './group-commit.ts';

let db: Db;
afterEach(() => db.destroy());

type Items = { id: Generated<number>; name: string };

async function openWithTable() {
  db = openDatabase({ databaseUrl: undefined, sqlitePath: ':memory:' });
  await db.schema
    .createTable('items')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  const k = db as never as Kysely<{ items: Items }>;
  const add = groupCommitted<{ name: string | null }>(db, (_db, slot) =>
    k.insertInto('items').values({ name: slot('name') as string }),
  );
  const names = async () =>
    (await k.selectFrom('items').select('name').orderBy('id').execute()).map((r) => r.name);
  return { k, add, names };
}

describe('groupCommitted (SQLite)', () => {
  it('writes the calls of one turn together when the turn ends, each resolved once committed', async () => {
    const { add, names } = await openWithTable();
    const calls = ['a', 'b', 'c'].map((name) => add({ name }));
    // Nothing is written before the turn ends.
    expect(await names()).toEqual([]);
    await Promise.all(calls);
    expect(await names()).toEqual(['a', 'b', 'c']);
    // A later turn is a group of its own.
    await add({ name: 'd' });
    expect(await names()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('fails only the row the database refuses', async () => {
    const { add, names } = await openWithTable();
    const results = await Promise.allSettled([
      add({ name: 'a' }),
      add({ name: null }),
      add({ name: 'c' }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await names()).toEqual(['a', 'c']);
  });

  it('never joins another request’s open transaction', async () => {
    const { k, add, names } = await openWithTable();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const didInsert = new Promise<void>((resolve) => (inserted = resolve));
    const trx = k
      .transaction()
      .execute(async (t) => {
        await t.insertInto('items').values({ name: 'rolled back' }).execute();
        inserted();
        await held;
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await didInsert;
    let done = false;
    const write = add({ name: 'kept' }).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // It waits behind the open transaction instead of being written inside it.
    expect(done).toBe(false);
    release();
    await trx;
    await write;
    expect(await names()).toEqual(['kept']);
  });
});
