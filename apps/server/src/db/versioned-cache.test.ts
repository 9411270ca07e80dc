import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { versionedCache } from './versioned-cache.ts';

let db: Db;
afterEach(() => db.destroy());

async function openMigrated() {
  db = openDatabase({ databaseUrl: undefined, sqlitePath: ':memory:' });
  await migrateToLatest(db, 'sqlite');
}

/** A borrower row as the cache's value, and how many times it was read. */
function borrowerReader(id: number) {
  const reader = {
    reads: 0,
    read: async () => {
      reader.reads += 1;
      return db.selectFrom('borrowers').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
  return reader;
}

async function newBorrower(phone: string) {
  const row = await db
    .insertInto('borrowers')
    .values({ phone, region: 'ID', created_at: '2026-01-01T00:00:00.000Z' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('versionedCache (SQLite)', () => {
  it('answers from memory while the version holds, and reads again after a write', async () => {
    await openMigrated();
    const id = await newBorrower('+628111');
    const cache = versionedCache<object>(db, 'borrowers');
    const r = borrowerReader(id);
    const reading = cache.get(id, r.read);
    expect(reading).toBeInstanceOf(Promise);
    const first = await reading;
    // A kept value comes at once, without a promise.
    expect(cache.get(id, r.read)).toBe(first);
    expect(r.reads).toBe(1);
    await db.updateTable('borrowers').set({ phone: '+628999' }).where('id', '=', id).execute();
    const second = await cache.get(id, r.read);
    expect(r.reads).toBe(2);
    expect(second).toMatchObject({ phone: '+628999' });
    expect(await cache.get(id, r.read)).toBe(second);
    expect(r.reads).toBe(2);
  });

  it('keeps each key apart and reads again only the written key (keyed name)', async () => {
    await openMigrated();
    const written = await newBorrower('+628111');
    const other = await newBorrower('+628222');
    const cache = versionedCache<{ n: number }>(db, 'applications');
    let reads = 0;
    const read = (n: number) => async () => {
      reads += 1;
      return { n };
    };
    expect(await cache.get(written, read(1))).toEqual({ n: 1 });
    expect(await cache.get(other, read(2))).toEqual({ n: 2 });
    expect(await cache.get(written, read(99))).toEqual({ n: 1 });
    expect(reads).toBe(2);
    await db
      .insertInto('events')
      .values({ borrower_id: written, kind: 'apply', created_at: 'x' })
      .execute();
    expect(await cache.get(written, read(3))).toEqual({ n: 3 });
    expect(await cache.get(other, read(99))).toEqual({ n: 2 });
    expect(reads).toBe(3);
  });

  it('reads again when `usable` refuses the kept value', async () => {
    await openMigrated();
    const cache = versionedCache<{ day: string }>(db, 'applications');
    let reads = 0;
    const read = (day: string) => async () => {
      reads += 1;
      return { day };
    };
    await cache.get(7, read('mon'));
    expect(await cache.get(7, read('tue'), (v) => v.day === 'mon')).toEqual({ day: 'mon' });
    expect(reads).toBe(1);
    expect(await cache.get(7, read('tue'), (v) => v.day === 'tue')).toEqual({ day: 'tue' });
    expect(reads).toBe(2);
    // The new value is the one kept.
    expect(await cache.get(7, read('wed'), (v) => v.day === 'tue')).toEqual({ day: 'tue' });
    expect(reads).toBe(2);
  });

  it('keeps nothing for a missing row: it is read again each time', async () => {
    await openMigrated();
    const cache = versionedCache<object>(db, 'borrowers');
    const r = borrowerReader(404);
    expect(await cache.get(404, r.read)).toBeUndefined();
    expect(await cache.get(404, r.read)).toBeUndefined();
    expect(r.reads).toBe(2);
    // A kept value is dropped when its row reads as missing.
    let value: { v: number } | undefined = { v: 1 };
    const cached = versionedCache<{ v: number }>(db, 'borrowers');
    const read = async () => value;
    await cached.get(1, read);
    await newBorrower('+628111');
    value = undefined;
    expect(await cached.get(1, read)).toBeUndefined();
    value = { v: 2 };
    expect(await cached.get(1, read)).toEqual({ v: 2 });
  });

  it('freezes what it hands out: a row, and each row of a list', async () => {
    await openMigrated();
    const rows = versionedCache<readonly { a: number }[]>(db, 'orders');
    const list = (await rows.get(1, async () => [{ a: 1 }, { a: 2 }]))!;
    expect(Object.isFrozen(list)).toBe(true);
    expect(list.every((row) => Object.isFrozen(row))).toBe(true);
    const row = versionedCache<{ a: number }>(db, 'orders');
    expect(Object.isFrozen(await row.get(1, async () => ({ a: 1 })))).toBe(true);
    // A boolean is kept as it is.
    const flags = versionedCache<boolean>(db, 'orders');
    let reads = 0;
    const read = async () => ++reads > 0;
    expect(await flags.get(1, read)).toBe(true);
    expect(await flags.get(1, read)).toBe(true);
    expect(reads).toBe(1);
  });

  it('drops the least recently used entry beyond its size', async () => {
    await openMigrated();
    const cache = versionedCache<{ k: number }>(db, 'orders', 2);
    let reads = 0;
    const read = (k: number) => async () => {
      reads += 1;
      return { k };
    };
    await cache.get(1, read(1));
    await cache.get(2, read(2));
    await cache.get(3, read(3));
    expect(reads).toBe(3);
    await cache.get(3, read(3));
    await cache.get(2, read(2));
    expect(reads).toBe(3);
    await cache.get(1, read(1));
    expect(reads).toBe(4);
  });
});

describe('versionedCache without an embedded database (PostgreSQL)', () => {
  it('reads every time', async () => {
    db = openDatabase({ databaseUrl: 'postgres://127.0.0.1:1/none', sqlitePath: '' });
    const cache = versionedCache<{ n: number }>(db, 'orders');
    let reads = 0;
    const read = async () => ({ n: ++reads });
    expect(await cache.get(1, read)).toEqual({ n: 1 });
    expect(await cache.get(1, read)).toEqual({ n: 2 });
    expect(reads).toBe(2);
  });
});
