import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { TEST_SIGNING_KEY, useTestApp } from './helpers/test-app.ts';

/** Sends raw bytes to the listening server and answers everything it wrote back, and when it closed. */
function raw(
  port: number,
  chunks: string[],
  gapMs = 0,
): Promise<{ text: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    // A reset after the server's answer (it closes on a client still sending) ends it like a close.
    socket.on('error', (err) => (text === '' ? reject(err) : undefined));
    socket.on('close', () => resolve({ text, closedAfterMs: Date.now() - started }));
    let i = 0;
    const next = () => {
      if (socket.destroyed || i >= chunks.length) return;
      socket.write(chunks[i++]!);
      setTimeout(next, gapMs);
    };
    socket.on('connect', next);
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('limits before any route runs', () => {
  let port: number;
  const t = useTestApp({ env: { REQUEST_TIMEOUT_MS: '600', IDLE_TIMEOUT_MS: '600' } });
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers a malformed percent escape with the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/indah/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: '1001', data: null });
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('answers headers or an address too large with the envelope and the security headers', async () => {
    for (const request of [
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /relevant?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const { text } = await raw(port, [request]);
      expect(text.startsWith('HTTP/1.1 431 ')).toBe(true);
      expect(text.toLowerCase()).toContain('content-security-policy:');
      expect(text.toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(bodyOf(text)).toEqual({ code: '1001', message: 'The request is invalid', data: null });
    }
  });

  it('closes a connection that trickles its request past the time limit', async () => {
    // One header byte every 150 ms: never idle, never done.
    const trickle = ['GET /healthz HTTP/1.1\r\nHost: x\r\n', ...'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaa'];
    const { closedAfterMs } = await raw(port, trickle, 150);
    expect(closedAfterMs).toBeLessThan(2_500);
  });

  const formHead = (length: number) =>
    'POST /greyer/get-whatsapp HTTP/1.1\r\nHost: x\r\n' +
    `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${length}\r\n\r\n`;

  // One body byte every 150 ms after the first packet: never idle, done only after ~6 s. The
  // first packet is the headers alone, or the headers with the body's first bytes.
  it.each([
    ['its headers alone first', formHead(40), 'overall=1'.padEnd(40, '&')],
    ['its first bytes with its headers', `${formHead(40)}overall=1`, ''.padEnd(31, '&')],
  ])(
    'answers 408 and closes a connection that trickles its body past the time limit (%s)',
    async (_, first, rest) => {
      const { text, closedAfterMs } = await raw(port, [first, ...rest], 150);
      expect(closedAfterMs).toBeLessThan(2_500);
      expect(text.startsWith('HTTP/1.1 408 ')).toBe(true);
      expect(bodyOf(text)).toEqual({ code: '1001', message: 'The request is invalid', data: null });
    },
  );

  it('answers bodies sent whole with their headers, one after another on a connection', async () => {
    const request = `${formHead(9)}overall=1`;
    // The same request twice on one connection, the second after most of the time limit.
    const { text } = await raw(port, [request, request, 'x'], 400);
    const statuses = text.match(/HTTP\/1\.1 \d+ /g)?.map((s) => s.slice(9, 12));
    expect(statuses?.slice(0, 2)).toEqual(['200', '200']);
  });

  it('closes a connection that sends nothing', async () => {
    const { closedAfterMs } = await raw(port, []);
    expect(closedAfterMs).toBeLessThan(2_500);
  });
});

describe('headers for TLS and browser features', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1', DEMO_PUBLIC: 'true' } });

  it('pins HTTPS only when the request came over TLS, and switches off unused features', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['permissions-policy']).toContain('camera=()');
    expect(plain.headers['permissions-policy']).toContain('geolocation=()');
    const tls = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  });
});

describe('demo mode is never on by accident', () => {
  const production = {
    WEBHOOK_SECRET: 'a-production-secret-1234',
    PUBLIC_HOST: 'app.example.com',
    DOCUMENT_SIGNING_KEY: TEST_SIGNING_KEY,
  };
  it('is on only when DEMO=true asks for it, whatever the host or NODE_ENV', () => {
    expect(loadConfig({ HOST: '127.0.0.1', ...production }).demo).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', ...production }).demo).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1', DEMO: 'true' }).demo).toBe(true);
    expect(() => loadConfig({ HOST: '0.0.0.0', DEMO: 'true' })).toThrow(/DEMO_PUBLIC/);
    expect(loadConfig({ HOST: '0.0.0.0', DEMO: 'true', DEMO_PUBLIC: 'true' }).demo).toBe(true);
  });
});
