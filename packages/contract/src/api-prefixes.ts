/**
 * Which paths the server answers rather than the web app: the API (every endpoint of the
 * contract, plus the server's own routes outside it) and the few files it serves. The
 * server keeps them out of the page fallback; the web dev server proxies them. Listed
 * once, here, so a new area's prefix reaches both.
 */
import { api } from './api.ts';

/** First path segments of the API, taken from the endpoints plus the routes outside the contract. */
export const apiSegments: readonly string[] = [
  ...new Set([
    ...Object.values(api).flatMap((area) =>
      Object.values(area).map((endpoint) => endpoint.path.split('/')[1] ?? ''),
    ),
    // Sandbox API (demo mode), the orchestrator's probes and the metrics (behind a token).
    'dev',
    'healthz',
    'readyz',
    'metrics',
    // The payment providers' webhook (`/repay/webhook/:provider`) and the sandbox
    // provider's hosted payment page.
    'repay',
    'sandbox',
    // The SMS gateway's delivery receipts (`/sms/delivery-receipt/vonage`).
    'sms',
    // The operators' desk (server-rendered HTML, its own session): never a page of the app,
    // rate limited like the API, a 404 when the desk is off.
    'ops',
  ]),
].filter(Boolean);

/**
 * Served by the server but not API: agreement pages, product logos, landing banners and the
 * API's own description. They are plain files (no envelope, no rate limit), yet a page of the
 * web app must never answer for them.
 */
export const serverFilePrefixes: readonly string[] = [
  '/agreements',
  '/assets/logos',
  '/openapi.json',
  '/docs/api',
  '/assets/promo',
  '/robots.txt',
  '/sitemap.xml',
];

/** Every path prefix the server answers, for the web dev server's proxy. */
export const serverPrefixes: readonly string[] = [
  ...apiSegments.map((segment) => `/${segment}`),
  ...serverFilePrefixes,
];

/** Whether a URL (path, with or without query) belongs to the API. */
export function isApiPath(url: string): boolean {
  const first = url.split(/[/?#]/)[1] ?? '';
  return apiSegments.includes(first);
}
