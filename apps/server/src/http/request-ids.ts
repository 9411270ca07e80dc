import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ProxyTrust } from './trusted-proxies.ts';

/** An id a proxy may hand on: short, plain characters (it is written into a log line). */
const FORWARDED_ID = /^[\w.:-]{1,64}$/;

/**
 * Random bytes drawn a page at a time: one `randomBytes` call per 455 ids, not per request,
 * and the page written as base64url once (9 bytes are exactly 12 characters, so each id is
 * a slice of the page's text, the same as encoding its own bytes).
 */
const ID_BYTES = 9;
const ID_CHARS = 12;
const POOL_IDS = 455;

/** The `X-Request-Id` a trusted proxy handed on with each request, beside our own id. */
const upstreamIds = new WeakMap<IncomingMessage, string>();

/**
 * Each request's id (logged on every line of it and answered as `X-Request-Id`): 72 random
 * bits, so ids say nothing of how many requests an instance answers and no client can choose
 * one (a proxy may pass on a client's own `X-Request-Id`). The id a trusted proxy sent, when
 * well-formed, is kept apart as `upstreamId` on the request's log line (decision 039).
 */
export function requestIds(trust: ProxyTrust | false): (raw: IncomingMessage) => string {
  let pool = '';
  let at = POOL_IDS * ID_CHARS;
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
      upstreamIds.set(raw, forwarded);
    }
    if (at === POOL_IDS * ID_CHARS) {
      pool = randomBytes(POOL_IDS * ID_BYTES).toString('base64url');
      at = 0;
    }
    at += ID_CHARS;
    return pool.slice(at - ID_CHARS, at);
  };
}

/** The well-formed `X-Request-Id` a trusted proxy sent with this request, if any. */
export const upstreamRequestId = (raw: IncomingMessage): string | undefined => upstreamIds.get(raw);
