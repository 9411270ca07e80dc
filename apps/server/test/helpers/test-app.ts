import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { EndpointDef, ResponseOf } from '@tenor/contract/endpoint';
import { devSession } from '@tenor/contract/endpoints/dev';
import { buildApp, type AppOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { backgroundStopped, openDatabase, type Db } from '../../src/db/database.ts';
import { createPgDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  /** The app's own database handle, to check stored rows. */
  db: Db;
  config: Config;
  /** Everything logged so far (only with `captureLogs`). */
  logs: () => string;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables as `loadConfig` reads them (DEMO, URL_ALLOWLIST, …). */
  env?: Record<string, string>;
  captureLogs?: boolean;
  onRoute?: AppOptions['onRoute'];
  /** On SQLite, a file in the scratch folder instead of memory (for a second connection to it). */
  sqliteFile?: boolean;
  /**
   * A web build to serve, as `npm run build` lays it out under apps/web: paths relative to that
   * folder (`dist/index.html`, `dist/.vite/manifest.json`, `dist-server/entry-server.js`).
   */
  webBuild?: Record<string, string | Buffer>;
}

/** The public host of test apps started without demo mode (PUBLIC_HOST is required there). */
export const PRODUCTION_TEST_HOST = 'app.tenor.test';

/** The documents' signing key of test apps started without demo mode (required there, decision 067). */
export const TEST_SIGNING_KEY = generateKeyPairSync('ed25519')
  .privateKey.export({ format: 'pem', type: 'pkcs8' })
  .toString();

/** PostgreSQL when the run has DATABASE_URL (scripts/test-pg.mjs), otherwise in-memory SQLite. */
const pgAdminUrl = loadConfig({ ...process.env, DEMO: 'true' }).databaseUrl;

export const dialectUnderTest = pgAdminUrl ? 'postgres' : 'sqlite';

/**
 * Builds the app on a fresh database (migrated and, in demo mode, seeded): in-memory SQLite,
 * or a new database on the PostgreSQL server when DATABASE_URL is set. No port is opened;
 * use `app.inject`. Rate limits are off and the web build is absent unless `env` says otherwise.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'tenor-test-'));
  if (options.webBuild) writeFiles(path.join(scratch, 'web'), options.webBuild);
  const pgDb = pgAdminUrl ? await createPgDatabase(pgAdminUrl) : undefined;
  const config: Config = {
    ...loadConfig({
      DEMO: 'true',
      LOG_LEVEL: options.captureLogs ? 'info' : 'silent',
      RATE_LIMIT_PER_MINUTE: '0',
      RATE_LIMIT_DEV_SESSION_PER_MINUTE: '0',
      // Payment reminders run on a clock: tests that want them call the sender with their own.
      REMINDER_EVERY_SECONDS: '0',
      DATA_DIR: scratch,
      WEB_DIST: path.join(scratch, options.webBuild ? 'web/dist' : 'no-web-build'),
      // The production start requires the public host; tests of it name one unless they test that.
      ...(options.env?.DEMO === 'false'
        ? { PUBLIC_HOST: PRODUCTION_TEST_HOST, DOCUMENT_SIGNING_KEY: TEST_SIGNING_KEY }
        : {}),
      ...options.env,
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    }),
    ...(pgDb
      ? {}
      : { sqlitePath: options.sqliteFile ? path.join(scratch, 'tenor.sqlite') : ':memory:' }),
  };
  let output = '';
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      output += chunk.toString();
      done();
    },
  });
  const db = openDatabase(config);
  const app = await buildApp(config, { db, logStream, onRoute: options.onRoute }).catch(
    async (err: unknown) => {
      await pgDb?.drop();
      throw err;
    },
  );
  return {
    app,
    db,
    config,
    logs: () => output,
    async close() {
      await app.close();
      await pgDb?.drop();
      // A file database's checkpointer thread lets go of the folder once it has exited.
      await backgroundStopped(db);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * The one app of a test file: built before its first test, closed after its last. Reads like
 * the app itself (`t.app`, `t.db`, …); touching it outside a test or hook throws. Options that
 * are known only once an earlier hook has run (a stand-in's address) are given as a function.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => built?.close());
  const current = (): TestApp => {
    if (!built)
      throw new Error('the test app is built in beforeAll: use it inside tests and hooks');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    logs: () => current().logs(),
    close: () => current().close(),
  };
}

/** A temporary web build with the given files (paths relative to the dist root). */
export function makeWebDist(files: Record<string, string | Buffer>): {
  dir: string;
  remove: () => void;
} {
  const dir = mkdtempSync(path.join(tmpdir(), 'tenor-web-'));
  writeFiles(dir, files);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function writeFiles(dir: string, files: Record<string, string | Buffer>): void {
  for (const [name, content] of Object.entries(files)) {
    const file = path.join(dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/** What `/dev/session` answers (token, order id per status, products, phone, cards). */
export type DemoSession = ResponseOf<typeof devSession>;

/** A new demo borrower through the public sandbox endpoint. */
export async function demoSession(
  app: FastifyInstance,
  body: { region?: 'IN' | 'ID'; scenario?: 'default' | 'full' } = {},
): Promise<DemoSession> {
  const res = await app.inject({ method: 'POST', url: devSession.path, payload: body });
  if (res.statusCode !== 200) throw new Error(`dev session failed: ${res.body}`);
  return (res.json() as { data: DemoSession }).data;
}

/** Form-encoded POST as the web's form helper sends it (common params in the query). */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(
      Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString(),
  });
}

/** The envelope of a success answer, with `data` checked against the contract. */
export function successData<E extends EndpointDef>(
  endpoint: E,
  res: LightMyRequestResponse,
): ResponseOf<E> {
  const body = res.json() as { code: string; message: string; data: unknown };
  if (res.statusCode !== 200 || body.code !== endpoint.success) {
    throw new Error(`expected success from ${endpoint.path}, got ${res.statusCode} ${res.body}`);
  }
  const parsed = endpoint.response.safeParse(body.data);
  if (!parsed.success) {
    throw new Error(
      `${endpoint.path} answered data outside its contract: ${JSON.stringify(parsed.error.issues)}`,
    );
  }
  return parsed.data as ResponseOf<E>;
}

/** JSON POST as the web's JSON client sends it (language in the query, token in a header). */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

/** A seeded product's id by its code (`in-rupeeflow`, `id-danakilat`, …). */
export async function productIdOf(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}
