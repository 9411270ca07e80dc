/**
 * One client key (http/client-key.ts): a client rotating through the addresses of its IPv6 /64
 * — what a mobile network gives one subscriber — spends one allowance, for the API limit,
 * server renders, promotion SMS and contact messages alike; another /64 keeps its own. The
 * request log names the key.
 */
import { describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { getSms } from '@tenor/contract/endpoints/promo';
import { contactMessage } from '@tenor/contract/endpoints/site';
import { askSms, envelopeOf, landing, smsCount } from './helpers/promo.ts';
import { useTestApp } from './helpers/test-app.ts';

const LIMIT = 4;

let rotated = 0;
/** The next address of a /64 (its first four groups): never one seen before. */
const addressIn = (network: string) => `${network}:${(++rotated).toString(16)}::1`;

describe('a client rotating through its IPv6 /64, at the API and the renderer', () => {
  const t = useTestApp({
    webBuild: {
      'dist/index.html':
        '<!doctype html><html lang="en"><head><meta name="tenor-config" content="{}" /><title>Tenor</title></head><body><div id="root"><!--ssr-outlet--><!--/ssr-outlet--></div></body></html>',
      'dist/.vite/manifest.json': '{}',
      'dist-server/entry-server.js':
        "export function configure() {}\nexport async function render() { return { html: '<main>rendered</main>', state: [], lang: 'en-IN', modules: [] }; }",
    },
    captureLogs: true,
    env: {
      DEMO_PUBLIC: 'true',
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_DEV_SESSION_PER_MINUTE: '0',
    },
  });

  it('makes no more anonymous API calls than one address may, and another /64 still may', async () => {
    const call = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: recommendProductList.path,
        remoteAddress,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i++)
      statuses.push((await call(addressIn('2001:db8:1:0'))).statusCode);
    expect(statuses.slice(0, LIMIT)).toEqual(Array<number>(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
    expect((await call(addressIn('2001:db8:2:0'))).statusCode).toBe(401);
    // The log line of each request names the client key the limit counted.
    expect(t.logs()).toContain('"client":"2001:db8:1:0::/64"');
  });

  it('renders no more pages for it than for one address', async () => {
    const open = async (remoteAddress: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/relevant',
          remoteAddress,
          headers: { accept: 'text/html' },
        })
      ).body.includes('<main>rendered</main>');
    const rendered: boolean[] = [];
    for (let i = 0; i < LIMIT + 2; i++) rendered.push(await open(addressIn('2001:db8:3:0')));
    expect(rendered).toEqual([...Array<boolean>(LIMIT).fill(true), false, false]);
    expect(await open(addressIn('2001:db8:4:0'))).toBe(true);
  });
});

describe('a client rotating through its IPv6 /64, at the landing and the contact form', () => {
  const t = useTestApp({
    env: {
      DEMO_PUBLIC: 'true',
      PROMO_SMS_PER_IP_PER_HOUR: '2',
      SITE_CONTACT_PER_IP_PER_HOUR: '2',
    },
  });

  it('is sent no more promotion SMS than one address', async () => {
    const before = await smsCount(t);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Each captcha is solved from an address of its own elsewhere; only the SMS rotates.
      const l = await landing(t, 'IN', { ip: `192.0.2.${i + 10}` });
      codes.push(envelopeOf(await askSms(t, l, { ip: addressIn('2001:db8:5:0') })).code);
    }
    expect(codes.filter((c) => c === getSms.success)).toHaveLength(2);
    expect((await smsCount(t)) - before).toBe(2);
    const l = await landing(t, 'IN', { ip: '192.0.2.40' });
    expect(envelopeOf(await askSms(t, l, { ip: addressIn('2001:db8:6:0') })).code).toBe(
      getSms.success,
    );
  });

  it('sends no more contact messages than one address, stored under its /64', async () => {
    const send = (remoteAddress: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: contactMessage.path,
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'Asha Rao',
          email: 'asha@example.com',
          message: 'When is my loan due?',
          submissionId: `v6-${i}-${Date.now().toString(36)}`,
        }),
      });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(envelopeOf(await send(addressIn('2001:db8:7:0'), i)).code);
    expect(codes.filter((c) => c === contactMessage.success)).toHaveLength(2);
    expect(envelopeOf(await send(addressIn('2001:db8:8:0'), 9)).code).toBe(contactMessage.success);
    const stored = await t.db
      .selectFrom('contact_messages')
      .select('client')
      .where('submission_id', 'like', 'v6-%')
      .orderBy('id')
      .execute();
    expect(stored.map((r) => r.client)).toEqual([
      '2001:db8:7:0::/64',
      '2001:db8:7:0::/64',
      '2001:db8:8:0::/64',
    ]);
  });
});
