/**
 * A download the WebView opens as a plain GET (an `.ics` the system hands to the calendar, a
 * statement file) cannot send `X-Token`, and tokens never go in URLs. So, as complaint
 * images do (decision 014), the link is a capability of its own (decision 060): the order,
 * an expiry and an HMAC over both, the borrower's id and the link's one purpose. It is
 * issued by the signed-in statement call, lives minutes, and serves that one file of that one
 * order to whoever holds it. `s` is left out of every logged URL (http/logger.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type DownloadPurpose = 'calendar' | 'statement';

/** A link lives 15 to 20 minutes: rounded up to 5, so the page's reads within that share one URL. */
export const LINK_LIFETIME_S = 15 * 60;
const ROUND_S = 5 * 60;

const signature = (
  secret: string,
  purpose: DownloadPurpose,
  orderId: number,
  borrowerId: number,
  expires: number,
) =>
  createHmac('sha256', secret)
    .update(`${purpose}.${orderId}.${borrowerId}.${expires}`)
    .digest('base64url')
    .slice(0, 32);

/** The key of the links, derived from the server's webhook secret for this one use. */
export const downloadKey = (webhookSecret: string) =>
  createHmac('sha256', webhookSecret).update('tenor loan download links').digest('base64url');

export function signedQuery(
  secret: string,
  purpose: DownloadPurpose,
  orderId: number,
  borrowerId: number,
  now: Date,
): { orderId: number; e: string; s: string } {
  const seconds = Math.floor(now.getTime() / 1000) + LINK_LIFETIME_S;
  const expires = Math.ceil(seconds / ROUND_S) * ROUND_S;
  return {
    orderId,
    e: String(expires),
    s: signature(secret, purpose, orderId, borrowerId, expires),
  };
}

/** Whether `e` and `s` are a valid, unexpired link of that purpose to the borrower's order. */
export function verifyLink(
  secret: string,
  purpose: DownloadPurpose,
  orderId: number,
  borrowerId: number,
  { e, s }: { e: string; s: string },
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(e) || s.length !== 32) return false;
  const expires = Number(e);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, purpose, orderId, borrowerId, expires));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
