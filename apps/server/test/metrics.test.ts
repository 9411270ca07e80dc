/**
 * Metrics and request ids (docs/operations.md "Metrics"): Prometheus text that
 * borrowers cannot read — behind a token on the main port, or on a port of its own — and an
 * id on every answer and log line.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { issueAccount, owedOf, paymentEvent, postWebhook } from './helpers/repay.ts';
import { useTestApp, demoSession, postForm } from './helpers/test-app.ts';

const TOKEN = 'metrics-token-for-the-scraper-0001';

describe('metrics behind a token', () => {
  const t = useTestApp({
    env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: 'loopback', DEMO_PUBLIC: 'true' },
    captureLogs: true,
  });

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization === undefined ? {} : { authorization },
    });

  it('are not there for a borrower, whatever the length or bytes of the token', async () => {
    const sameLength = [
      `Bearer ${'é'.repeat(TOKEN.length)}`,
      `Bearer ${TOKEN.slice(0, -1)}\u00ff`,
      `Bearer ${TOKEN.slice(0, -1)}x`,
    ];
    for (const auth of [
      undefined,
      'Bearer wrong',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      ...sameLength,
    ]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('tenor_');
    }
  });

  it('count requests by route and status, envelope failures and the process', async () => {
    const { token } = await demoSession(t.app);
    await postForm(t.app, recommendProductList.path, {}, { 'x-token': token });
    await postForm(t.app, recommendProductList.path, {});
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const line = (pattern: RegExp) => text.split('\n').find((l) => pattern.test(l));
    expect(
      line(
        /^tenor_http_requests_total\{route="\/indah\/v3\/product\/recommend-product-list",method="POST",status="200"\} [1-9]/,
      ),
    ).toBeDefined();
    expect(line(/^tenor_http_requests_total\{.*status="401"\} [1-9]/)).toBeDefined();
    expect(line(/^tenor_envelope_failures_total\{code="1002"\} [1-9]/)).toBeDefined();
    expect(line(/^tenor_http_request_duration_seconds_bucket\{le="0\.05",route=/)).toBeDefined();
    // Answers between two scrapes are each counted once, in the count and in the durations.
    const ofList = (body: string, pattern: RegExp) =>
      Number(
        body
          .split('\n')
          .find((l) => pattern.test(l) && l.includes('recommend-product-list'))
          ?.split(' ')
          .at(-1),
      );
    const okLine = /^tenor_http_requests_total\{.*status="200"\} /;
    const timedLine = /^tenor_http_request_duration_seconds_count\{/;
    await postForm(t.app, recommendProductList.path, {}, { 'x-token': token });
    await postForm(t.app, recommendProductList.path, {}, { 'x-token': token });
    const later = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(ofList(text, okLine)).toBeGreaterThan(0);
    expect(ofList(text, timedLine)).toBeGreaterThan(0);
    expect(ofList(later, okLine)).toBe(ofList(text, okLine) + 2);
    expect(ofList(later, timedLine)).toBe(ofList(text, timedLine) + 2);
    for (const name of [
      'tenor_nodejs_eventloop_lag_seconds',
      'tenor_payments_total',
      'tenor_payment_webhook_delay_seconds',
      'tenor_charge_reconciler_resolutions_total',
      'tenor_sms_sent_total',
      'tenor_sms_send_failures_total',
      'tenor_sms_deliveries_total',
      'tenor_otp_refusals_total',
      'tenor_render_budget_refusals_total',
      'tenor_promo_sms_budget_used_ratio',
    ]) {
      expect(text, name).toContain(`# TYPE ${name}`);
    }
  });

  it('count payments by channel and outcome, and how late their notifications come', async () => {
    const value = async (pattern: RegExp) => {
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      const line = text.split('\n').find((l) => pattern.test(l));
      return line === undefined ? 0 : Number(line.split(' ').at(-1));
    };
    const applied = /^tenor_payments_total\{channel="va",outcome="applied"\}/;
    const delays = /^tenor_payment_webhook_delay_seconds_count /;
    const [appliedBefore, delaysBefore] = [await value(applied), await value(delays)];
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['174']!;
    const amount = await owedOf(t, orderId);
    const account = await issueAccount(t, session, { orderId, amount });
    const paid = await postWebhook(t, paymentEvent(account.cardNo, amount));
    expect(paid.statusCode).toBe(200);
    expect(await value(applied)).toBe(appliedBefore + 1);
    expect(await value(delays)).toBe(delaysBefore + 1);
  });

  it('answer every request with its id, which its log lines carry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[\w-]{12}$/);
    expect(t.logs()).toContain(`"reqId":"${id}"`);
  });

  it('make ids that no client chooses and that do not count requests', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) {
      ids.push(
        String((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['x-request-id']),
      );
    }
    expect(new Set(ids).size).toBe(ids.length);
    // Random, not a prefix and a counter: consecutive ids share no long beginning.
    const shared = (a: string, b: string) => [...a].findIndex((c, i) => c !== b[i]);
    expect(Math.max(...ids.slice(1).map((id, i) => shared(id, ids[i]!)))).toBeLessThan(6);

    const logged = (id: unknown) =>
      t
        .logs()
        .split('\n')
        .filter((line) => line.includes(`"reqId":"${String(id)}"`) && line.includes('"req":'))
        .map((line) => (JSON.parse(line) as { req: Record<string, unknown> }).req);
    // A trusted proxy's id is logged beside ours, never instead of it.
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      remoteAddress: '127.0.0.1',
      headers: { 'x-request-id': 'lb-7f3a9c' },
    });
    expect(proxied.headers['x-request-id']).not.toBe('lb-7f3a9c');
    expect(logged(proxied.headers['x-request-id'])).toEqual([
      expect.objectContaining({ upstreamId: 'lb-7f3a9c' }),
    ]);
    // A client's own, or a malformed one, is not logged at all.
    for (const [remoteAddress, sent] of [
      ['198.51.100.4', 'lb-7f3a9c'],
      ['127.0.0.1', 'lb 7f3a9c"}'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress,
        headers: { 'x-request-id': sent },
      });
      expect(res.headers['x-request-id']).toMatch(/^[\w-]{12}$/);
      const [line] = logged(res.headers['x-request-id']);
      expect(line).toBeDefined();
      expect(line).not.toHaveProperty('upstreamId');
    }
  });
});

describe('metrics on a port of their own', () => {
  const t = useTestApp({ env: { METRICS_PORT: '0' } });
  beforeAll(async () => {
    await t.app.ready();
  });

  it('are served there and not on the main port', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const res = await fetch(`http://127.0.0.1:${t.app.metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE tenor_http_requests_total counter');
    expect((await fetch(`http://127.0.0.1:${t.app.metricsPort}/other`)).status).toBe(404);
  });
});
