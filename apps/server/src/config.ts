/**
 * The only module that reads `process.env` (docs/code-style.md "Configuration in one module per app"). Everything else receives a typed
 * `Config`, so tests build apps from plain objects and a bad deployment fails at start.
 */
import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod';
import { payChannels, type PayChannel } from '@tenor/contract/endpoints/repay';
import type { Region } from '@tenor/contract/launch';
import type { ServerLimits } from './http/server-limits.ts';

/** `npm start` runs in apps/server, so defaults are anchored to the repo root, not the cwd. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type Dialect = 'sqlite' | 'postgres';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const list = (item: z.ZodString) =>
  z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

const hostName = z
  .string()
  .regex(
    /^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i,
    'must be host names such as pay.example.com or *.example.com',
  );

/** A registration number as printed (CIN, RBI CoR, NIB, OJK licence); commas separate them. */
const registration = z.string().min(1).max(80);

/** Schemes the web app may hand to the native app; never ones that run code or load data. */
const bridgeScheme = z
  .string()
  .regex(/^[a-z][a-z0-9+.-]*$/, 'must be lower-case URL schemes without ":"')
  .refine(
    (s) =>
      ![
        'javascript',
        'data',
        'vbscript',
        'file',
        'http',
        'https',
        'blob',
        'intent',
        'android-app',
      ].includes(s),
    // intent: and android-app: can start any app on the phone; list the app's own scheme instead.
    'must not be javascript, data, vbscript, file, blob, http, https, intent or android-app',
  );

const color = z.string().regex(/^#[0-9a-f]{3,8}$/i, 'must be a hex colour such as #0b5cad');

/** Same rule as the web app's parser (apps/web/src/app/config.ts), which drops anything else. */
const fontFamily = z
  .string()
  .regex(
    /^[\w\s,"'-]{1,200}$/,
    'may contain only letters, digits, spaces, commas, quotes and hyphens',
  );

/** Ways to pay, as `PAY_CHANNELS_IN` and `PAY_CHANNELS_ID` list them (docs/markets.md "Repayment rails"). */
const channelList = list(z.string()).pipe(
  z.array(z.enum(payChannels)).min(1, `must name at least one of ${payChannels.join(', ')}`),
);

/**
 * Which proxies in front of the server are trusted to report the client's address and scheme
 * (docs/operations.md "Behind a proxy"): `false` none, a number the hops counted from the
 * server, or the proxies' own addresses and CIDR ranges (Fastify's `trustProxy` forms).
 * `true` would believe every `X-Forwarded-For` entry a client writes itself: refused.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
};

const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (['false', '0', 'no', 'off'].includes(v)) return false;
  if (['true', 'yes', 'on'].includes(v)) {
    ctx.addIssue({
      code: 'custom',
      message:
        'true would trust every X-Forwarded-For entry, including ones a client writes itself. ' +
        'Set the number of proxies in front of the server (1 for one load balancer, 2 for a CDN ' +
        'in front of a load balancer) or their addresses/CIDRs (e.g. 10.0.0.0/8,loopback)',
    });
    return z.NEVER;
  }
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = entries.filter((x) => !isProxyAddress(x));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count or proxy addresses/CIDRs; not understood: ${bad.join(', ') || value}`,
    });
    return z.NEVER;
  }
  return entries;
});

const logLevel = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

const envSchema = z.object({
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
  BRAND_APP_NAME: z.string().min(1).max(40).default('Tenor'),
  SUPPORT_PHONE_IN: z.string().max(30).default('+91 80 4718 2200'),
  SUPPORT_EMAIL_IN: z.email().default('care.in@tenor.example'),
  SUPPORT_PHONE_ID: z.string().max(30).default('+62 21 5088 7000'),
  SUPPORT_EMAIL_ID: z.email().default('care.id@tenor.example'),
  COMPANY_NAME_IN: z.string().min(1).max(120).default('Tenor Credit India Private Limited'),
  COMPANY_ADDRESS_IN: z
    .string()
    .min(1)
    .max(300)
    .default('4th Floor, 12 Residency Road, Bengaluru, Karnataka 560025, India'),
  COMPANY_REGISTRATION_IN: list(registration).default([
    'CIN U65929KA2024PTC190417',
    'RBI CoR N-02.00451',
  ]),
  COMPANY_NAME_ID: z.string().min(1).max(120).default('PT Tenor Kredit Indonesia'),
  COMPANY_ADDRESS_ID: z
    .string()
    .min(1)
    .max(300)
    .default('Gedung Menara Lima Lt. 9, Jl. Jend. Sudirman Kav. 52, Jakarta Selatan 12190'),
  COMPANY_REGISTRATION_ID: list(registration).default([
    'NIB 9120304871624',
    'OJK KEP-47/D.05/2024',
  ]),
  PAY_CHANNELS_IN: channelList.default(['upi', 'netbanking', 'debitCard', 'card']),
  PAY_CHANNELS_ID: channelList.default(['va', 'market']),
  BRAND_PRIMARY_COLOR: color.default('#0b5cad'),
  BRAND_BACKGROUND_COLOR: color.default('#ffffff'),
  BRAND_FONT_COLOR: color.default('#1f2328'),
  BRAND_FONT_FAMILY: fontFamily.default(
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  ),
  WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'none']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(600),
  RATE_LIMIT_DEV_SESSION_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  TRUST_PROXY: trustProxy.default(false),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  READY_DB_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1_000),
  CHARGE_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  SANDBOX_CARD_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  GRIEVANCE_OFFICER_NAME_IN: z.string().min(1).max(80).default('Ananya Iyer'),
  GRIEVANCE_OFFICER_EMAIL_IN: z.email().default('grievance.in@tenor.example'),
  GRIEVANCE_OFFICER_PHONE_IN: z.string().max(30).default('+91 80 4718 2290'),
  GRIEVANCE_OFFICER_NAME_ID: z.string().min(1).max(80).default('Dewi Lestari'),
  GRIEVANCE_OFFICER_EMAIL_ID: z.email().default('pengaduan.id@tenor.example'),
  GRIEVANCE_OFFICER_PHONE_ID: z.string().max(30).default('+62 21 5088 7090'),
  OPS_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  CARE_IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .max(20 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  CARE_UPLOADS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(40),
  IMAGE_URL_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PUBLIC_HOST: z
    .string()
    .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, 'must be a host name such as app.example.com')
    .optional(),
  PROMO_SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(500),
  PROMO_SMS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  SITE_CONTACT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(5),
  PROMO_SMS_PER_SID: z.coerce.number().int().min(1).max(100).default(3),
});

export interface Config {
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
  brand: {
    appName: string;
    primaryColor: string;
    backgroundColor: string;
    fontColor: string;
    fontFamily: string;
  };
  /** Customer service of each market: every page of a market shows its own. */
  support: Record<Region, SupportContact>;
  /** The lender in each market: name, address and registration numbers shown on the site and legal pages. */
  company: Record<Region, CompanyDetails>;
  /** The ways to pay each market offers, in the order pages show them. */
  payChannels: Record<Region, PayChannel[]>;
  /** Key of the payment webhook's HMAC-SHA256 signature (modules/repay/webhook-signature.ts). */
  webhookSecret: string;
  /**
   * Payment and SMS providers (providers/configured.ts). The sandbox and the outbox are
   * demo-only; `none` answers 1503 where a provider is needed. Real providers are added
   * as further values.
   */
  providers: { payment: 'sandbox' | 'none'; sms: 'outbox' | 'none' };
  /** Requests per minute per IP on API routes; 0 disables the limiter (tests). */
  rateLimit: { perMinute: number; devSessionPerMinute: number };
  /** What one client may hold open: whole request time and idle connection time (http/server-limits.ts). */
  limits: ServerLimits;
  /**
   * SIGTERM (ops/shutdown.ts): readiness turns false at once; after `delayMs` the listener
   * closes; requests in flight get `graceMs` to finish before their connections are cut.
   * `/readyz` also fails when the database has not answered within `readyDbTimeoutMs`.
   */
  shutdown: { graceMs: number; delayMs: number; readyDbTimeoutMs: number };
  /**
   * Prometheus metrics (ops/metrics.ts), never open to borrowers: `/metrics` on the main port
   * only with `Authorization: Bearer <token>`, and/or a listener of their own on `port` at
   * `host` (a private interface). Neither set: not served.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  trustProxy: TrustProxy;
  /**
   * A card charge without an answer for this long is settled by asking the provider
   * (repay/charge-reconciler.ts); it must exceed the provider call's own timeout.
   */
  chargeReconcileAfterMs: number;
  /** The sandbox bank's delay before answering a card charge (demo only). */
  sandboxCardLatencyMs: number;
  /** Each market's grievance officer (customer service page, get-whatsapp). */
  grievanceOfficer: Record<Region, GrievanceOfficer>;
  /** Customer care (modules/care): complaint images and the operators' desk. */
  care: CareConfig;
  /**
   * The host borrowers open the pages at (required outside demo mode): canonical links, Open
   * Graph, hreflang, robots.txt, sitemap.xml and the WebOTP line of registration SMS are
   * written with it. Only a demo without it falls back to the request's host.
   */
  publicHost: string | undefined;
  /**
   * Promotion SMS limits beyond the per-phone ones (docs/decisions/020-promotion-landing.md):
   * codes per client address per hour, per registration session, and all codes per hour
   * (the budget: past it sending stops and an alert is logged).
   */
  promoSms: { hourlyBudget: number; perIpPerHour: number; perSid: number };
  /** Messages of the site's contact form one client address may send an hour (decision 021). */
  siteContactPerIpPerHour: number;
}

export interface SupportContact {
  phone: string;
  email: string;
}

export interface CompanyDetails {
  name: string;
  address: string;
  /** Registration numbers as printed, each with its register ("CIN …", "OJK …"). */
  registration: string[];
}

export interface GrievanceOfficer {
  name: string;
  email: string;
  phone: string;
}

export type StorageConfig =
  | { kind: 'local'; /** `${dataDir}/uploads` */ dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
    };

export interface CareConfig {
  /** The desk's password; the desk at /ops is off when undefined. */
  opsPassword: string | undefined;
  /** Where complaint images are kept (providers/storage.ts). */
  storage: StorageConfig;
  imageMaxBytes: number;
  /** Images one borrower may upload in 24 hours. */
  uploadsPerDay: number;
  /** Key of the signed image URLs (decision 014). */
  imageUrlSecret: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A demo-only secret: production must set its own (checked below). */
const DEMO_WEBHOOK_SECRET = 'tenor-demo-webhook-secret';

/** Whether a listen address is reachable from this machine only. */
export const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);

/** The desk's password in demo mode when OPS_PASSWORD is unset; server.ts prints it. */
export const DEMO_OPS_PASSWORD = 'tenor-demo-desk';

/** Image URLs are signed with their own key; without one it is derived from the webhook's. */
const derivedKey = (secret: string, purpose: string) =>
  createHmac('sha256', secret).update(purpose).digest('base64url');

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so `FOO= npm start` behaves like an absent variable.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  // The sandbox shows every borrower's codes (/dev/outbox) and settles loans without money: on
  // only when DEMO=true asks for it, never inferred from the host or NODE_ENV.
  const demo = e.DEMO;
  const reachable = !isLoopback(e.HOST) || e.TRUST_PROXY !== false;
  const startProblems = [
    ...(demo && reachable && !e.DEMO_PUBLIC
      ? [
          'DEMO: demo mode shows every SMS code and settles loans without money; on a server ' +
            'others can reach (HOST not loopback, or TRUST_PROXY set) it needs DEMO_PUBLIC=true too',
        ]
      : []),
    ...(!demo && e.WEBHOOK_SECRET === undefined
      ? ['WEBHOOK_SECRET: is required when DEMO is off']
      : []),
    ...(!demo && e.PUBLIC_HOST === undefined
      ? [
          'PUBLIC_HOST: is required when DEMO is off (the host borrowers open, e.g. app.example.com); ' +
            'links are never written with a request-supplied host',
        ]
      : []),
  ];
  if (startProblems.length > 0) throw new ConfigError(startProblems);
  const payment = e.PAYMENT_PROVIDER ?? (demo ? 'sandbox' : 'none');
  const sms = e.SMS_PROVIDER ?? (demo ? 'outbox' : 'none');
  // The sandbox settles loans without money and the outbox keeps codes readable: never live.
  const demoOnly = [
    ...(payment === 'sandbox' && !demo ? ['PAYMENT_PROVIDER: sandbox needs DEMO on'] : []),
    ...(sms === 'outbox' && !demo ? ['SMS_PROVIDER: outbox needs DEMO on'] : []),
    ...(e.OPS_PASSWORD === DEMO_OPS_PASSWORD && !demo
      ? ['OPS_PASSWORD: the demo password needs DEMO on']
      : []),
  ];
  if (demoOnly.length > 0) throw new ConfigError(demoOnly);
  const s3Missing =
    e.STORAGE_PROVIDER === 's3'
      ? (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
          .filter((k) => e[k] === undefined)
          .map((k) => `${k}: is required when STORAGE_PROVIDER is s3`)
      : [];
  if (s3Missing.length > 0) throw new ConfigError(s3Missing);
  const dataDir = e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(repoRoot, 'data');
  const webhookSecret = e.WEBHOOK_SECRET ?? DEMO_WEBHOOK_SECRET;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dialect: e.DATABASE_URL ? 'postgres' : 'sqlite',
    dataDir,
    sqlitePath: path.join(dataDir, 'tenor.sqlite'),
    demo,
    demoPublic: demo && reachable,
    ssr: e.WEB_SSR,
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    logLevel: e.LOG_LEVEL,
    urlAllowlist: e.URL_ALLOWLIST,
    bridgeSchemes: e.BRIDGE_SCHEMES,
    brand: {
      appName: e.BRAND_APP_NAME,
      primaryColor: e.BRAND_PRIMARY_COLOR,
      backgroundColor: e.BRAND_BACKGROUND_COLOR,
      fontColor: e.BRAND_FONT_COLOR,
      fontFamily: e.BRAND_FONT_FAMILY,
    },
    support: {
      IN: { phone: e.SUPPORT_PHONE_IN, email: e.SUPPORT_EMAIL_IN },
      ID: { phone: e.SUPPORT_PHONE_ID, email: e.SUPPORT_EMAIL_ID },
    },
    company: {
      IN: {
        name: e.COMPANY_NAME_IN,
        address: e.COMPANY_ADDRESS_IN,
        registration: e.COMPANY_REGISTRATION_IN,
      },
      ID: {
        name: e.COMPANY_NAME_ID,
        address: e.COMPANY_ADDRESS_ID,
        registration: e.COMPANY_REGISTRATION_ID,
      },
    },
    payChannels: { IN: e.PAY_CHANNELS_IN, ID: e.PAY_CHANNELS_ID },
    webhookSecret,
    providers: { payment, sms },
    rateLimit: {
      perMinute: e.RATE_LIMIT_PER_MINUTE,
      devSessionPerMinute: e.RATE_LIMIT_DEV_SESSION_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    limits: { requestTimeoutMs: e.REQUEST_TIMEOUT_MS, idleTimeoutMs: e.IDLE_TIMEOUT_MS },
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST },
    shutdown: {
      graceMs: e.SHUTDOWN_GRACE_MS,
      delayMs: e.SHUTDOWN_DELAY_MS,
      readyDbTimeoutMs: e.READY_DB_TIMEOUT_MS,
    },
    chargeReconcileAfterMs: e.CHARGE_RECONCILE_AFTER_SECONDS * 1000,
    sandboxCardLatencyMs: e.SANDBOX_CARD_LATENCY_MS,
    grievanceOfficer: {
      IN: {
        name: e.GRIEVANCE_OFFICER_NAME_IN,
        email: e.GRIEVANCE_OFFICER_EMAIL_IN,
        phone: e.GRIEVANCE_OFFICER_PHONE_IN,
      },
      ID: {
        name: e.GRIEVANCE_OFFICER_NAME_ID,
        email: e.GRIEVANCE_OFFICER_EMAIL_ID,
        phone: e.GRIEVANCE_OFFICER_PHONE_ID,
      },
    },
    care: {
      opsPassword: e.OPS_PASSWORD ?? (demo ? DEMO_OPS_PASSWORD : undefined),
      storage:
        e.STORAGE_PROVIDER === 's3'
          ? {
              kind: 's3',
              endpoint: e.S3_ENDPOINT ?? '',
              bucket: e.S3_BUCKET ?? '',
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
              secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
            }
          : { kind: 'local', dir: path.join(dataDir, 'uploads') },
      imageMaxBytes: e.CARE_IMAGE_MAX_BYTES,
      uploadsPerDay: e.CARE_UPLOADS_PER_DAY,
      imageUrlSecret: e.IMAGE_URL_SECRET ?? derivedKey(webhookSecret, 'tenor care image urls'),
    },
    publicHost: e.PUBLIC_HOST,
    promoSms: {
      hourlyBudget: e.PROMO_SMS_HOURLY_BUDGET,
      perIpPerHour: e.PROMO_SMS_PER_IP_PER_HOUR,
      perSid: e.PROMO_SMS_PER_SID,
    },
    siteContactPerIpPerHour: e.SITE_CONTACT_PER_IP_PER_HOUR,
  };
}
