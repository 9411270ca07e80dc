/** How the server runs: listener, database, demo mode, web build, limits, proxies, metrics, shutdown. */
import path from 'node:path';
import * as z from 'zod';
import { repoRoot } from '../repo-root.ts';
import { bool, bridgeScheme, hostName, list, logLevel } from './fields.ts';
import { type TrustProxy, trustProxy } from './trust-proxy.ts';

export { repoRoot } from '../repo-root.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface ServerLimits {
  /** The headers must arrive within this, and the body within this after them; slow trickles are cut. */
  requestTimeoutMs: number;
  /** A connection with nothing moving for this long is closed. */
  idleTimeoutMs: number;
}

export const serverEnv = {
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).optional(),
  DEMO: bool.default(false),
  DEMO_PUBLIC: bool.default(false),
  WEB_DIST: z.string().min(1).optional(),
  WEB_SSR: bool.default(true),
  LOG_LEVEL: logLevel.default('info'),
  URL_ALLOWLIST: list(hostName).default([]),
  BRIDGE_SCHEMES: list(bridgeScheme).default([]),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_DEV_SESSION_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  TRUST_PROXY: trustProxy.default(false),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  READY_DB_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1_000),
  PUBLIC_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be a host name such as app.example.com')
    .optional(),
};

export interface ServerConfig {
  port: number;
  host: string;
  /** PostgreSQL when set; otherwise the embedded SQLite file at `sqlitePath`. */
  databaseUrl: string | undefined;
  dialect: Dialect;
  dataDir: string;
  /** `${dataDir}/tenor.sqlite`, or `:memory:` in tests. */
  sqlitePath: string;
  demo: boolean;
  /**
   * Demo mode on a server others can reach (a public interface or behind a proxy): allowed
   * only with DEMO_PUBLIC=true, and then every page and start-up line says so.
   */
  demoPublic: boolean;
  webDist: string;
  /** Render pages opened with a session on the server (decision 013); off: always the shell. */
  ssr: boolean;
  logLevel: z.infer<typeof logLevel>;
  /** Extra hosts whose URLs the server may hand out (frames, payment pages). */
  urlAllowlist: string[];
  bridgeSchemes: string[];
  /** Requests per minute per IP on API routes; 0 disables the limiter (tests). */
  rateLimit: { perMinute: number; devSessionPerMinute: number };
  /** What one client may hold open: whole request time and idle connection time (http/server-limits.ts). */
  limits: ServerLimits;
  /**
   * SIGTERM (ops/shutdown.ts): readiness turns false at once; after `delayMs` the listener
   * closes (`PRODUCTION_SHUTDOWN_DELAY_MS` unless set; 0 in demo mode, which has no load
   * balancer to tell); requests in flight get `graceMs` to finish before their connections are cut.
   * `/readyz` also fails when the database has not answered within `readyDbTimeoutMs`.
   */
  shutdown: { graceMs: number; delayMs: number; readyDbTimeoutMs: number };
  /**
   * Prometheus metrics (ops/metrics-routes.ts), never open to borrowers: `/metrics` on the
   * main port only with `Authorization: Bearer <token>`, and/or a listener of their own on
   * `port` at `host` (a private interface). Neither set: not served.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  trustProxy: TrustProxy;
  /**
   * The host borrowers open the pages at (required outside demo mode): canonical links, Open
   * Graph, hreflang, robots.txt, sitemap.xml and the WebOTP line of registration SMS are
   * written with it. Only a demo without it falls back to the request's host.
   */
  publicHost: string | undefined;
}

type ServerEnv = z.infer<z.ZodObject<typeof serverEnv>>;

/**
 * How long a production instance keeps serving, not ready, after SIGTERM: load balancers probe
 * every 1-10 s, and until one has seen `/readyz` at 503 it keeps sending requests here.
 */
export const PRODUCTION_SHUTDOWN_DELAY_MS = 5_000;

/** Whether a listen address is reachable from this machine only. */
export const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

export function serverConfig(e: ServerEnv): ServerConfig {
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data');
  const reachable = !isLoopback(e.HOST) || e.TRUST_PROXY !== false;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dialect: e.DATABASE_URL ? 'postgres' : 'sqlite',
    dataDir,
    sqlitePath: path.join(dataDir, 'tenor.sqlite'),
    // The sandbox shows every borrower's codes (/dev/outbox) and settles loans without money: on
    // only when DEMO=true asks for it, never inferred from the host or NODE_ENV.
    demo: e.DEMO,
    demoPublic: e.DEMO && reachable,
    ssr: e.WEB_SSR,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    urlAllowlist: e.URL_ALLOWLIST,
    bridgeSchemes: e.BRIDGE_SCHEMES,
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      devSessionPerMinute: e.RATE_LIMIT_DEV_SESSION_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    limits: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, idleTimeoutMs: e.IDLE_TIMEOUT_MS },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdown: {
      graceMs: e.SHUTDOWN_GRACE_MS,
      delayMs: e.SHUTDOWN_DELAY_MS ?? (e.DEMO ? 0 : PRODUCTION_SHUTDOWN_DELAY_MS),
      readyDbTimeoutMs: e.READY_DB_TIMEOUT_MS,
    },
    publicHost: e.PUBLIC_HOST,
  };
}
