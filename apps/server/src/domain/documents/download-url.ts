/**
 * A document's download address is a capability of its own, as complaint images' are
 * (decision 014, modules/care/image-url.ts): the WebView's download manager and a phone's
 * browser opened from an SMS send no `X-Token`, and tokens never go in URLs. So the address
 * carries an expiry and an HMAC over the order, its borrower and that expiry; it downloads
 * the order's documents for whoever holds it until it expires (decision 059). The app gets
 * fresh hour-long ones with each listing; the SMS carries a 30-day one to the order's page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The app's links: an hour, rounded up to the hour so repeated reads give the same URL. */
export const APP_LINK_S = 3600;
/** The SMS's link: long enough to find it again in the messages. */
export const SMS_LINK_S = 30 * 24 * 3600;

export const DOCUMENTS_PREFIX = '/documents/';

export interface Grant {
  orderId: number;
  borrowerId: number;
}

const signature = (secret: string, g: Grant, expires: number) =>
  createHmac('sha256', secret)
    .update(`documents.${g.orderId}.${g.borrowerId}.${expires}`)
    .digest('base64url')
    .slice(0, 32);

/** `e` and `s` for a grant valid `lifetimeS` from `now` (whole hours). */
export function signGrant(secret: string, g: Grant, lifetimeS: number, now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000) + lifetimeS;
  const expires = Math.ceil(seconds / 3600) * 3600;
  return new URLSearchParams({
    b: String(g.borrowerId),
    e: String(expires),
    s: signature(secret, g, expires),
  }).toString();
}

/** A signed address's query as the request carried it: its `b`, `e` and `s` are read here. */
export type GrantQuery = Readonly<Record<string, unknown>>;

const param = (query: GrantQuery, key: 'b' | 'e' | 's'): string | undefined => {
  const value = query[key];
  return typeof value === 'string' ? value : undefined;
};

/** Whether the query's `b`, `e` and `s` grant this order, unexpired; the borrower it names. */
export function readGrant(
  secret: string,
  orderId: number,
  query: GrantQuery,
  now: Date,
): Grant | null {
  const [b, e, s] = [param(query, 'b'), param(query, 'e'), param(query, 's')];
  if (b === undefined || e === undefined || s === undefined) return null;
  if (!/^\d{1,12}$/.test(b) || !/^\d{1,12}$/.test(e) || s.length !== 32) return null;
  const expires = Number(e);
  if (expires * 1000 < now.getTime()) return null;
  const grant = { orderId, borrowerId: Number(b) };
  const expected = Buffer.from(signature(secret, grant, expires));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected) ? grant : null;
}

export const ORDER_ROUTE = `${DOCUMENTS_PREFIX}order/:orderId`;
export const DOCUMENT_ROUTE = `${ORDER_ROUTE}/:documentId/:fileName`;

/** The order's page of documents (what the SMS links). */
export const orderDocumentsPath = (orderId: number) => `${DOCUMENTS_PREFIX}order/${orderId}`;

/** One document's download, its file name last so every download manager keeps it. */
export const documentPath = (orderId: number, documentId: number, fileName: string) =>
  `${DOCUMENTS_PREFIX}order/${orderId}/${documentId}/${encodeURIComponent(fileName)}`;

/** The secret, derived from the webhook's as the care images' is (config/care.ts). */
export const documentsSecret = (webhookSecret: string) =>
  createHmac('sha256', webhookSecret).update('tenor document urls').digest('base64url');
