/**
 * The complaint pack's download address (decision 063): a capability like a document's
 * (domain/documents/download-url.ts, decision 059), signed with a key of its own so a document
 * link never opens a pack, nor a pack link a document. It grants one complaint to its borrower
 * until it expires; the page gets a fresh hour-long one with each read.
 */
import { createHmac } from 'node:crypto';
import {
  APP_LINK_S,
  type GrantQuery,
  readGrant,
  signGrant,
} from '../../domain/documents/download-url.ts';

export const PACK_ROUTE = '/complaints/pack/:problemId/:fileName';

export const packSecret = (webhookSecret: string) =>
  createHmac('sha256', webhookSecret).update('tenor complaint packs').digest('base64url');

/** The file a pack downloads as: its reference, or the complaint's number before it had one. */
export const packFileName = (reference: string, problemId: number) =>
  `${reference === '' ? `complaint-${problemId}` : reference}.html`;

export function packUrl(
  secret: string,
  g: { problemId: number; borrowerId: number; fileName: string },
  now: Date,
): string {
  const grant = signGrant(
    secret,
    { orderId: g.problemId, borrowerId: g.borrowerId },
    APP_LINK_S,
    now,
  );
  return `/complaints/pack/${g.problemId}/${encodeURIComponent(g.fileName)}?${grant}`;
}

/** The borrower a pack address grants this complaint to, or null (wrong, expired, foreign). */
export function readPackGrant(
  secret: string,
  problemId: number,
  query: GrantQuery,
  now: Date,
): number | null {
  return readGrant(secret, problemId, query, now)?.borrowerId ?? null;
}
