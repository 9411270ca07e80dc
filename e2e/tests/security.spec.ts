import { orderStatus as s } from '@tenor/contract/orders';
import type { APIResponse, Request } from '@playwright/test';
import { expect, launchUrl, test } from '../fixtures.ts';
import { orderId } from '../loans.ts';

/**
 * The session token the native app puts in the address (docs/native-integration.md) never
 * travels further — not in the address after boot, not in localStorage or cookies, not in a
 * console line, not in any later request's address or Referer — and every kind of response
 * carries the security headers.
 */
test.describe('the session token stays in the page', () => {
  for (const region of ['IN', 'ID'] as const) {
    test(`through a borrower's journey (${region})`, async ({ page, newSession }) => {
      test.setTimeout(60_000);
      const session = await newSession({ region });
      const { token } = session;
      const language = region === 'IN' ? 'en' : 'id';
      const consoleLines: string[] = [];
      page.on('console', (m) => consoleLines.push(m.text()));
      page.on('pageerror', (e) => consoleLines.push(String(e)));
      const requests: Request[] = [];
      page.on('request', (r) => requests.push(r));

      const due = orderId(session, s.due);
      await page.goto(launchUrl('/relevant', { language, token }));
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(page.url()).not.toContain(token);
      // The borrower moves on inside the app: details of a loan, then the way to repay it.
      await page.goto(launchUrl('/loanDetails', { language, token, query: { orderId: due } }));
      expect(page.url()).not.toContain(token);
      expect(page.url()).toContain(`orderId=${due}`);
      await page.reload();
      // Reloading keeps the session (sessionStorage) without putting it back in the address.
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      expect(page.url()).not.toContain(token);

      const stored = await page.evaluate(() => ({
        local: JSON.stringify({ ...localStorage }),
        cookie: document.cookie,
        history: history.length,
      }));
      expect(stored.local).not.toContain(token);
      expect(stored.cookie).not.toContain(token);
      const cookies = await page.context().cookies();
      expect(JSON.stringify(cookies)).not.toContain(token);

      expect(consoleLines.join('\n')).not.toContain(token);

      // Only the app's own first navigations carry the token (that is how the app opens the
      // page); no sub-request does, in its address or its Referer, and no request leaves for
      // another origin with it.
      const origin = new URL(page.url()).origin;
      const later = requests.filter((r) => !(r.isNavigationRequest() && r.url().includes(token)));
      expect(later.length).toBeGreaterThan(3);
      for (const r of later) {
        const headers = await r.allHeaders();
        expect(r.url(), r.url()).not.toContain(token);
        expect(headers.referer ?? '', r.url()).not.toContain(token);
        if (new URL(r.url()).origin !== origin) expect(headers['x-token']).toBeUndefined();
      }
      // API calls carry it as the header, as the contract says.
      expect(later.some((r) => r.headers()['x-token'] === token)).toBe(true);
    });
  }
});

const PAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': /^(no-referrer|same-origin)$/,
};

function expectSecure(res: APIResponse, what: string): void {
  const headers = res.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `${what}: CSP`).toMatch(/object-src 'none'/);
  expect(csp, `${what}: CSP`).toMatch(/base-uri 'none'/);
  expect(csp, `${what}: CSP`).toMatch(/frame-ancestors '(self|none)'/);
  expect(csp, `${what}: CSP`).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(headers['x-content-type-options'], what).toBe(PAGE_HEADERS['x-content-type-options']);
  expect(headers['referrer-policy'], what).toMatch(PAGE_HEADERS['referrer-policy']);
}

test('every kind of response carries the security headers', async ({ request, newSession }) => {
  const { token } = await newSession({ region: 'IN' });
  const page = await request.get('/relevant?languageType=1');
  const html = await page.text();
  // A rendered page names its entry for the boot script written into it (decision 034).
  const script =
    /<meta name="tenor-entry" content="([^"]+)"/.exec(html)?.[1] ??
    /<script[^>]+src="([^"]+)"/.exec(html)?.[1];
  const style = /<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/.exec(html)?.[1];
  expect(script, 'the page links its script').toBeTruthy();
  const checks: [string, APIResponse][] = [
    ['a page', page],
    ['a page without a route', await request.get('/no-such-page')],
    ['the boot script', await request.get('/boot.js')],
    ['a missing asset', await request.get('/assets/missing-0000.js')],
    [
      'an API answer',
      await request.post('/indah/v3/product/recommend-product-list', {
        headers: { 'x-token': token, 'content-type': 'application/x-www-form-urlencoded' },
        data: '',
      }),
    ],
    ['an API refusal', await request.post('/indah/v3/product/recommend-product-list')],
    ['an unknown API path', await request.get('/indah/nothing-here')],
    ['a malformed address', await request.get('/relevant?x=%E0%A4%A')],
    ['the OpenAPI document', await request.get('/openapi.json')],
    ['a product logo', await request.get('/assets/logos/none.svg')],
  ];
  for (const [what, res] of checks) expectSecure(res, `${what} (${res.status()})`);
  // A built script or stylesheet runs or applies only inside a page: it carries what a file
  // needs, none of a document's policies (decision 083).
  const files: [string, APIResponse][] = [['the script', await request.get(script!)]];
  if (style) files.push(['the stylesheet', await request.get(style)]);
  expect(files).toHaveLength(2);
  for (const [what, res] of files) {
    const headers = res.headers();
    expect(res.status(), what).toBe(200);
    expect(headers['x-content-type-options'], what).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
    expect(headers['referrer-policy'], what).toBe('no-referrer');
    expect(headers['content-security-policy'], what).toBeUndefined();
  }
  // Only pages say what the browser's features may do; data answers are never cached.
  expect(page.headers()['permissions-policy']).toContain('camera=()');
  const api = checks.find(([what]) => what === 'an API answer')![1];
  expect(api.status()).toBe(200);
  expect(api.headers()['cache-control']).toBe('no-store');
});
