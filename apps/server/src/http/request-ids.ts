import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ProxyTrust } from './trusted-proxies.ts';

/** An id a proxy may hand on: short, plain characters (it is written into every log line). */
const FORWARDED_ID = /^[\w.:-]{1,64}$/;

/**
 * Each request's id (logged on every line of it and answered as `X-Request-Id`): the one a
 * trusted proxy sent in `X-Request-Id`, so a request can be followed from the load balancer
 * to the log, else this instance's prefix and a counter — unique across instances without
 * the cost of a UUID per request.
 */
export function requestIds(trust: ProxyTrust | false): (raw: IncomingMessage) => string {
  const instance = randomBytes(4).toString('hex');
  let next = 0;
  return (raw) => {
    const forwarded = raw.headers['x-request-id'];
    const peer = raw.socket.remoteAddress;
    if (
      trust !== false &&
      typeof forwarded === 'string' &&
      FORWARDED_ID.test(forwarded) &&
      peer !== undefined &&
      trust(peer, 0)
    ) {
      return forwarded;
    }
    next += 1;
    return `${instance}-${next.toString(36)}`;
  };
}
