import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export type Language = 'en' | 'id';

export interface DemoSession {
  token: string;
  borrowerId: number;
  orders: Record<string, number>;
  products: { id: number; name: string; region: string }[];
  /** The borrower's phone (E.164), to read its SMS from the outbox. */
  phone: string;
  /** Bank cards as the card repayment page lists them; `needValid` 1 asks for an SMS code. */
  cards: { id: number; bankName: string; cardNo: string; needValid: 0 | 1 }[];
}

export interface Launch {
  language: Language;
  token?: string;
  query?: Record<string, string | number>;
}

/** The page URL the native app would open: page query plus launch parameters. */
export function launchUrl(path: string, { language, token, query = {} }: Launch): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) search.set(k, String(v));
  if (language === 'en') search.set('languageType', '1');
  if (token) search.set('token', token);
  search.set('deviceId', 'e2e-device');
  search.set('appName', 'Tenor');
  search.set('appVersion', '1.0.0');
  search.set('platform', 'android');
  return `${path}?${search.toString()}`;
}

/**
 * Zero axe violations on the page. `exclude` leaves elements out, e.g. a frame sandboxed
 * without scripts, where axe cannot run (it stalls): test its page on its own instead.
 * A page without frames is scanned in axe's legacy mode, which runs in the page itself:
 * the same rules and results at half the time (the default opens a blank page to gather
 * every frame's results, ~2 s a scan here); a page with frames keeps the default, which
 * reaches into them.
 */
export async function expectAccessible(
  page: Page,
  { exclude = [] }: { exclude?: string[] } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode(page.frames().length === 1);
  for (const selector of exclude) builder.exclude(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

export async function bridgeCalls(page: Page): Promise<{ action: string; payload?: unknown }[]> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('tenor.bridgeLog') ?? '[]'));
}

export const test = base.extend<{
  page: Page;
  newSession: (opts?: {
    region?: 'IN' | 'ID';
    scenario?: 'default' | 'full';
  }) => Promise<DemoSession>;
}>({
  // A server-rendered page shows its content before its app has started; a navigation is
  // done once the app marks itself ready (main.tsx), so taps are never lost in tests.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // Only a page that loads the app waits for it: the desk, the sandbox's pages, a page
    // rendered without script, and an app that could not start have nothing to wait for.
    const ready = () =>
      page
        .waitForFunction(
          () =>
            document.documentElement.hasAttribute('data-ready') ||
            document.querySelector('main.start-failure') !== null ||
            (document.readyState !== 'loading' &&
              document.querySelector('script[type="module"]') === null),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => {});
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const res = await goto(...args);
      await ready();
      return res;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const res = await reload(...args);
      await ready();
      return res;
    };
    await use(page);
  },
  newSession: async ({ request }, use) => {
    await use(async (opts = {}) => {
      const res = await request.post('/dev/session', { data: opts });
      expect(res.ok()).toBe(true);
      const body = await res.json();
      expect(body.code).toBe('00');
      return body.data as DemoSession;
    });
  },
});

export { expect };

/** A toast (or any overlay) sits clear of an element the borrower taps: their boxes do not meet. */
export async function expectClearOf(overlay: Locator, target: Locator): Promise<void> {
  const [a, b] = await Promise.all([overlay.boundingBox(), target.boundingBox()]);
  expect(a, 'overlay shown').not.toBeNull();
  expect(b, 'target shown').not.toBeNull();
  const apart =
    a!.y + a!.height <= b!.y ||
    b!.y + b!.height <= a!.y ||
    a!.x + a!.width <= b!.x ||
    b!.x + b!.width <= a!.x;
  expect(apart, `${JSON.stringify(a)} clear of ${JSON.stringify(b)}`).toBe(true);
}
