/**
 * Which paths belong to the API (kept out of the page fallback, rate limited). The list is
 * built once in the contract, from the endpoints and the routes outside them, and shared
 * with the web dev server's proxy.
 */
import type { FastifyRequest } from 'fastify';
import { isApiPath } from '@tenor/contract/api-prefixes';

export { isApiPath };

/** Percent-decodings undone at most: more layers than any client of ours sends. */
const MAX_DECODINGS = 4;

/**
 * A URL's path as a limit judges it, whatever its spelling: percent-decoded until it no longer
 * changes (the router decodes once, so `/%61pi/…` is `/api/…`; `/%2561pi/…` is judged as it
 * would be after one more decoding), lower-cased, repeated slashes made one. Never narrower
 * than what the router matches, so no spelling of an API path passes for a page.
 */
export function normalisedPath(url: string): string {
  let path = url.split(/[?#]/)[0] ?? '/';
  for (let i = 0; i < MAX_DECODINGS && path.includes('%'); i++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return path.toLowerCase().replace(/[/\\]+/g, '/');
}

/**
 * Whether a request is the API's, judged on what is routed (decision 036): the route the router
 * matched, or the decoded path (`normalisedPath`) — either one naming the API is enough. The
 * raw URL alone is never asked: `/%76%33/…` reaches `/v3/…` while not reading as it.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (route !== undefined && isApiPath(route)) || isApiPath(normalisedPath(request.url));
}
