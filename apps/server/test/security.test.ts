import { describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { useTestApp, demoSession, postForm } from './helpers/test-app.ts';

describe('security headers', () => {
  const t = useTestApp({ env: { URL_ALLOWLIST: 'pay.example.com, *.lender.example' } });

  it('sends a strict CSP, no-referrer and nosniff on API answers and errors', async () => {
    for (const url of ['/healthz', '/indah/unknown']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends endpoint answers, successes and refusals alike, as data nothing may run, frame or keep', async () => {
    const { token } = await demoSession(t.app, { region: 'IN' });
    const answers = [
      await postForm(t.app, recommendProductList.path, {}, { 'x-token': token }),
      await postForm(t.app, recommendProductList.path, {}, { 'x-token': 'not-a-session' }),
      // The wrong encoding for this endpoint.
      await t.app.inject({
        method: 'POST',
        url: recommendProductList.path,
        headers: { 'x-token': token },
        payload: { scene: '' },
      }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 415]);
    for (const res of answers) {
      const csp = (res.headers['content-security-policy'] as string).split(/;\s*/);
      expect(csp).toEqual(
        expect.arrayContaining([
          "default-src 'none'",
          "base-uri 'none'",
          "object-src 'none'",
          "frame-ancestors 'none'",
        ]),
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      // A page's headers stay with pages.
      expect(res.headers['permissions-policy']).toBeUndefined();
    }
  });

  it('lets frames load only from our origin and the allowlist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const frameSrc = (res.headers['content-security-policy'] as string)
      .split(';')
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc).toBe(
      "frame-src 'self' https://pay.example.com http://pay.example.com https://*.lender.example http://*.lender.example",
    );
  });
});

describe('the service worker under the page policy', () => {
  const t = useTestApp();

  it('lets pages register only a worker of our origin (decision 049)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const workerSrc = (res.headers['content-security-policy'] as string)
      .split(/;\s*/)
      .find((d) => d.startsWith('worker-src'));
    expect(workerSrc).toBe("worker-src 'self'");
  });
});

describe('security headers outside demo mode', () => {
  const t = useTestApp({
    env: {
      DEMO: 'false',
      WEBHOOK_SECRET: 'a-production-secret-1234',
      URL_ALLOWLIST: 'pay.example.com',
    },
  });

  it('allows only https for allowlisted hosts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain(
      "frame-src 'self' https://pay.example.com;",
    );
  });
});
