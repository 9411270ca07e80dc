/**
 * The payment-reminder schedule at scale (issue 44 point 8, decision 062): 1,000,000 periods
 * falling due on one day's lead days (3, 1 and 0 days ahead, and yesterday's missed ones),
 * scheduled and claimed by two instances racing on one PostgreSQL, each with its own pool, as
 * two servers would. Prints one JSON line: the seconds to schedule and to claim, how many rows,
 * and whether any reminder was claimed twice. Run by `npm run bench` (BENCH_ONLY=reminders),
 * on PostgreSQL only: `node scripts/test-pg.mjs --run node scripts/bench.mjs`.
 *
 * Sending itself (the SMS gateway's answer per message) is not in the figure: the gateway's
 * own rate bounds it, not the schedule.
 */
import pg from 'pg';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { marketDayStartIso } from '../apps/server/src/domain/orders/market-day.ts';
import { reminderRepository } from '../apps/server/src/modules/loans/reminders/reminder-repository.ts';
import { seedDemo } from '../apps/server/src/seed/seed-demo.ts';

const PERIODS = Number(process.env.BENCH_REMINDER_PERIODS ?? 1_000_000);
const BORROWERS = Math.max(1, Math.floor(PERIODS / 10));
const CLAIM = 5_000;
/** A Wednesday, 10:00 IST (11:30 WIB): inside both markets' hours. */
const NOW = new Date('2030-03-13T04:30:00Z');
const DAY_MS = 86_400_000;

const adminUrl = process.env.DATABASE_URL;
if (adminUrl === undefined) {
  console.log(JSON.stringify({ skipped: 'PostgreSQL only (DATABASE_URL)' }));
  process.exit(0);
}

const name = `tenor_bench_reminders_${process.pid}`;
async function admin(text: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
await admin(`drop database if exists "${name}"`);
await admin(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const config = loadConfig({ DEMO: 'true', DATABASE_URL: url.toString() });
const pools: Db[] = [];
const open = (): Db => {
  const db = openDatabase(config);
  pools.push(db);
  return db;
};

try {
  const setup = open();
  await migrateToLatest(setup, 'postgres');
  await seedDemo(setup);
  // The load is set-up, not the figure: no change notices for a million rows.
  await sql`alter table orders disable trigger user`.execute(setup);
  await sql`alter table repayment_plans disable trigger user`.execute(setup);
  const started = Date.now();
  const products = await setup
    .selectFrom('products')
    .select(['id', 'region'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  const inProduct = products.find((p) => p.region === 'IN')!.id;
  const idProduct = products.find((p) => p.region === 'ID')!.id;
  const dayStart = {
    IN: Date.parse(marketDayStartIso('IN', NOW.getTime())),
    ID: Date.parse(marketDayStartIso('ID', NOW.getTime())),
  };
  await sql`
    insert into borrowers (phone, region, created_at)
    select '+9190' || lpad(g::text, 8, '0'), 'IN', now() from generate_series(1, ${BORROWERS}) g`.execute(
    setup,
  );
  const first = await setup
    .selectFrom('borrowers')
    .select((eb) => eb.fn.min('id').as('id'))
    .where('phone', 'like', '+9190%')
    .executeTakeFirstOrThrow();
  // Order g: India for odd g, Indonesia for even; due on lead 3, 1, 0 or yesterday in turn.
  await sql`
    insert into orders (order_no, borrower_id, product_id, status, amount, fee_amount,
      interest_amount, paid_amount, periods, term_unit, due_at, disbursed_at, created_at, updated_at)
    select 'B' || g, ${first.id}::int + (g % ${BORROWERS}),
      case when g % 2 = 1 then ${inProduct}::int else ${idProduct}::int end,
      174, 500000, 10000, 20000, 0, 1, 'day', now(), now(), now(), now()
    from generate_series(1, ${PERIODS}) g`.execute(setup);
  await sql`
    insert into repayment_plans (order_id, period_no, due_at, principal, interest, fee, total, status)
    select o.id, 1,
      to_timestamp((case when o.product_id = ${inProduct}::int then ${dayStart.IN}::bigint else ${dayStart.ID}::bigint end
        + (array[3, 1, 0, -1])[1 + (o.id % 4)] * ${DAY_MS}::bigint + 43200000) / 1000.0),
      500000, 20000, 10000, 530000, 'pending'
    from orders o where o.order_no like 'B%'`.execute(setup);
  await sql`analyze`.execute(setup);
  const loadSeconds = (Date.now() - started) / 1000;

  const instances = [open(), open()];
  const repos = instances.map((db) => reminderRepository(db, 'postgres'));
  const t0 = Date.now();
  // Both instances schedule both markets' day at once: the unique row keeps one of each.
  await Promise.all(
    repos.flatMap((repo) =>
      (['IN', 'ID'] as const).map((region) =>
        repo.schedule({
          region,
          sendOn: region === 'IN' ? '2030-03-13' : '2030-03-13',
          dayStart: new Date(dayStart[region]),
          leadDays: [3, 1, 0],
          now: NOW.toISOString(),
        }),
      ),
    ),
  );
  const scheduleSeconds = (Date.now() - t0) / 1000;

  // Both claim until nothing is left; each claimed batch is marked sent in one statement.
  const claimed: number[][] = [[], []];
  const t1 = Date.now();
  await Promise.all(
    repos.map(async (repo, i) => {
      for (const region of ['IN', 'ID'] as const) {
        for (;;) {
          const rows = await repo.claim(region, '2030-03-13', `bench-${i}`, CLAIM);
          if (rows.length === 0) break;
          const ids = rows.map((r) => r.id);
          claimed[i]!.push(...ids);
          await instances[i]!.updateTable('reminders')
            .set({ status: 'sent', channels: 'sms,inApp', sent_at: NOW.toISOString() })
            .where('id', 'in', ids)
            .execute();
        }
      }
    }),
  );
  const claimSeconds = (Date.now() - t1) / 1000;
  const all = claimed.flat();
  const rows = await instances[0]!
    .selectFrom('reminders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    JSON.stringify({
      periods: PERIODS,
      scheduled: Number(rows.n),
      claimedByEach: claimed.map((c) => c.length),
      claimedTwice: all.length - new Set(all).size,
      loadSeconds,
      scheduleSeconds,
      claimSeconds,
      totalSeconds: scheduleSeconds + claimSeconds,
    }),
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await Promise.allSettled(pools.map((db) => db.destroy()));
  await admin(`drop database if exists "${name}" with (force)`);
}
