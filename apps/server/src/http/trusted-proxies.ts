import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config.ts';

/** Whether the hop at `index` (0: the server's own peer) is a trusted proxy at `address`. */
export type ProxyTrust = (address: string, index: number) => boolean;

/**
 * The trust function of the configured proxies (docs/operations.md "Behind a proxy"), for
 * Fastify's `trustProxy` and for the answers made before Fastify's own request is built. A
 * hop count trusts the first `n` hops counted from this server (Fastify 5.12 trusts nothing
 * for a bare number); addresses and CIDRs trust exactly those peers; `false` trusts none.
 */
export function proxyTrust(trust: TrustProxy): ProxyTrust | false {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address, index) => index < trust;
  return proxyAddr.compile(trust);
}

/** Whether a trusted proxy reports the request came over TLS (X-Forwarded-Proto). */
export function tlsReported(
  trust: ProxyTrust | false,
  raw: {
    headers: Record<string, string | string[] | undefined>;
    socket?: { remoteAddress?: string; encrypted?: boolean };
  },
): boolean {
  if (raw.socket?.encrypted === true) return true;
  const proto = raw.headers['x-forwarded-proto'];
  const peer = raw.socket?.remoteAddress;
  if (trust === false || typeof proto !== 'string' || peer === undefined) return false;
  return trust(peer, 0) && proto.slice(proto.lastIndexOf(',') + 1).trim() === 'https';
}
