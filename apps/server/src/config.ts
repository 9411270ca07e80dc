/**
 * The only module that reads `process.env` (docs/code-style.md "Configuration in one module
 * per app"). Everything else receives a typed `Config`, so tests build apps from plain objects
 * and a bad deployment fails at start. Each area's variables, defaults and shape live in
 * `config/<area>.ts`; this file joins them and holds the rules that span areas.
 */
import * as z from 'zod';
import { careConfig, careDemoOnly, careEnv, careStorageMissing } from './config/care.ts';
import { documentsConfig, documentsEnv, type DocumentsConfig } from './config/documents.ts';
import { emailConfig, emailEnv, type EmailConfig } from './config/email.ts';
import type { CareConfig } from './config/care.ts';
import { marketConfig, marketEnv, type MarketConfig } from './config/market.ts';
import { outreachConfig, outreachEnv, type OutreachConfig } from './config/outreach.ts';
import { remindersConfig, remindersEnv, type RemindersConfig } from './config/reminders.ts';
import { repayConfig, repayDemoOnly, repayEnv, type RepayConfig } from './config/repay.ts';
import { rightsConfig, rightsEnv, type RightsConfig } from './config/rights.ts';
import { isLoopback, serverConfig, serverEnv, type ServerConfig } from './config/server.ts';

export { DEMO_OPS_PASSWORD } from './config/care.ts';
export type { CareConfig, StorageConfig } from './config/care.ts';
export type { GrievanceOfficer } from './config/market.ts';
export { isLoopback, repoRoot } from './config/server.ts';
export type { Dialect, ServerLimits } from './config/server.ts';
export type { TrustProxy } from './config/trust-proxy.ts';

const envSchema = z.object({
  ...serverEnv,
  ...marketEnv,
  ...repayEnv,
  ...careEnv,
  ...outreachEnv,
  ...rightsEnv,
  ...remindersEnv,
  ...documentsEnv,
  ...emailEnv,
});

export interface Config
  extends
    ServerConfig,
    MarketConfig,
    RepayConfig,
    OutreachConfig,
    RightsConfig,
    RemindersConfig,
    DocumentsConfig,
    EmailConfig {
  /** Customer care (modules/care): complaint images and the operators' desk. */
  care: CareConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

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
  const server = serverConfig(e);
  const { demo } = server;
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
  const market = marketConfig(e, demo);
  const built = repayConfig(e, demo, market.brand.appName);
  if (!built.ok) throw new ConfigError(built.problems);
  const repay = built.config;
  const demoOnly = [...repayDemoOnly(repay, demo), ...careDemoOnly(e, demo)];
  if (demoOnly.length > 0) throw new ConfigError(demoOnly);
  const storageMissing = careStorageMissing(e);
  if (storageMissing.length > 0) throw new ConfigError(storageMissing);
  const documents = documentsConfig(e, demo);
  const email = emailConfig(e, demo);
  const late = [documents, email].flatMap((r) => (r.ok ? [] : r.problems));
  if (!documents.ok || !email.ok) throw new ConfigError(late);
  return {
    ...server,
    ...market,
    ...repay,
    care: careConfig(e, { demo, dataDir: server.dataDir, webhookSecret: repay.webhookSecret }),
    ...outreachConfig(e),
    ...rightsConfig(e),
    ...remindersConfig(e),
    ...documents.config,
    ...email.config,
  };
}
