/**
 * The production start (docs/operations.md): the server started without DEMO serves no sandbox, no
 * demo password and no request-supplied host anywhere; it refuses to start without PUBLIC_HOST, and
 * a demo reachable by others only starts when DEMO_PUBLIC says so, and then says so.
 */
import { createPublicKey } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devAutopayEvent,
  devAutopayRun,
  devOutbox,
  devSession,
} from '@tenor/contract/endpoints/dev';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { SANDBOX_BANK_PATH, SANDBOX_WALLET_PATH } from '../src/providers/sandbox-mandates.ts';
import { type ChildServer, serverData, type ServerData } from './helpers/child-server.ts';
import { TEST_SIGNING_KEY, useTestApp } from './helpers/test-app.ts';

const LIVE = {
  DEMO: '',
  WEBHOOK_SECRET: 'a-production-secret-1234',
  PUBLIC_HOST: 'pinjam.example.co.id',
  GRIEVANCE_OFFICER_NAME_IN: 'Production Officer',
  GRIEVANCE_OFFICER_EMAIL_IN: 'grievance@platform.example',
  GRIEVANCE_OFFICER_PHONE_IN: '+91 80 0000 0000',
  DOCUMENT_SIGNING_KEY: TEST_SIGNING_KEY,
};

describe('the built server started without DEMO', () => {
  let data: ServerData;
  let server: ChildServer;
  beforeAll(async () => {
    data = await serverData(LIVE);
    server = await data.start();
  }, 90_000);
  afterAll(() => data.dispose());

  it('refuses to start without PUBLIC_HOST, saying what to set', async () => {
    await expect(data.start({ PUBLIC_HOST: '' })).rejects.toThrow(/PUBLIC_HOST: is required/);
  });

  it('has no sandbox, no outbox and no desk', async () => {
    const session = await fetch(`${server.base}${devSession.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(session.status).toBe(404);
    expect((await fetch(`${server.base}${devOutbox.path}`)).status).toBe(404);
    // AutoPay's sandbox: the demo bank's and wallet's consent pages, the job and the events.
    for (const url of [
      `${SANDBOX_BANK_PATH}?ref=m_1`,
      `${SANDBOX_WALLET_PATH}?ref=m_1&wallet=DANA`,
    ]) {
      const page = await fetch(`${server.base}${url}`);
      expect(page.status, url).toBe(404);
      // Not the demo's page for a link it does not know (a 404 too): no page at all.
      expect(await page.text(), url).not.toMatch(/not waiting for|tidak menunggu/);
    }
    for (const path of [devAutopayRun.path, devAutopayEvent.path]) {
      const res = await fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status, path).toBe(404);
    }
    const desk = await fetch(`${server.base}/ops/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: DEMO_OPS_PASSWORD }),
    });
    expect(desk.status).toBe(404);
  });

  it('publishes its documents’ signing key before it has signed anything', async () => {
    const published = (await (await fetch(`${server.base}/verify/keys`)).json()) as {
      keys: { publicKey: string; pem: string }[];
    };
    const ours = createPublicKey(TEST_SIGNING_KEY).export({ type: 'spki', format: 'pem' });
    expect(published.keys.map((k) => k.publicKey.trim())).toEqual([ours.toString().trim()]);
    const pem = await fetch(`${server.base}${published.keys[0]!.pem}`);
    expect(pem.status).toBe(200);
    expect((await pem.text()).trim()).toBe(ours.toString().trim());
  });

  it('does not list the sandbox in its API description', async () => {
    const document = (await (await fetch(`${server.base}/openapi.json`)).json()) as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => p.startsWith('/dev'))).toEqual([]);
    expect(await (await fetch(`${server.base}/docs/api`)).text()).not.toContain('/dev/');
  });
});

describe('a poisoned Host header', () => {
  const t = useTestApp({
    env: { ...LIVE, DEMO: 'false', TRUST_PROXY: '1' },
  });

  const poisoned = (url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });

  it('never reaches robots.txt or sitemap.xml, which name the configured host', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await poisoned(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('https://pinjam.example.co.id/');
      expect(res.body).not.toContain('evil.example');
    }
  });
});

describe('a demo without its own host', () => {
  const t = useTestApp();

  it('writes the request’s host only into answers no cache may keep', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'h5.test' } });
      expect(res.body).toContain('http://h5.test/');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('a demo others can reach (DEMO_PUBLIC=true)', () => {
  let data: ServerData;
  beforeAll(async () => {
    data = await serverData();
  });
  afterAll(() => data.dispose());

  it('refuses to start on a public interface or behind a proxy without DEMO_PUBLIC', async () => {
    await expect(data.start({ HOST: '0.0.0.0' })).rejects.toThrow(/DEMO_PUBLIC=true/);
    await expect(data.start({ TRUST_PROXY: '1' })).rejects.toThrow(/DEMO_PUBLIC=true/);
  }, 90_000);

  it('says so on every start-up line and in a banner on every page', async () => {
    const server = await data.start({ TRUST_PROXY: '1', DEMO_PUBLIC: 'true' });
    const lines = server.output.split('\n').filter((l) => l.includes('http://'));
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line).toMatch(/^\[PUBLIC DEMO\] /);
    for (const url of ['/docs/api', '/ops']) {
      const page = await (await fetch(`${server.base}${url}`)).text();
      expect(page, url).toMatch(/<body[^>]*><div class="tenor-demo-banner" role="note">/);
      expect(page, url).toContain('Demo server, not a real lender');
    }
    const css = await fetch(`${server.base}/demo-banner.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
  }, 90_000);
});
