import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import { themeStyle } from '../render/web-config.ts';

/**
 * The security headers every response carries, worked out once at start-up
 * (docs/decisions/012-api-fast-path.md): helmet decides the names and values, here run once
 * against a recorder instead of on every request, where building its middleware and
 * re-serialising the CSP cost more than a tenth of a cached API answer. Every option given
 * is static, so one run sees every header helmet would ever set.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // Helmet's middleware is synchronous for static options; `next` runs before it returns.
  helmet(options)({} as never, recorder as never, (err?: unknown) => {
    failure = err;
  });
  if (failure !== undefined) throw failure;
  return Object.freeze(headers);
}

/**
 * Strict-Transport-Security, sent on every answer to a request that came over TLS (as a
 * trusted proxy reports it): a plain-http demo host must not be pinned to https.
 */

/** Origins the page may frame or load images from: our own plus the configured allowlist. */
function allowedOrigins(config: Config): string[] {
  // Plain http only in demo mode, like the web app's safe-URL rule (docs/markets.md "Server-supplied URLs").
  const schemes = config.demo ? ['https', 'http'] : ['https'];
  return config.urlAllowlist.flatMap((host) => schemes.map((s) => `${s}://${host}`));
}

/**
 * Features no page uses, switched off for every frame of ours; WebOTP (the promotion
 * landing's code autofill) stays on for our own origin.
 */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), otp-credentials=(self)';

/** Every response's security headers for this configuration (HSTS is added per request over TLS). */
export function responseHeaders(config: Config): Readonly<Record<string, string>> {
  const extra = allowedOrigins(config);
  return Object.freeze({
    ...securityHeaders({
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
          // The service worker (`/sw.js`, decision 049), said outright rather than left to
          // script-src, so a stricter script policy never silently turns it off.
          workerSrc: ["'self'"],
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
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  });
}

/**
 * The headers of a contract endpoint's answer (an envelope, or an image or captcha): data,
 * never a document, so nothing may run, load, frame it or keep a copy. Five headers where a
 * page carries fourteen — fewer to send on the hottest responses, and stricter.
 */
export const ENDPOINT_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy':
    "default-src 'none'; base-uri 'none'; object-src 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
});

/**
 * What a hashed script or stylesheet (`/assets/*.js`, `*.css`) does not carry of a page's
 * headers: each governs a document or a worker (its policy, its opener and agent cluster, its
 * features, its framing), never a file a page runs or applies. On HTTP/1.1 every header is
 * sent whole on every answer: a page's 14 cost ~1.1 KB per file, and a page starts with 30–45
 * files, ~35 KB more than its scripts on a 400 kbit/s link (~0.7 s; decision 083). Such a file
 * keeps `nosniff` (it runs only as what it says), its resource policy and its referrer policy
 * (a module's own imports are asked for under it). An image may be opened as a document (an
 * SVG), and the service worker is a worker: both keep the page's set.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = Object.freeze([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);
