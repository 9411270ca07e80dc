import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import * as z from 'zod';

/**
 * Which proxies in front of the server are trusted to report the client's address and scheme
 * (docs/operations.md "Behind a proxy"): `false` none, a number the hops counted from the
 * server, or the proxies' own addresses and CIDR ranges (Fastify's `trustProxy` forms).
 * `true` would believe every `X-Forwarded-For` entry a client writes itself: refused.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** More hops than any real chain of CDN and balancers: a typo, or "trust every entry". */
export const MAX_PROXY_HOPS = 10;

/**
 * The shortest prefixes taken: 10.0.0.0/8 and fc00::/7 (private and unique-local ranges) are
 * the widest real proxy networks; 0.0.0.0/0, ::/0 or ::ffff:0:0/96 would trust every address.
 */
const MIN_PREFIX = { 4: 8, 6: 7, mapped: 104 } as const;

/** Why an entry cannot name trusted proxies; undefined when it can. */
const proxyProblem = (entry: string): string | undefined => {
  if (PROXY_NAMES.includes(entry)) return undefined;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return `not an address or CIDR: ${entry}`;
  if (prefix === undefined) return undefined;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  if (bits < 0 || bits > (family === 4 ? 32 : 128)) return `not a CIDR: ${entry}`;
  const min =
    family === 4
      ? MIN_PREFIX[4]
      : address.startsWith('::ffff:')
        ? MIN_PREFIX.mapped
        : MIN_PREFIX[6];
  if (bits < min) {
    return `${entry} is wider than any proxy network and would trust addresses clients hold: name the proxies' own network, /${min} or narrower`;
  }
  try {
    proxyAddr.compile([entry]);
  } catch {
    return `not understood: ${entry}`;
  }
  return undefined;
};

export const trustProxy = z.string().transform((value, ctx): TrustProxy => {
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
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    if (hops <= MAX_PROXY_HOPS) return hops;
    ctx.addIssue({
      code: 'custom',
      message: `${v} hops: at most ${MAX_PROXY_HOPS}; count only the proxies in front of the server (1 for one load balancer, 2 for a CDN in front of one)`,
    });
    return z.NEVER;
  }
  const entries = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const problems = entries.map(proxyProblem).filter((p) => p !== undefined);
  if (entries.length === 0 || problems.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count or proxy addresses/CIDRs; ${problems.join('; ') || `not understood: ${value}`}`,
    });
    return z.NEVER;
  }
  return entries;
});
