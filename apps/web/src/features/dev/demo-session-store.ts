import type { DemoSession } from './api/dev-session.ts';

/**
 * The last demo session made on /testPreview, kept for the browser session so its orders
 * are still listed after visiting a page and coming back (the token alone does not say
 * which orders it has).
 */
const KEY = 'tenor.demoSession';

export function saveDemoSession(session: DemoSession): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage disabled: the list lasts until the page is left.
  }
}

/** The stored session, if it belongs to `token`. */
export function loadDemoSession(token: string): DemoSession | undefined {
  if (!token) return undefined;
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as DemoSession | null;
    return value && value.token === token && typeof value.orders === 'object' ? value : undefined;
  } catch {
    return undefined;
  }
}
