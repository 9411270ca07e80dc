import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { codes } from '@tenor/contract/envelope';
import { loanAgreement, loanDetails, recommendProductList } from '@tenor/contract/endpoints/loans';
import {
  useTestApp,
  demoSession,
  productIdOf,
  type DemoSession,
  type TestApp,
} from './helpers/test-app.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="tenor-config" content="" />
    <title>Tenor</title>
    <script type="module" crossorigin src="/assets/index-a1b2.js"></script>
  </head>
  <body><div id="root"><!--ssr-outlet--><div class="shell"></div><!--/ssr-outlet--></div></body>
</html>`;

/**
 * A stand-in for the web build's renderer: it makes the calls the page's address lists
 * through the transport the server gives it, and ships what they answered as the page's data.
 */
const RENDERER = `
export function configure() {}
export async function render({ url, transport }) {
  const calls = JSON.parse(new URL(url, 'http://x').searchParams.get('calls') ?? '[]');
  const answers = [];
  for (const c of calls) {
    const res = await transport(c.url, { method: c.method, headers: c.headers, body: c.body });
    answers.push({ status: res.status, type: res.headers.get('content-type'), body: await res.json() });
  }
  return { html: '<main>rendered</main>', state: answers, lang: 'en-IN', modules: [] };
}`;

interface Probe {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

interface Answer {
  status: number;
  type: string;
  body: { code: string; message: string; data: unknown };
}

let india: DemoSession;
let indonesia: DemoSession;

const webBuild = {
  'dist/index.html': INDEX,
  'dist/.vite/manifest.json': '{}',
  'dist-server/entry-server.js': RENDERER,
};
const t = useTestApp({ webBuild });
beforeAll(async () => {
  india = await demoSession(t.app, { region: 'IN' });
  indonesia = await demoSession(t.app, { region: 'ID' });
});

/** The answers a page rendered with these calls shipped in its data block. */
async function rendered(probes: Probe[]): Promise<Answer[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/relevant?calls=${encodeURIComponent(JSON.stringify(probes))}`,
    headers: { accept: 'text/html' },
  });
  expect(res.statusCode).toBe(200);
  const block = /<script type="application\/json" id="tenor-data">(.*?)<\/script>/.exec(res.body);
  expect(block).not.toBeNull();
  return JSON.parse(block![1]!) as Answer[];
}

/** The same call over HTTP. */
async function overHttp(probe: Probe): Promise<Omit<Answer, 'type'>> {
  const res = await t.app.inject({
    method: probe.method,
    url: probe.url,
    headers: probe.headers,
    ...(probe.body === undefined ? {} : { payload: probe.body }),
  });
  return { status: res.statusCode, body: res.json() };
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
const JSON_TYPE = { 'Content-Type': 'application/json' };

const list = (session: DemoSession, languageType: string): Probe => ({
  method: 'POST',
  url: `${recommendProductList.path}?languageType=${languageType}`,
  headers: { ...FORM, 'X-Token': session.token },
  body: '',
});

const details = (session: DemoSession | null, body: string, languageType = '1'): Probe => ({
  method: 'POST',
  url: loanDetails.path,
  headers: {
    ...JSON_TYPE,
    'X-Language-Type': languageType,
    ...(session ? { 'X-Token': session.token } : {}),
  },
  body,
});

describe('a page’s calls answered in-process (no HTTP hop, no inject)', () => {
  it('answers each market’s borrower exactly what the API answers them, by every encoding', async () => {
    const agreement = await productIdOf(t.db, 'in-rupeeflow');
    const probes: Probe[] = [
      list(india, '1'),
      list(indonesia, '0'),
      details(india, JSON.stringify({ orderId: india.orders['174'] })),
      details(indonesia, JSON.stringify({ orderId: indonesia.orders['174'] }), '0'),
      {
        method: 'GET',
        url: `${loanAgreement.path}?productId=${agreement}&languageType=1`,
        headers: { 'X-Token': india.token },
      },
    ];
    const answers = await rendered(probes);
    for (const [i, probe] of probes.entries()) {
      expect(answers[i]!.body.code).toBe('00');
      expect(answers[i]!.type).toMatch(/^application\/json/);
      expect({ status: answers[i]!.status, body: answers[i]!.body }).toEqual(await overHttp(probe));
    }
    const [enList, idList, enDetails, idDetails, figures] = answers.map((a) => a.body.data) as [
      { productName: string }[],
      { productName: string }[],
      { telephone: string },
      { telephone: string },
      { figures: unknown },
    ];
    expect(enList.length).toBeGreaterThan(0);
    expect(enList.map((p) => p.productName)).not.toEqual(idList.map((p) => p.productName));
    expect(enDetails.telephone).toBe(t.config.support.IN.phone);
    expect(idDetails.telephone).toBe(t.config.support.ID.phone);
    // The public agreement's optional session is the call's, not the page request's.
    expect(figures.figures).not.toBeNull();
  });

  it('refuses as the API does: no session, a bad field, bad JSON, an unknown path', async () => {
    const probes: Probe[] = [
      details(null, JSON.stringify({ orderId: india.orders['174'] }), '0'),
      details(india, JSON.stringify({ orderId: 'nope' })),
      details(india, '{"orderId":'),
      { method: 'GET', url: '/v3/no-such-endpoint?languageType=0', headers: {} },
    ];
    const answers = await rendered(probes);
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [401, codes.unauthorized],
      [400, codes.invalid],
      [400, codes.invalid],
      [404, codes.notFound],
    ]);
    for (const [i, probe] of probes.slice(0, 3).entries()) {
      expect({ status: answers[i]!.status, body: answers[i]!.body }).toEqual(await overHttp(probe));
    }
    // In the caller's language, naming the field.
    expect(answers[0]!.body.message).not.toBe(
      (await overHttp(details(null, '{}', '1'))).body.message,
    );
    expect(answers[1]!.body.message).toMatch(/orderId/);
  });

  it('keeps another session out: a token for one borrower never reads another’s order', async () => {
    const [answer] = await rendered([
      details(india, JSON.stringify({ orderId: indonesia.orders['174'] })),
    ]);
    expect(answer!.body.code).not.toBe('00');
    expect(answer!.body).toEqual(
      (await overHttp(details(india, JSON.stringify({ orderId: indonesia.orders['174'] })))).body,
    );
  });

  it('makes no fake HTTP exchange: the page is the only request the app sees', async () => {
    const inject = vi.spyOn(t.app, 'inject');
    try {
      await rendered([
        list(india, '1'),
        details(india, JSON.stringify({ orderId: india.orders['174'] })),
      ]);
      expect(inject).toHaveBeenCalledTimes(1);
    } finally {
      inject.mockRestore();
    }
  });

  it('sends a rendered page compressed to a client that accepts it (the data block too)', async () => {
    const probes = [list(indonesia, '0')];
    const url = `/relevant?calls=${encodeURIComponent(JSON.stringify(probes))}`;
    const ask = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await ask();
    const br = await ask('gzip, deflate, br');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

describe('the render budget', () => {
  const opening =
    (app: TestApp['app']) =>
    (token: string | undefined, ip = '203.0.113.9') =>
      app.inject({
        method: 'GET',
        url: `/relevant?languageType=1${token === undefined ? '' : `&token=${token}`}`,
        headers: { accept: 'text/html' },
        remoteAddress: ip,
      });
  const rendered = (body: string) => body.includes('<main>rendered</main>');

  describe('of two pages a minute', () => {
    const limited = useTestApp({
      webBuild,
      env: { RATE_LIMIT_PER_MINUTE: '2' },
      captureLogs: true,
    });
    it('renders a borrower’s pages up to the API’s per-minute limit, then sends the shell, logged once', async () => {
      // One minute throughout, whatever the clock: the budget counts by minute.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T12:00:10.000Z'));
      try {
        // India's borrowers, as the pages' `languageType=1` says (decision 074).
        const india = { region: 'IN' } as const;
        const [a, b] = [
          await demoSession(limited.app, india),
          await demoSession(limited.app, india),
        ];
        const open = opening(limited.app);
        for (const expected of [true, true, false, false]) {
          const res = await open(a.token);
          expect(res.statusCode).toBe(200);
          expect(rendered(res.body)).toBe(expected);
          // The shell still carries the page's scripts and config: the browser fetches the data.
          expect(res.body).toContain('/assets/index-a1b2.js');
        }
        // The budget is the borrower's, whatever address the page comes from.
        expect(rendered((await open(a.token, '198.51.100.1')).body)).toBe(false);
        expect(rendered((await open(b.token)).body)).toBe(true);
        expect(limited.logs().match(/render budget spent/g)).toHaveLength(1);
        // The token never reaches the log.
        expect(limited.logs()).not.toContain(a.token);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('of three pages a minute', () => {
    const limited = useTestApp({ webBuild, env: { RATE_LIMIT_PER_MINUTE: '3' } });
    it('sends the shell at once for an invalid token, so random tokens buy no renders', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-26T12:00:10.000Z'));
      try {
        const open = opening(limited.app);
        for (let i = 0; i < 20; i += 1) {
          const res = await open(`random-${i}-${Math.random().toString(36).slice(2)}`);
          expect(res.statusCode).toBe(200);
          expect(rendered(res.body)).toBe(false);
          expect(res.body).toContain('/assets/index-a1b2.js');
        }
        // A page without a token spends its address's budget: three renders, then shells.
        const results = [];
        for (let i = 0; i < 5; i += 1) results.push(rendered((await open(undefined)).body));
        expect(results).toEqual([true, true, true, false, false]);
        // Another address has its own.
        expect(rendered((await open(undefined, '198.51.100.2')).body)).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
