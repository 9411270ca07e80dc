import { describe, expect, it } from 'vitest';
import { keyOfImageUrl, signedImageUrl, verifyImageUrl } from './image-url.ts';

const secret = 'a-test-secret-of-some-length';
const key = 'abcdefghijklmnopqrstuvwxyzABCDEF';
const now = new Date('2026-11-23T10:15:00Z');

function parts(url: string) {
  const u = new URL(url, 'http://x');
  return { e: u.searchParams.get('e') ?? '', s: u.searchParams.get('s') ?? '' };
}

describe('signed image URLs', () => {
  it('verifies for its owner until it expires', () => {
    const { e, s } = parts(signedImageUrl(secret, key, 7, now));
    expect(verifyImageUrl(secret, key, 7, e, s, now)).toBe(true);
    expect(verifyImageUrl(secret, key, 8, e, s, now)).toBe(false);
    const later = new Date(Number(e) * 1000 + 1000);
    expect(verifyImageUrl(secret, key, 7, e, s, later)).toBe(false);
  });

  it('refuses a tampered expiry, signature or key, and another secret', () => {
    const { e, s } = parts(signedImageUrl(secret, key, 7, now));
    expect(verifyImageUrl(secret, key, 7, String(Number(e) + 3600), s, now)).toBe(false);
    expect(verifyImageUrl(secret, key, 7, e, `${s.slice(0, 31)}x`, now)).toBe(false);
    expect(verifyImageUrl(secret, `${key.slice(0, 31)}x`, 7, e, s, now)).toBe(false);
    expect(verifyImageUrl('another-secret-entirely', key, 7, e, s, now)).toBe(false);
    expect(verifyImageUrl(secret, key, 7, 'soon', s, now)).toBe(false);
  });

  it('gives the same URL within the hour, and carries no session token', () => {
    const a = signedImageUrl(secret, key, 7, now);
    expect(signedImageUrl(secret, key, 7, new Date(now.getTime() + 60_000))).toBe(a);
    expect(a).toMatch(/^\/greyer\/problem-img\/[\w-]{32}\?e=\d+&s=[\w-]{32}$/);
  });

  it('reads the key back from relative and absolute URLs only', () => {
    const url = signedImageUrl(secret, key, 7, now);
    expect(keyOfImageUrl(url)).toBe(key);
    expect(keyOfImageUrl(`https://tenor.example${url}`)).toBe(key);
    expect(keyOfImageUrl('/greyer/problem-img/../../etc/passwd')).toBeNull();
    expect(keyOfImageUrl('/elsewhere/abcdefghijklmnopqrstuvwxyzABCDEF')).toBeNull();
    expect(keyOfImageUrl('')).toBeNull();
  });
});
