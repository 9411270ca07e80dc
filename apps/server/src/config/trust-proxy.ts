import { isIP } from 'node:net';
import * as z from 'zod';

/**
 * Which proxies in front of the server are trusted to report the client's address and scheme
 * (docs/operations.md "Behind a proxy"): `false` none, a number the hops counted from the
 * server, or the proxies' own addresses and CIDR ranges (Fastify's `trustProxy` forms).
 * `true` would believe every `X-Forwarded-For` entry a client writes itself: refused.
 */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string): boolean => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
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
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = entries.filter((x) => !isProxyAddress(x));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be a hop count or proxy addresses/CIDRs; not understood: ${bad.join(', ') || value}`,
    });
    return z.NEVER;
  }
  return entries;
});
