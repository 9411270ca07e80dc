/**
 * Vonage's request signature (the `sig` parameter of signed delivery receipts): every other
 * parameter sorted by name and written `&name=value`, with `&` and `=` inside names and
 * values replaced by `_`; then either MD5 of that string followed by the secret (the
 * dashboard's legacy "MD5 hash", lower-case hex) or an HMAC of it keyed by the secret
 * (upper-case hex). The method is chosen in the dashboard and must match
 * VONAGE_SIGNATURE_METHOD.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SignatureMethod } from '../../config/sms.ts';

const SIG = 'sig';

const clean = (s: string) => s.replace(/[&=]/g, '_');

/** The signed string; sorted by UTF-16 code unit, the order the published examples use. */
export const signingString = (params: Record<string, string>): string =>
  Object.keys(params)
    .filter((name) => name !== SIG)
    .sort()
    .map((name) => `&${clean(name)}=${clean(params[name] ?? '')}`)
    .join('');

export function vonageSignature(
  params: Record<string, string>,
  secret: string,
  method: SignatureMethod,
): string {
  const signed = signingString(params);
  if (method === 'md5hash')
    return createHash('md5')
      .update(signed + secret)
      .digest('hex');
  return createHmac(method, secret).update(signed).digest('hex').toUpperCase();
}

/** True only when `sig` is this secret's signature of the other parameters. */
export function hasValidSignature(
  params: Record<string, string>,
  secret: string,
  method: SignatureMethod,
): boolean {
  const given = params[SIG];
  if (given === undefined || !/^[0-9a-f]+$/i.test(given)) return false;
  const expected = Buffer.from(vonageSignature(params, secret, method), 'hex');
  const received = Buffer.from(given, 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
