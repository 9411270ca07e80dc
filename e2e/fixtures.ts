import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export type Language = 'en' | 'id';

export interface DemoSession {
  token: string;
  borrowerId: number;
  orders: Record<string, number>;
  products: { id: number; name: string; region: string }[];
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

export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
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
  newSession: (opts?: {
    region?: 'IN' | 'ID';
    scenario?: 'default' | 'full';
  }) => Promise<DemoSession>;
}>({
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
