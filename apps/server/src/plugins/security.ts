import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionStore } from '../auth/sessions.ts';
import { requestBorrower } from '../auth/request-borrower.ts';
import type { Config } from '../config.ts';
import { isApiRequest } from '../http/api-paths.ts';
import { requestClientKey } from '../http/client-key.ts';
import { type WindowCounter, windowStore } from '../http/shared-windows.ts';
import { HSTS } from '../http/hsts.ts';
import { ENDPOINT_HEADERS } from './security-headers.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A contract endpoint (http/route.ts): its answers carry ENDPOINT_HEADERS. */
    endpoint?: boolean;
  }
}

/** The probes and the metrics: never rate limited. */
const OPERATIONS_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Whether a request is exempt from the API limit: anything not the API's (files, pages, which
 * the render budget counts), and the operations routes as the orchestrator and Prometheus call
 * them — routed there and spelled exactly so; any other spelling is counted (decision 036).
 */
function unlimited(request: FastifyRequest): boolean {
  if (!isApiRequest(request)) return true;
  const route = request.routeOptions.url;
  return (
    route !== undefined &&
    OPERATIONS_ROUTES.has(route) &&
    (request.url.split('?')[0] ?? '') === route
  );
}

/**
 * Whose budget a request spends: a signed-in borrower's own (mobile carriers put thousands of
 * borrowers behind one address, so strangers on it must not lock them out), and the client's
 * (http/client-key.ts: an IPv6 /64 is one) for anonymous calls. An unknown token counts as
 * anonymous: inventing tokens buys no budget.
 */
const rateLimitKey =
  (sessions: SessionStore) =>
  async (request: FastifyRequest): Promise<string> => {
    const borrower = await Promise.resolve(requestBorrower(request, sessions)).catch(() => null);
    return borrower === null ? `address:${requestClientKey(request)}` : `borrower:${borrower.id}`;
  };

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      config: Config;
      headers: Readonly<Record<string, string>>;
      sessions: SessionStore;
      /** Counts shared by every instance (PostgreSQL); absent: this process's own. */
      sharedWindows?: WindowCounter;
    },
  ) => {
    const { config, headers, sessions, sharedWindows } = opts;
    // Set first thing, so errors, 404s and files carry them too; a route may still override one.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.routeOptions.config.endpoint === true ? ENDPOINT_HEADERS : headers);
      // Only over TLS (as the load balancer reports it with trustProxy): a plain-http demo
      // host must not be pinned to https.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // The id every log line of the request carries, so a borrower's report can be found.
      reply.header('x-request-id', request.id);
      done();
    });

    const { perMinute, devSessionPerMinute } = config.rateLimit;
    if (perMinute > 0 || devSessionPerMinute > 0) {
      await app.register(rateLimit, {
        // With the global limit off, only routes that set their own (dev session) are limited.
        global: perMinute > 0,
        max: perMinute,
        timeWindow: '1 minute',
        keyGenerator: rateLimitKey(sessions),
        ...(sharedWindows === undefined ? {} : { store: windowStore(sharedWindows) }),
        // Static files and page navigations are cheap and must not lock out a browser;
        // the orchestrator's probes and Prometheus must never be refused.
        allowList: unlimited,
      });
    }
  },
  { name: 'security' },
);
