import type { Writable } from 'node:stream';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { sessionStore } from './auth/sessions.ts';
import { ConfigError, type Config } from './config.ts';
import { openDatabase, type Db } from './db/database.ts';
import { startChangeFeed } from './db/pg-change-feed.ts';
import { migrateToLatest } from './db/migrate.ts';
import { type Lifecycle, newLifecycle } from './kernel/lifecycle.ts';
import { demoBannerPlugin } from './http/demo-banner.ts';
import { errorHandler } from './http/error-handler.ts';
import { loggerOptions, requestLogger } from './http/logger.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { loansRoutes } from './modules/loans/routes.ts';
import { documentsRoutes } from './modules/documents/routes.ts';
import { closureRoutes } from './modules/closure/routes.ts';
import { promoRoutes } from './modules/promo/routes.ts';
import { rightsRoutes } from './modules/rights/routes.ts';
import { offerRoutes } from './modules/offers/offer-routes.ts';
import { smsRoutes } from './modules/sms/routes.ts';
import { providersFor } from './providers/configured.ts';
import { chargesInFlight, repayRoutes } from './modules/repay/routes.ts';
import { agreementRoutes } from './modules/loans/agreement-routes.ts';
import { consentDeskRoutes } from './modules/loans/consent-desk.ts';
import { reminderRoutes } from './modules/loans/reminders/reminder-routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { borrowerLanguages } from './auth/borrower-language.ts';
import { logoRoutes } from './modules/loans/logo-routes.ts';
import { openApiRoutes } from './modules/site/openapi-routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { type DeskOptions, deskShellRoutes } from './desk/desk-kit.ts';
import { securityPlugin } from './plugins/security.ts';
import { responseHeaders } from './plugins/security-headers.ts';
import { bodyDeadline, serverLimitOptions } from './http/server-limits.ts';
import { localWindows, sharedWindows } from './http/shared-windows.ts';
import { proxyTrust } from './http/trusted-proxies.ts';
import { requestIds } from './http/request-ids.ts';
import { watchPool } from './db/metrics.ts';
import { metricsListener, metricsPlugin } from './ops/metrics-routes.ts';
import { countRequests } from './ops/shutdown.ts';
import { webPlugin } from './render/web.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { seedCareCatalogue } from './content/seed-care.ts';
import { logKfsRefusals } from './domain/orders/kfs-charges.ts';
import { lenderCheck } from './domain/products/lender-check.ts';
import { careRoutes } from './modules/care/routes.ts';
import { storageFor } from './providers/storage-for.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Starting, ready or draining: what `/readyz` answers (kernel/lifecycle.ts). */
    lifecycle: Lifecycle;
  }
}

export interface AppOptions {
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: Writable;
  /** An already open database (tests keep a handle to inspect rows); the app closes it. */
  db?: Db;
  /** Told of every route as it is registered (the contract-coverage test lists them). */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

const BODY_LIMIT = 1024 * 1024;

/**
 * Builds the whole server (API, sandbox, SPA hosting) on an open, migrated database.
 * `server.ts` only listens; tests call this and use `app.inject`.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const db = options.db ?? openDatabase(config);
  try {
    await migrateToLatest(db, config.dialect);
    if (config.demo) await seedDemo(db);
    await seedCareCatalogue(db);
    // No product is offered without a complete, lawful lender (decision 055): in every mode.
    const lenderProblems = await lenderCheck(db, config);
    if (lenderProblems.length > 0) throw new ConfigError(lenderProblems);
  } catch (err) {
    await db.destroy();
    throw err;
  }

  const headers = responseHeaders(config);
  const trust = proxyTrust(config.trustProxy);
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    childLoggerFactory: requestLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trust,
    genReqId: requestIds(trust),
    // A request that reached a busy keep-alive connection after the listener closed is answered
    // normally, not with 503 (ops/shutdown.ts).
    return503OnClosing: false,
    ...serverLimitOptions(config.limits, headers, trust),
  });
  app.decorate('lifecycle', newLifecycle());
  // A late charge cut to the loan's Key Fact Statement is logged here (decision 066).
  logKfsRefusals(app.log);
  countRequests(app);
  app.addHook('onRequest', bodyDeadline(config.limits, headers));
  app.addHook('onClose', async () => db.destroy());
  if (config.dialect === 'postgres') {
    // Stopped before the database closes (root hooks close in reverse order).
    const feed = await startChangeFeed(db, app.log);
    app.addHook('onClose', () => feed.stop());
  }
  // Root hooks close in reverse order: this runs once every request is answered or cut, and
  // before the database closes (ops/shutdown.ts).
  app.addHook('onClose', async () => {
    const left = await chargesInFlight(db).catch(() => null);
    if (left !== null && left > 0) {
      app.log.warn({ charges: left }, 'card charges left in flight: the reconciler settles them');
    }
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (r) => onRoute({ method: r.method, url: r.url }));
  // Set before any register so every encapsulated route inherits it.
  app.setErrorHandler(errorHandler);

  // Every contract endpoint's core, for the pages the server renders (in-process-calls.ts).
  app.decorate('contractCalls', new Map());
  await app.register(formbody);
  const sessions = sessionStore(db);
  // The API limit and the render budget: shared by every instance on PostgreSQL.
  const shared = config.dialect === 'postgres';
  const windows = shared
    ? sharedWindows(db, { onError: (err) => app.log.error({ err }, 'rate windows sync failed') })
    : localWindows();
  app.addHook('onClose', () => windows.close());
  await app.register(securityPlugin, {
    config,
    headers,
    sessions,
    ...(shared ? { sharedWindows: windows } : {}),
  });
  await app.register(authPlugin, { sessions, languages: borrowerLanguages(db) });
  await app.register(metricsPlugin, { metrics: config.metrics });
  app.decorate('metricsPort', undefined);
  await metricsListener(app, config.metrics);
  watchPool(db);
  if (config.demoPublic) await app.register(demoBannerPlugin);

  await app.register(healthRoutes, {
    db,
    lifecycle: app.lifecycle,
    dbTimeoutMs: config.shutdown.readyDbTimeoutMs,
  });
  await app.register(logoRoutes);
  await app.register(openApiRoutes, { demo: config.demo });
  await app.register(agreementRoutes, { db });
  const providers = providersFor(config, db, app.log);
  await app.register(loansRoutes, { db, config, sessions, sms: providers.sms });
  await app.register(documentsRoutes, { db, config });
  await app.register(reminderRoutes, { db, config, sms: providers.sms });
  await app.register(closureRoutes, { db, config, sms: providers.sms });
  // The operators' desk exists only with a password (OPS_PASSWORD, or demo mode's): its shell
  // here, its pages in the areas they show (care, site, repay).
  const password = config.care.opsPassword;
  const desk: DeskOptions | undefined =
    password === undefined
      ? undefined
      : {
          db,
          password,
          secret: config.care.imageUrlSecret,
          publicHttps: config.publicHost !== undefined,
        };
  if (desk !== undefined) await app.register(deskShellRoutes, desk);
  await app.register(repayRoutes, { db, config, providers, desk, windows });
  await app.register(careRoutes, { db, config, storage: storageFor(config), desk });
  await app.register(siteRoutes, { db, config, desk });
  if (desk !== undefined) await app.register(consentDeskRoutes, { desk, db });
  await app.register(rightsRoutes, {
    db,
    config,
    sms: providers.sms,
    storage: storageFor(config),
    desk,
  });
  await app.register(offerRoutes, { db, config, sms: providers.sms, desk });
  await app.register(promoRoutes, { db, config, providers });
  if (config.smsGateway !== null) {
    await app.register(smsRoutes, { gateway: config.smsGateway, windows });
  }
  if (config.demo) await app.register(devRoutes, { db, sessions, config, providers });
  await app.register(webPlugin, { config, sessions, windows });
  // Last, so every plugin's own onReady work (the reconciler's first run) is done first.
  app.addHook('onReady', async () => {
    app.lifecycle.phase = 'ready';
  });
  return app;
}
