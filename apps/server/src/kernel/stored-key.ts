/**
 * The form in which a limiter's key is stored (decision 036): a key is text the request chose
 * in part (a path segment, an address a proxy reported), and PostgreSQL refuses a NUL in text
 * and an index entry past ~2.7 KB — one such key used to fail every later shared sync. So the
 * window store and the event limiter pass every key through here, and no caller can forget:
 * plain printable ASCII up to 200 characters is kept as it is (readable in the table), anything
 * else becomes `#` and the SHA-256 of its UTF-16 code units (exact even for a lone surrogate,
 * which UTF-8 cannot carry). A kept key never starts with `#`, so no chosen key can pose as
 * another's digest.
 */
import { createHash } from 'node:crypto';

const KEPT = /^[\x20-\x22\x24-\x7e][\x20-\x7e]{0,199}$/;

export function storedKey(key: string): string {
  if (KEPT.test(key)) return key;
  return `#${createHash('sha256').update(key, 'utf16le').digest('base64url')}`;
}
