import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { changeFeed } from './change-feed.ts';
import { openDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

let dir: string;
let db: Db;
afterEach(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function openMigrated() {
  dir = mkdtempSync(path.join(tmpdir(), 'tenor-feed-'));
  const sqlitePath = path.join(dir, 'tenor.sqlite');
  db = openDatabase({ databaseUrl: undefined, sqlitePath });
  await migrateToLatest(db, 'sqlite');
  return sqlitePath;
}

const borrower = {
  phone: '+628111',
  region: 'ID' as const,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('changeFeed (SQLite)', () => {
  it('moves a table’s version on each write of this connection, and only that table’s', async () => {
    await openMigrated();
    const feed = changeFeed(db)!;
    expect(changeFeed(db)).toBe(feed);
    const sessions = feed.version('sessions');
    const products = feed.version('products');
    await db.selectFrom('sessions').selectAll().execute();
    expect(feed.version('sessions')).toBe(sessions);
    await db.insertInto('borrowers').values(borrower).execute();
    expect(feed.version('borrowers')).toBeGreaterThan(0);
    expect(feed.version('sessions')).toBe(sessions);
    await db.updateTable('products').set({ name: 'x' }).where('id', '=', -1).execute();
    // A statement that touched no row fires no row trigger: nothing changed.
    expect(feed.version('products')).toBe(products);
    await db.deleteFrom('sessions').execute();
    expect(feed.version('sessions')).toBe(sessions);
  });

  it('moves every version when another connection commits to the file', async () => {
    const file = await openMigrated();
    const feed = changeFeed(db)!;
    const before = feed.version('sessions');
    const other = new SQLite(file);
    try {
      other.prepare("update products set name = name || '' where 0").run();
      await new Promise((resolve) => setImmediate(resolve));
      expect(feed.version('sessions')).toBe(before);
      other
        .prepare('insert into borrowers (phone, region, created_at) values (?, ?, ?)')
        .run(borrower.phone, borrower.region, borrower.created_at);
      // Looked for once per turn of the event loop.
      expect(feed.version('sessions')).toBe(before);
      await new Promise((resolve) => setImmediate(resolve));
      expect(feed.version('sessions')).toBeGreaterThan(before);
    } finally {
      other.close();
    }
  });

  it('is absent on PostgreSQL (no handle registered)', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tenor-feed-'));
    db = openDatabase({ databaseUrl: 'postgres://127.0.0.1:1/none', sqlitePath: '' });
    expect(changeFeed(db)).toBeUndefined();
  });
});
