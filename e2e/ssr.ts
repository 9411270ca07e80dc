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

/** What `watchHydration` found, read from the page. */
export interface HydrationReport {
  done: boolean;
  problems: string[];
}

/**
 * Watches the server's markup while the app hydrates it (between each `tenor:hydrating` and
 * `tenor:hydrated` event of apps/web/src/shared/hydration-slices.tsx: the page's first pass,
 * inside which Preact hydrates at once, then each slice's).
 * Preact reports no mismatch; it mends one instead: an element of another kind is made anew
 * and the server's removed, a different text is written over. So any element added or removed
 * in `#root`, any attribute changed, or a different text once hydrated is a mismatch. (Text
 * nodes the browser merged are split again by Preact: an added text node alone is not one.)
 * Call before the page is opened; read with `hydrationReport`.
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const report = { done: false, problems: [] as string[] };
    (window as unknown as { tenorHydration: typeof report }).tenorHydration = report;
    let observer: MutationObserver | undefined;
    let before = '';
    const root = () => document.getElementById('root');
    const name = (node: Node) =>
      node instanceof Element
        ? `<${node.localName}${node.id ? `#${node.id}` : ''}>`
        : node.nodeName;
    document.addEventListener('tenor:hydrating', () => {
      const container = root();
      if (!container) return;
      before = container.textContent ?? '';
      observer = new MutationObserver(() => {});
      observer.observe(container, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeOldValue: true,
        characterData: true,
      });
    });
    document.addEventListener('tenor:hydrated', () => {
      if (!observer) return;
      for (const record of observer.takeRecords()) {
        if (record.type === 'attributes')
          report.problems.push(
            `${name(record.target)} ${record.attributeName}: "${record.oldValue}" → "${(record.target as Element).getAttribute(record.attributeName!)}"`,
          );
        for (const node of record.removedNodes)
          if (node.nodeType === Node.ELEMENT_NODE) report.problems.push(`removed ${name(node)}`);
        for (const node of record.addedNodes)
          if (node.nodeType === Node.ELEMENT_NODE) report.problems.push(`added ${name(node)}`);
      }
      observer.disconnect();
      const after = root()?.textContent ?? '';
      if (after !== before) report.problems.push(`text: "${before}" → "${after}"`);
      report.done = true;
    });
  });
}

/** The hydration watched by `watchHydration`, once the app has taken over. */
export async function hydrationReport(page: Page): Promise<HydrationReport> {
  await expect(page.locator('html[data-ready]')).toBeAttached();
  return page.evaluate(
    () => (window as unknown as { tenorHydration: HydrationReport }).tenorHydration,
  );
}
