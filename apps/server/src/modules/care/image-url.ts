/**
 * Complaint images are read by `<img src>` in the WebView, which cannot send `X-Token`, and
 * tokens never go in URLs. So an image's URL is a capability of its own (decision 014): the
 * random storage key, an expiry and an HMAC over both and the owner's id. It shows that one
 * image to whoever holds it until it expires; pages get fresh ones with every read.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const IMAGE_PATH = '/greyer/problem-img/:key';
const prefix = '/greyer/problem-img/';

/** URLs live about a day, rounded up to the hour so repeated reads give the same URL. */
export const URL_LIFETIME_S = 24 * 3600;
const ROUND_S = 3600;

const signature = (secret: string, key: string, ownerId: number, expires: number) =>
  createHmac('sha256', secret)
    .update(`${key}.${ownerId}.${expires}`)
    .digest('base64url')
    .slice(0, 32);

export function signedImageUrl(secret: string, key: string, ownerId: number, now: Date): string {
  const seconds = Math.floor(now.getTime() / 1000) + URL_LIFETIME_S;
  const expires = Math.ceil(seconds / ROUND_S) * ROUND_S;
  return `${prefix}${key}?e=${expires}&s=${signature(secret, key, ownerId, expires)}`;
}

/** Whether `e` and `s` are a valid, unexpired signature of the image for its owner. */
export function verifyImageUrl(
  secret: string,
  key: string,
  ownerId: number,
  e: string,
  s: string,
  now: Date,
): boolean {
  if (!/^\d{1,12}$/.test(e) || s.length !== 32) return false;
  const expires = Number(e);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(signature(secret, key, ownerId, expires));
  const given = Buffer.from(s);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The storage key of an image URL this server handed out (relative or absolute), or null. */
export function keyOfImageUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url.trim(), 'http://local').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(prefix)) return null;
  const key = pathname.slice(prefix.length);
  return /^[A-Za-z0-9_-]{32}$/.test(key) ? key : null;
}
