/**
 * The server process killed (SIGKILL) between the provider's charge and the record of it:
 * on restart, the reconciler asks the provider and finishes the payment — the money is
 * applied once and the card is never charged again. A real process on a real database file
 * (or PostgreSQL under `npm run test:pg`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devSession } from '@tenor/contract/endpoints/dev';
import { repaymentCommit, repaymentWay } from '@tenor/contract/endpoints/repay';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { createPgDatabase } from './helpers/test-database.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = loadConfig().databaseUrl;

let scratch: string;
let env: Record<string, string>;
let db: Db;
let dropPg: (() => Promise<void>) | undefined;
const children: ChildProcess[] = [];

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'tenor-crash-'));
  const pg = adminUrl ? await createPgDatabase(adminUrl) : undefined;
  dropPg = pg?.drop;
  env = {
    PATH: process.env.PATH ?? '',
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_DEV_SESSION_PER_MINUTE: '0',
    DATA_DIR: scratch,
    WEB_DIST: path.join(scratch, 'no-web-build'),
    CHARGE_RECONCILE_AFTER_SECONDS: '1',
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  db = openDatabase(loadConfig(env));
});

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await db?.destroy();
  await dropPg?.();
  rmSync(scratch, { recursive: true, force: true });
});

/** Starts the server as `npm start` would (without the web build); answers its base URL. */
function start(extra: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/[\d.:]+)\//);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ base: match[1], child });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

const form = (base: string, url: string, token: string, fields: Record<string, string | number>) =>
  fetch(`${base}${url}?languageType=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token },
    body: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ),
  });

const orderState = (orderId: number) =>
  db
    .selectFrom('orders')
    .select(['status', 'paid_amount'])
    .where('id', '=', orderId)
    .executeTakeFirst();

async function until<T>(probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('finishes a charge the killed process never recorded, and never charges it twice', async () => {
  // The sandbox bank answers slowly, so the kill lands between its charge and our record.
  const first = await start({ SANDBOX_CARD_LATENCY_MS: '20000' });
  const session = (await (
    await fetch(`${first.base}${devSession.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ region: 'IN' }),
    })
  ).json()) as { data: { token: string; orders: Record<string, number> } };
  const { token } = session.data;
  const orderId = session.data.orders['174']!;
  const plan = await db
    .selectFrom('repayment_plans')
    .select('total')
    .where('order_id', '=', orderId)
    .execute();
  const amount = plan.reduce((sum, p) => sum + p.total, 0);
  const way = (await (await form(first.base, repaymentWay.path, token, { orderId })).json()) as {
    data: {
      repayToken: string;
      bankCards: { id: number; bankName: string; bankCode: string; cardNo: string }[];
    };
  };
  const card = way.data.bankCards[1]!; // charged without an SMS code
  const lost = form(first.base, repaymentCommit.path, token, {
    orderId,
    amount,
    cardId: card.id,
    bankName: card.bankName,
    bankCode: card.bankCode,
    cardNo: card.cardNo,
    repayToken: way.data.repayToken,
    sendMsg: 0,
  }).catch(() => null);

  const charge = await until(
    () =>
      db.selectFrom('sandbox_charges').selectAll().where('amount', '=', amount).executeTakeFirst(),
    15_000,
  );
  first.child.kill('SIGKILL');
  expect(await lost).toBeNull();
  const stuck = await db
    .selectFrom('repayments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
  expect(stuck).toMatchObject([{ status: 'pending' }]);
  expect(stuck[0]!.charging_at).not.toBeNull();
  expect(await orderState(orderId)).toEqual({ status: 174, paid_amount: 0 });

  // Restarted after the reconcile delay: start-up reconciliation asks the provider.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const second = await start({});
  const repayments = await db
    .selectFrom('repayments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute();
  expect(repayments).toMatchObject([{ status: 'done', applied_amount: amount }]);
  expect(charge.reference).toBe(`repayment-${repayments[0]!.id}`);
  expect(await orderState(orderId)).toEqual({ status: 200, paid_amount: amount });

  // The borrower trying again is told there is nothing to repay; the card is charged once.
  const again = (await (await form(second.base, repaymentWay.path, token, { orderId })).json()) as {
    code: string;
  };
  expect(again.code).toBe('1009');
  expect(
    await db.selectFrom('sandbox_charges').selectAll().where('amount', '=', amount).execute(),
  ).toHaveLength(1);
  second.child.kill('SIGTERM');
}, 90_000);
