/**
 * The sandbox webhook's signature: `X-Signature: <hex HMAC-SHA256 of the raw body>` keyed
 * with WEBHOOK_SECRET. Computed over the bytes as received (never a re-serialised object)
 * and compared in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';

export const signBody = (secret: string, rawBody: string | Buffer): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** True only for the exact lower- or upper-case hex signature of this body. */
export function verifySignature(
  secret: string,
  rawBody: string | Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{64}$/i.test(header.trim())) return false;
  const expected = Buffer.from(signBody(secret, rawBody), 'hex');
  const given = Buffer.from(header.trim(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
