/**
 * Behind a load balancer (docs/operations.md "Behind a proxy"): client addresses come only from
 * trusted hops, so a client that writes its own `X-Forwarded-For` gets no fresh budget; TLS
 * reported by a trusted hop pins HTTPS on every answer.
 */
import { describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { getSms } from '@tenor/contract/endpoints/promo';
import { contactMessage } from '@tenor/contract/endpoints/site';
import { envelopeOf, landing, smsCount } from './helpers/promo.ts';
import { ConfigError, loadConfig } from '../src/config.ts';
import { proxyTrust } from '../src/http/trusted-proxies.ts';
import { useTestApp } from './helpers/test-app.ts';

/** The load balancer's own address, as the server's socket sees it. */
const BALANCER = '10.0.0.2';
/** The real client, as the balancer appends it to X-Forwarded-For. */
const CLIENT = '203.0.113.7';

let spoofed = 0;
/** A chain as a spoofing client's request reaches the server: its own invention, then its address. */
const spoofedChain = () => `198.18.${spoofed % 250}.${++spoofed % 250}, ${CLIENT}`;

const through = (chain = spoofedChain()) => ({
  remoteAddress: BALANCER,
  headers: { 'x-forwarded-for': chain },
});

describe('through one trusted hop (TRUST_PROXY=1), a client rotating X-Forwarded-For', () => {
  const t = useTestApp({
    env: {
      TRUST_PROXY: '1',
      DEMO_PUBLIC: 'true',
      RATE_LIMIT_PER_MINUTE: '5',
      RATE_LIMIT_DEV_SESSION_PER_MINUTE: '0',
      PROMO_SMS_PER_IP_PER_HOUR: '2',
      SITE_CONTACT_PER_IP_PER_HOUR: '2',
    },
  });

  it('makes no more anonymous API calls than one address may', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const { remoteAddress, headers } = through();
      const res = await t.app.inject({
        method: 'POST',
        url: recommendProductList.path,
        remoteAddress,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });

  it('sends no more contact messages than one address may', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      const { remoteAddress, headers } = through(`198.51.100.${i}, 203.0.113.8`);
      const res = await t.app.inject({
        method: 'POST',
        url: contactMessage.path,
        remoteAddress,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'Asha Rao',
          email: 'asha@example.com',
          message: 'When is my loan due?',
          submissionId: `proxy-${i}-${Date.now().toString(36)}`,
        }),
      });
      expect(res.statusCode).toBeLessThan(500);
      codes.push(envelopeOf(res).code);
    }
    expect(codes.filter((c) => c === contactMessage.success)).toHaveLength(2);
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('client')
      .where('submission_id', 'like', 'proxy-%')
      .execute();
    expect(stored.map((r) => r.client)).toEqual(['203.0.113.8', '203.0.113.8']);
  });

  it('is sent no more promotion SMS than one address may', async () => {
    const before = await smsCount(t);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      // The landing's session and captcha come from elsewhere; only the SMS request is spoofed.
      const l = await landing(t, 'ID', { ip: `192.0.2.${i + 1}` });
      const { remoteAddress, headers } = through(`198.18.0.${i}, 203.0.113.9`);
      const res = await t.app.inject({
        method: 'POST',
        url: getSms.path,
        remoteAddress,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          phone: l.phone,
          capcode: l.capcode,
          sid: l.sid,
          id: String(l.templateId),
        }).toString(),
      });
      codes.push(envelopeOf(res).code);
    }
    expect((await smsCount(t)) - before).toBe(2);
    expect(codes.filter((c) => c === getSms.success)).toHaveLength(2);
  });

  it('pins HTTPS when the trusted hop reports TLS, on framework errors and 404s too', async () => {
    const tls = { remoteAddress: BALANCER, headers: { 'x-forwarded-proto': 'https' } };
    for (const url of ['/healthz', '/no-such-api/x', '/%E0%A4%A', '/api/nothing-here']) {
      const res = await t.app.inject({ method: 'GET', url, ...tls });
      expect(res.headers['strict-transport-security'], url).toMatch(/^max-age=\d{8,}/);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/%E0%A4%A', remoteAddress: BALANCER });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('with the proxies named by address (TRUST_PROXY=10.0.0.0/8)', () => {
  const t = useTestApp({
    env: { TRUST_PROXY: '10.0.0.0/8', DEMO_PUBLIC: 'true', SITE_CONTACT_PER_IP_PER_HOUR: '1' },
  });

  const addressSeen = async (remoteAddress: string, chain: string, id: string) => {
    await t.app.inject({
      method: 'POST',
      url: contactMessage.path,
      remoteAddress,
      headers: { 'x-forwarded-for': chain, 'content-type': 'application/json' },
      payload: JSON.stringify({
        name: 'Budi',
        email: 'budi@example.com',
        message: 'Kapan pinjaman saya jatuh tempo?',
        submissionId: `${id}-${Date.now().toString(36)}`,
      }),
    });
    const row = await t.db
      .selectFrom('contact_messages')
      .select('client')
      .where('submission_id', 'like', `${id}-%`)
      .executeTakeFirst();
    return row?.client;
  };

  it('takes the first untrusted hop behind a chain of trusted proxies', async () => {
    expect(await addressSeen(BALANCER, `1.2.3.4, ${CLIENT}, 10.9.9.9`, 'cidr-1')).toBe(CLIENT);
  });

  it('keeps a client that connects directly to its own address, whatever it forwards', async () => {
    expect(await addressSeen('198.51.100.77', '1.2.3.4', 'cidr-2')).toBe('198.51.100.77');
    const tls = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '198.51.100.77',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY values', () => {
  const configured = (value: string) =>
    loadConfig({ DEMO: 'true', DEMO_PUBLIC: 'true', TRUST_PROXY: value }).trustProxy;

  it('takes hop counts up to 10 and proxy networks, each of which the server can use', () => {
    for (const [value, trust] of [
      ['1', 1],
      ['10', 10],
      ['10.0.0.0/8,loopback', ['10.0.0.0/8', 'loopback']],
      ['fc00::/7, 192.168.1.4', ['fc00::/7', '192.168.1.4']],
      ['off', false],
    ] as const) {
      expect(configured(value)).toEqual(trust);
      expect(() => proxyTrust(configured(value))).not.toThrow();
    }
  });

  it('refuses absurd hop counts and ranges that trust everyone, in one line that says why', () => {
    for (const [value, why] of [
      ['11', /TRUST_PROXY: 11 hops: at most 10/],
      ['99', /TRUST_PROXY: 99 hops: at most 10/],
      ['0.0.0.0/0', /0\.0\.0\.0\/0 is wider than any proxy network.*\/8 or narrower/],
      ['10.0.0.0/8,::/0', /::\/0 is wider than any proxy network.*\/7 or narrower/],
      ['::ffff:0.0.0.0/96', /::ffff:0\.0\.0\.0\/96 is wider than any proxy network/],
      ['1.2.3.4/33', /not a CIDR: 1\.2\.3\.4\/33/],
    ] as const) {
      let thrown: unknown;
      try {
        configured(value);
      } catch (err) {
        thrown = err;
      }
      // A ConfigError: the start prints its message alone (server.ts), with no stack.
      expect(thrown).toBeInstanceOf(ConfigError);
      const problems = (thrown as Error).message
        .split('\n')
        .filter((l) => l.includes('TRUST_PROXY'));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(why);
    }
  });
});
