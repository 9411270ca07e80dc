import type { FastifyRequest } from 'fastify';

/** A Host header that is a plain host name (and port): nothing else reaches a page. */
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$/i;

/**
 * The origin absolute page addresses are written with (canonical links, Open Graph,
 * sitemap.xml): `https://PUBLIC_HOST`, which the production start requires (config.ts). Only
 * a demo without it uses the request's own scheme and host, when the Host header is a plain
 * host name, else none (the tags are left out).
 */
export function publicOrigin(
  publicHost: string | undefined,
  request: FastifyRequest,
): string | undefined {
  if (publicHost !== undefined) return `https://${publicHost}`;
  return HOST.test(request.host) ? `${request.protocol}://${request.host}` : undefined;
}
