/**
 * The real server as a child process (`src/server.ts` through tsx) on a data folder of its
 * own, or a PostgreSQL database of its own under `npm run test:pg`, for tests that kill it
 * with SIGKILL and start it again on the same data. The test keeps its own handle on the
 * database to check the rows.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Db } from '../../src/db/database.ts';
import { createPgDatabase } from './test-database.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildServer {
  base: string;
  child: ChildProcess;
  /** What the server has printed so far (its start-up lines, warnings). */
  readonly output: string;
}

export interface ServerData {
  /** The environment every start gets (more may be added per start). */
  env: Record<string, string>;
  db: Db;
  start: (extra?: Record<string, string>) => Promise<ChildServer>;
  /** Kills what is still running and removes the data. */
  dispose: () => Promise<void>;
}

/** A data folder (and, on PostgreSQL, a database) for servers started and killed by a test. */
export async function serverData(extraEnv: Record<string, string> = {}): Promise<ServerData> {
  const adminUrl = loadConfig({ ...process.env, DEMO: 'true' }).databaseUrl;
  const scratch = mkdtempSync(path.join(tmpdir(), 'tenor-child-'));
  const pg = adminUrl ? await createPgDatabase(adminUrl) : undefined;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    // A run on another Node (scripts/test-node24.mjs) hands its loader hook to the server too.
    ...Object.fromEntries(
      ['NODE_OPTIONS', 'TENOR_SQLITE_NAPI_ENTRY'].flatMap((k) => {
        const v = process.env[k];
        return v === undefined ? [] : [[k, v]];
      }),
    ),
    PORT: '0',
    HOST: '127.0.0.1',
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_DEV_SESSION_PER_MINUTE: '0',
    REMINDER_EVERY_SECONDS: '0',
    DATA_DIR: scratch,
    WEB_DIST: path.join(scratch, 'no-web-build'),
    ...extraEnv,
    ...(pg ? { DATABASE_URL: pg.url } : {}),
  };
  const db = openDatabase(loadConfig(env));
  const children: ChildProcess[] = [];
  return {
    env,
    db,
    start: (extra = {}) => startServer({ ...env, ...extra }, children),
    async dispose() {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await db.destroy();
      await pg?.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Starts the server as `npm start` would (without the web build); answers its base URL. */
function startServer(env: Record<string, string>, children: ChildProcess[]): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    // About 6 s on a quiet machine; tsx compiles the server first, so a busy one takes longer.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/[\d.:]+)\//);
      if (match?.[1]) {
        clearTimeout(timer);
        // The start-up lines are written at once, with the one that names the address.
        const started = {
          base: match[1],
          child,
          get output() {
            return out;
          },
        };
        resolve(started);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

/** A form POST as the web's form helper sends it. */
export const postFormTo = (
  base: string,
  url: string,
  token: string,
  fields: Record<string, string | number>,
) =>
  fetch(`${base}${url}?languageType=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-token': token },
    body: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ),
  });

/** A JSON POST (with the session when given). */
export const postJsonTo = (base: string, url: string, body: unknown, token?: string) =>
  fetch(`${base}${url}?languageType=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });

/** Resolves with the probe's first defined answer, polling every 25 ms. */
export async function until<T>(probe: () => Promise<T | undefined>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** What an order owes now on a server's data: the sum of its unpaid periods. */
export async function owedOn(db: Db, orderId: number): Promise<number> {
  const plans = await db
    .selectFrom('repayment_plans')
    .select('total')
    .where('order_id', '=', orderId)
    .where('status', '!=', 'paid')
    .execute();
  return plans.reduce((sum, p) => sum + p.total, 0);
}
