/**
 * The change feed on PostgreSQL (db/pg-change-feed.ts): a write committed through another
 * connection — another instance — moves the version a cache checks by the time `sync()`
 * settles, so nothing kept is served after a write elsewhere; a lost listening connection
 * stops every cache from trusting anything until it listens again. PostgreSQL only.
 */
import { sql } from 'kysely';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeed, type ChangeFeed } from '../src/db/change-feed.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { FEED_APPLICATION } from '../src/db/pg-change-feed.ts';
import { useTestApp, demoSession, dialectUnderTest, postForm } from './helpers/test-app.ts';

describe.skipIf(dialectUnderTest !== 'postgres')('the change feed on PostgreSQL', () => {
  const t = useTestApp();
  /** Another instance's connection to the same database. */
  let other: Db;
  let feed: ChangeFeed;
  beforeAll(async () => {
    other = openDatabase({ databaseUrl: t.config.databaseUrl, sqlitePath: ':memory:' });
    feed = changeFeed(t.db)!;
  });
  afterAll(async () => {
    await other?.destroy();
  });

  const synced = async (name: 'products' | 'orders' | 'sessions', key?: number) => {
    await feed.sync();
    return feed.version(name, key);
  };

  it('moves a name when another connection commits a write to its table, by the next sync', async () => {
    const before = await synced('products');
    expect(await synced('products')).toBe(before);
    await other.updateTable('products').set({ sort_order: 5 }).where('id', '=', 1).execute();
    expect(await synced('products')).toBeGreaterThan(before);
  });

  it('moves only the written key of a keyed name', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const [a, b] = Object.values(session.orders).slice(0, 2) as [number, number];
    const [va, vb] = [await synced('orders', a), await synced('orders', b)];
    await other
      .updateTable('orders')
      .set({ version: sql`version` })
      .where('id', '=', a)
      .execute();
    expect(await synced('orders', a)).toBeGreaterThan(va);
    expect(await synced('orders', b)).toBe(vb);
  });

  it('refuses a session revoked on another instance at the very next request', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const ask = () => postForm(t.app, recommendProductList.path, {}, { 'x-token': session.token });
    expect((await ask()).json()).toMatchObject({ code: '00' });
    expect((await ask()).json()).toMatchObject({ code: '00' });
    await other.deleteFrom('sessions').execute();
    expect((await ask()).json()).not.toMatchObject({ code: '00' });
  });

  it('trusts nothing while its connection is lost, and again once it listens', async () => {
    const stable = await synced('products');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${FEED_APPLICATION} and datname = current_database()`.execute(other);
    // Every call moves until the feed listens again (bounded by tries, not by a clock).
    let moving = true;
    let previous = stable;
    for (let i = 0; i < 200 && moving; i++) {
      const now = await synced('products');
      moving = now !== previous;
      previous = now;
      if (moving) await new Promise((r) => setTimeout(r, 25));
    }
    expect(moving).toBe(false);
    expect(previous).toBeGreaterThan(stable);
    // Listening again: a write elsewhere is heard.
    await other.updateTable('products').set({ sort_order: 6 }).where('id', '=', 1).execute();
    expect(await synced('products')).toBeGreaterThan(previous);
  });
});
