/** Helpers of the server-rendering specs: the HTML the server sends, and a clean start. */
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The page's HTML as the server sends it to a WebView opening it with a session. */
export async function serverHtml(request: APIRequestContext, url: string) {
  const res = await request.get(url, { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  return { html: await res.text(), cacheControl: res.headers()['cache-control'] };
}

/** The visible text of the rendered page (`#root`), tags stripped. */
export const rootText = (html: string) =>
  (html.split('<div id="root">')[1]?.split('<script type="application/json"')[0] ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

/** Console errors and warnings (hydration mismatches among them) while the page starts. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    // Playwright's own line when it blocks the app's service worker (playwright.config.ts).
    if (m.text() === 'Service Worker registration blocked by Playwright') return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
}
