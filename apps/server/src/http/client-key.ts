/**
 * Whose allowance a request spends when no borrower is known: its client, as one key. An IPv4
 * address is one client; an IPv6 address counts as its /64, since a mobile subscriber (and any
 * home network) is given a whole /64 and can rotate through 2^64 addresses at will. Every
 * per-address limit, budget and log field derives its key here, and nowhere else.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The client key of an address as the socket or the trusted proxy reported it. */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped !== null) return mapped[1]!;
  const version = isIP(ip.split('%')[0]!);
  if (version === 4) return ip;
  // Not an address at all (a test's injected request, a proxy's odd value): one client whose
  // key is safe to store whatever was sent.
  if (version !== 6) return `other:${encodeURIComponent(ip).slice(0, 64)}`;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const [before, after] = [groups(head), groups(tail)];
  const width = after.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const full = ip.includes('::')
    ? [...before, ...Array<string>(8 - before.length - width).fill('0'), ...after]
    : before;
  return `${full
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const keys = new WeakMap<FastifyRequest, string>();

/** The request's client key, derived once per request. */
export function requestClientKey(request: FastifyRequest): string {
  let key = keys.get(request);
  if (key === undefined) {
    key = clientKey(request.ip);
    keys.set(request, key);
  }
  return key;
}
