/**
 * What shared code needs from the running app, handed over by the app shell at start
 * (src/app/connect-shared.ts). Shared code never imports the shell (STYLE §3); it asks
 * this module. The defaults are a bare browser page with no session.
 */
export interface AppContext {
  appName: string;
  /** API origin; empty means the page's own. */
  apiBase: string;
  /** Development build: http links allowed, contract mismatches logged. */
  dev: boolean;
  /** Hosts https links may load from (safe URL opener). */
  allowedHosts: readonly string[];
  /** Non-web schemes handed to the native app (safe URL opener). */
  bridgeSchemes: readonly string[];
  /** The borrower's session token, if any. */
  token: () => string | undefined;
  /** Device parameters of the session, never the token. */
  commonParams: () => readonly (readonly [key: string, value: string])[];
  /** Passes a link to the native app (the bridge's `openUrl`). */
  openInApp: (url: string) => void;
}

const bare: AppContext = {
  appName: 'Tenor',
  apiBase: '',
  dev: false,
  allowedHosts: [],
  bridgeSchemes: [],
  token: () => undefined,
  commonParams: () => [],
  openInApp: () => {},
};

let context: AppContext = bare;

export function provideAppContext(value: Partial<AppContext>): void {
  context = { ...bare, ...value };
}

export const appContext = (): AppContext => context;
