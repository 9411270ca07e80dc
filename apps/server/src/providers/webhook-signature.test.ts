import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signBody, verifySignature } from './webhook-signature.ts';

const secret = 'a-webhook-secret-for-tests';
const body = '{"eventId":"evt-1","accountNo":"8808123412341234","amount":1000}';

describe('webhook signature', () => {
  it('is the hex HMAC-SHA256 of the raw body', () => {
    expect(signBody(secret, body)).toBe(createHmac('sha256', secret).update(body).digest('hex'));
    expect(signBody(secret, body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts the right signature in either case and with surrounding spaces', () => {
    const sig = signBody(secret, body);
    expect(verifySignature(secret, body, sig)).toBe(true);
    expect(verifySignature(secret, Buffer.from(body), sig.toUpperCase())).toBe(true);
    expect(verifySignature(secret, body, ` ${sig} `)).toBe(true);
  });

  it('refuses a missing, malformed or wrong signature', () => {
    const sig = signBody(secret, body);
    expect(verifySignature(secret, body, undefined)).toBe(false);
    expect(verifySignature(secret, body, '')).toBe(false);
    expect(verifySignature(secret, body, [sig])).toBe(false);
    expect(verifySignature(secret, body, sig.slice(0, 62))).toBe(false);
    expect(verifySignature(secret, body, `sha256=${sig}`)).toBe(false);
    expect(verifySignature(secret, body, signBody('another-secret-value', body))).toBe(false);
  });

  it('breaks on any change of the body, even whitespace', () => {
    const sig = signBody(secret, body);
    expect(verifySignature(secret, body.replace('1000', '1001'), sig)).toBe(false);
    expect(verifySignature(secret, `${body} `, sig)).toBe(false);
  });
});
