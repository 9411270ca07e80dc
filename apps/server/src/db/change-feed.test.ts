import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SQLiteDatabase as SQLite } from './sqlite-driver.ts';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { productRow } from '../../test/helpers/product-row.ts';
import { changeFeed } from './change-feed.ts';
import { backgroundStopped, openDatabase, type Db } from './database.ts';
import { migrateToLatest } from './migrate.ts';

let dir: string;
let db: Db;
afterEach(async () => {
  await db.destroy();
  // The checkpointer's thread closes its connection after the database: its files stay put
  // only once it has exited.
  await backgroundStopped(db);
  // The checkpointer's thread may still be closing its connection (and its -wal/-shm files):
  // on a loaded machine that took longer than 10 tries 20 ms apart. Node backs off linearly, so
  // 30 tries 50 ms apart wait up to 23 s before the folder counts as stuck.
  rmSync(dir, { recursive: true, force: true, maxRetries: 30, retryDelay: 50 });
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

/** Two borrowers with one order each (A's and B's), on one product. */
async function seedOrders() {
  const [a, b] = await db
    .insertInto('borrowers')
    .values([borrower, { ...borrower, phone: '+628222' }])
    .returning('id')
    .execute();
  const { id: _id, ...product } = productRow();
  const { id: productId } = await db
    .insertInto('products')
    .values(product)
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = (borrowerId: number, orderNo: string) => ({
    order_no: orderNo,
    borrower_id: borrowerId,
    product_id: productId,
    status: 174,
    amount: 1_000_000,
    fee_amount: 0,
    interest_amount: 0,
    paid_amount: 0,
    periods: 91,
    term_unit: 'day' as const,
    created_at: borrower.created_at,
    updated_at: borrower.created_at,
  });
  const [orderA, orderB] = await db
    .insertInto('orders')
    .values([order(a!.id, 'A-1'), order(b!.id, 'B-1')])
    .returning('id')
    .execute();
  return {
    borrowerA: a!.id,
    borrowerB: b!.id,
    productId,
    orderA: orderA!.id,
    orderB: orderB!.id,
    order,
  };
}

const period = (orderId: number) => ({
  order_id: orderId,
  period_no: 1,
  due_at: '2026-02-01T00:00:00.000Z',
  principal: 1_000_000,
  interest: 0,
  fee: 0,
  total: 1_000_000,
  status: 'pending' as const,
});

const event = (borrowerId: number, kind: 'page' | 'service' | 'apply') => ({
  borrower_id: borrowerId,
  kind,
  product_id: 1,
  created_at: borrower.created_at,
});

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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

  it('moves an order’s version for its own rows only: order, plan, rating, dismissed prompt', async () => {
    await openMigrated();
    const { orderA, orderB, borrowerA } = await seedOrders();
    const feed = changeFeed(db)!;
    const writes = [
      () => db.updateTable('orders').set({ status: 200 }).where('id', '=', orderA).execute(),
      () => db.insertInto('repayment_plans').values(period(orderA)).execute(),
      () =>
        db
          .updateTable('repayment_plans')
          .set({ status: 'paid' })
          .where('order_id', '=', orderA)
          .execute(),
      () =>
        db
          .insertInto('ratings')
          .values({ borrower_id: borrowerA, order_id: orderA, score: 5, created_at: 'x' })
          .execute(),
      () =>
        db.insertInto('rating_prompts').values({ order_id: orderA, dismissed_at: 'x' }).execute(),
      () => db.deleteFrom('rating_prompts').where('order_id', '=', orderA).execute(),
    ];
    for (const write of writes) {
      const a = feed.version('orders', orderA);
      const b = feed.version('orders', orderB);
      const whole = feed.version('orders');
      const apps = feed.version('applications', borrowerA);
      await write();
      expect(feed.version('orders', orderA)).toBeGreaterThan(a);
      expect(feed.version('orders', orderB)).toBe(b);
      expect(feed.version('orders')).toBe(whole);
      expect(feed.version('applications', borrowerA)).toBe(apps);
    }
  });

  it('moves a borrower’s applications on their apply events only, not on page or service events', async () => {
    await openMigrated();
    const { borrowerA, borrowerB, orderA } = await seedOrders();
    const feed = changeFeed(db)!;
    const versions = () => [
      feed.version('applications', borrowerA),
      feed.version('applications', borrowerB),
      feed.version('orders', orderA),
      feed.version('borrowers'),
    ];
    const before = versions();
    await db
      .insertInto('events')
      .values([event(borrowerA, 'page'), event(borrowerB, 'service')])
      .execute();
    expect(versions()).toEqual(before);
    await db.insertInto('events').values(event(borrowerA, 'apply')).execute();
    const [a, b, order, borrowers] = versions();
    expect(a).toBeGreaterThan(before[0]!);
    expect([b, order, borrowers]).toEqual([before[1], before[2], before[3]]);
    // A page event rewritten as an application counts (the row as written), and back.
    const page = feed.version('applications', borrowerB);
    await db.updateTable('events').set({ kind: 'apply' }).where('kind', '=', 'service').execute();
    expect(feed.version('applications', borrowerB)).toBeGreaterThan(page);
  });

  it('moves both keys when a write moves a row from one order (or borrower) to another', async () => {
    await openMigrated();
    const { orderA, orderB, borrowerA, borrowerB } = await seedOrders();
    await db.insertInto('repayment_plans').values(period(orderA)).execute();
    await db.insertInto('events').values(event(borrowerA, 'apply')).execute();
    const feed = changeFeed(db)!;
    const a = feed.version('orders', orderA);
    const b = feed.version('orders', orderB);
    await db
      .updateTable('repayment_plans')
      .set({ order_id: orderB })
      .where('order_id', '=', orderA)
      .execute();
    expect(feed.version('orders', orderA)).toBeGreaterThan(a);
    expect(feed.version('orders', orderB)).toBeGreaterThan(b);
    const appsA = feed.version('applications', borrowerA);
    const appsB = feed.version('applications', borrowerB);
    await db.updateTable('events').set({ borrower_id: borrowerB }).execute();
    expect(feed.version('applications', borrowerA)).toBeGreaterThan(appsA);
    expect(feed.version('applications', borrowerB)).toBeGreaterThan(appsB);
  });

  it('moves for a write that rolls back (a needless re-read, never a stale one)', async () => {
    await openMigrated();
    const { orderA } = await seedOrders();
    const feed = changeFeed(db)!;
    const before = feed.version('orders', orderA);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('rating_prompts')
          .values({ order_id: orderA, dismissed_at: 'x' })
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db.selectFrom('rating_prompts').selectAll().execute()).toEqual([]);
    expect(feed.version('orders', orderA)).toBeGreaterThan(before);
  });

  it('moves keyed versions too when another connection commits to the file', async () => {
    const file = await openMigrated();
    const { orderA, borrowerA } = await seedOrders();
    const feed = changeFeed(db)!;
    await db.insertInto('repayment_plans').values(period(orderA)).execute();
    await nextTurn();
    const order = feed.version('orders', orderA);
    const apps = feed.version('applications', borrowerA);
    const other = new SQLite(file);
    try {
      // Not a watched write on this connection: no trigger of ours runs there.
      other.prepare("update repayment_plans set status = 'paid' where order_id = ?").run(orderA);
      await nextTurn();
      expect(feed.version('orders', orderA)).toBeGreaterThan(order);
      expect(feed.version('applications', borrowerA)).toBeGreaterThan(apps);
    } finally {
      other.close();
    }
  });

  it('never goes back to an earlier version when past its key limit it forgets keys', async () => {
    await openMigrated();
    const { orderA, order, borrowerA } = await seedOrders();
    const feed = changeFeed(db)!;
    await db.insertInto('repayment_plans').values(period(orderA)).execute();
    const seen = { order: feed.version('orders', orderA), whole: feed.version('sessions') };
    const apps = feed.version('applications', borrowerA);
    // 60 000 orders in one statement, each a new key: past the limit (50 000), every name moves.
    const row = order(borrowerA, '');
    await sql`
      with recursive n(i) as (select 1 union all select i + 1 from n where i < 60000)
      insert into orders (order_no, borrower_id, product_id, status, amount, periods, term_unit,
        created_at, updated_at)
      select 'N-' || i, ${row.borrower_id}, ${row.product_id}, ${row.status}, ${row.amount},
        ${row.periods}, ${row.term_unit}, ${row.created_at}, ${row.updated_at} from n
    `.execute(db);
    expect(feed.version('orders', orderA)).toBeGreaterThan(seen.order);
    expect(feed.version('sessions')).toBeGreaterThan(seen.whole);
    expect(feed.version('applications', borrowerA)).toBeGreaterThan(apps);
    // And a key written again afterwards moves on from there.
    const after = feed.version('orders', orderA);
    await db.updateTable('repayment_plans').set({ status: 'paid' }).execute();
    expect(feed.version('orders', orderA)).toBeGreaterThan(after);
  });

  it('is absent on PostgreSQL (no handle registered)', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tenor-feed-'));
    db = openDatabase({ databaseUrl: 'postgres://127.0.0.1:1/none', sqlitePath: '' });
    expect(changeFeed(db)).toBeUndefined();
  });
});
