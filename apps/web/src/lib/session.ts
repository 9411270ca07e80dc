import { launchParams } from './launch.ts';

/**
 * The borrower's session: the launch token (docs/native-integration.md). The one place that answers "is
 * there a session?" — for the route wrapper's "open this page from the app" state and for
 * the HTTP layer's `X-Token` alike.
 */
export const sessionToken = (): string | undefined => launchParams().token || undefined;

export const hasSession = (): boolean => sessionToken() !== undefined;
