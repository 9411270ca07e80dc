import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { isApiPath } from '../http/api-paths.ts';
import { securityHeaders } from './security-headers.ts';
import { themeStyle } from './web-config.ts';

/** Origins the page may frame or load images from: our own plus the configured allowlist. */
function allowedOrigins(config: Config): string[] {
  // Plain http only in demo mode, like the web app's safe-URL rule (docs/markets.md "Server-supplied URLs").
  const schemes = config.demo ? ['https', 'http'] : ['https'];
  return config.urlAllowlist.flatMap((host) => schemes.map((s) => `${s}://${host}`));
}

export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const { config } = opts;
    const extra = allowedOrigins(config);
    const headers = securityHeaders({
      contentSecurityPolicy: {
        // Spelled out in full: helmet's defaults add upgrade-insecure-requests, which breaks
        // plain-http demo and test hosts; TLS is the load balancer's job.
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // The page's theme is the one inline stylesheet, admitted by its hash (web-config.ts).
          styleSrc: ["'self'", themeStyle(config).cspHash],
          // blob: previews a photo the borrower picked before it is uploaded.
          imgSrc: ["'self'", 'data:', 'blob:', ...extra],
          connectSrc: ["'self'"],
          frameSrc: ["'self'", ...extra],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // Tokens travel in page addresses from the native app; no Referer may carry them away.
      referrerPolicy: { policy: 'no-referrer' },
      hsts: false,
    });
    // Set first thing, so errors, 404s and files carry them too; a route may still override one.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    const { perMinute, devSessionPerMinute } = config.rateLimit;
    if (perMinute > 0 || devSessionPerMinute > 0) {
      await app.register(rateLimit, {
        // With the global limit off, only routes that set their own (dev session) are limited.
        global: perMinute > 0,
        max: perMinute,
        timeWindow: '1 minute',
        // Static files and page navigations are cheap and must not lock out a browser;
        // load-balancer probes must never be refused.
        allowList: (request) => !isApiPath(request.url) || request.url.startsWith('/healthz'),
      });
    }
  },
  { name: 'security' },
);
