import type { Generated, Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgDatabase } from '../../test/helpers/test-database.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from './database.ts';
import { groupCommitted } from './group-commit.ts';

/** PostgreSQL when the run has DATABASE_URL (scripts/test-pg.mjs), otherwise in-memory SQLite. */
const pgAdminUrl = loadConfig({ ...process.env, DEMO: 'true' }).databaseUrl;

let db: Db;
let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await db.destroy();
  await drop?.();
});

type Items = { id: Generated<number>; name: string };

async function openWithTable() {
  if (pgAdminUrl) {
    const pg = await createPgDatabase(pgAdminUrl);
    drop = pg.drop;
    db = openDatabase({ databaseUrl: pg.url, sqlitePath: ':memory:' });
  } else {
    db = openDatabase({ databaseUrl: undefined, sqlitePath: ':memory:' });
  }
  await db.schema
    .createTable('items')
    .addColumn('id', pgAdminUrl ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  const k = db as never as Kysely<{ items: Items }>;
  // A table the schema does not know: the test's own.
  const add = groupCommitted<never, { name: string | null }>(
    db,
    'items' as never,
    (value) => ({ name: value('name') }) as never,
  );
  const names = async () =>
    (await k.selectFrom('items').select('name').orderBy('id').execute()).map((r) => r.name);
  return { k, add, names };
}

describe(`groupCommitted (${pgAdminUrl ? 'PostgreSQL' : 'SQLite'})`, () => {
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

  it('calls arriving while a group is being written go in the next group, none lost', async () => {
    const { add, names } = await openWithTable();
    const first = ['a', 'b'].map((name) => add({ name }));
    // Next turn: the first group is on its way (on PostgreSQL still, on SQLite written).
    await new Promise((resolve) => setImmediate(resolve));
    const second = ['c', 'd', 'e'].map((name) => add({ name }));
    await Promise.all([...first, ...second]);
    expect(await names()).toEqual(['a', 'b', 'c', 'd', 'e']);
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
    const write = add({ name: 'kept' });
    if (!pgAdminUrl) {
      let done = false;
      void write.then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      // One connection: it waits behind the open transaction instead of being written inside it.
      expect(done).toBe(false);
    }
    release();
    await trx;
    await write;
    expect(await names()).toEqual(['kept']);
  });
});
