import { launchParams } from './launch.ts';

/**
 * The borrower's session: the launch token (docs/native-integration.md). The one place that answers "is
 * there a session?" — for the route wrapper's "open this page from the app" state and for
 * the HTTP layer's `X-Token` alike.
 */
export const sessionToken = (): string | undefined => launchParams().token || undefined;

export const hasSession = (): boolean => sessionToken() !== undefined;

/**
 * localStorage keys under this prefix hold the signed-in borrower's own data (a payment code
 * kept for the counter, decision 049): `endSession` removes them.
 */
export const BORROWER_DATA_PREFIX = 'tenor.borrower.';

/** The server refused the session (signed out, expired): the borrower's kept data goes with it. */
export function endSession(): void {
  try {
    const storage = window.localStorage;
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const key of keys) if (key?.startsWith(BORROWER_DATA_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
