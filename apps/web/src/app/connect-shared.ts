import { provideAppContext } from '../shared/app-context.ts';
import { bridge } from './bridge.ts';
import { apiBase, config, isDev } from './config.ts';
import { commonParams, sessionToken } from './launch.ts';

/** Hands the shared layer what it needs from the shell (config, session, bridge). */
export function connectShared(): void {
  provideAppContext({
    appName: config.appName,
    apiBase,
    dev: isDev,
    allowedHosts: config.allowedHosts,
    bridgeSchemes: config.bridgeSchemes,
    token: sessionToken,
    commonParams,
    openInApp: (url) => bridge.openUrl(url),
  });
}
