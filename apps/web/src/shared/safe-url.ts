import { useCallback } from 'react';
import { useNavigate } from '../lib/navigation.tsx';
import { t } from './i18n.ts';
import { launchParamKeys } from '@tenor/contract/launch';
import { pagePaths } from '@tenor/contract/paths';
import { isSitePath } from '@tenor/contract/site';
import { bridge } from '../lib/bridge.ts';
import { config, isDev } from '../lib/config.ts';
import { showToast } from '../lib/toast-store.ts';

/**
 * The one way to open a URL that came from the server (docs/markets.md "Server-supplied URLs"):
 * same-origin → in-app navigation; https → only allowed hosts; http → development only;
 * other schemes → the native app, only when allow-listed; script-like schemes never.
 */
export type UrlAction =
  | { kind: 'navigate'; to: string }
  | { kind: 'assign'; href: string }
  | { kind: 'bridge'; url: string }
  | { kind: 'blocked'; reason: 'invalid' | 'scheme' | 'host' | 'insecure' };

export interface UrlContext {
  /** The page's origin, e.g. `https://h5.example.com`. */
  origin: string;
  /** Hosts https links may load from: `host`, `host:port` or `*.domain`. */
  allowedHosts: readonly string[];
  /** Non-web schemes the native app handles (`openUrl`). */
  bridgeSchemes: readonly string[];
  dev: boolean;
}

/**
 * Never opened, whatever the configuration: script and local-content schemes, and Android's
 * `intent:` / `android-app:`, which can start any app on the phone with any data.
 */
const NEVER = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'intent',
  'android-app',
]);

/** Paths the router serves; another same-origin path (a server page such as an agreement) is loaded whole. */
const appPaths = new Set<string>(
  Object.values(pagePaths).filter((path) => path !== pagePaths.promo),
);

/**
 * Whether the link's host is on the list. The port counts: `host` and `*.domain` allow only
 * the scheme's default port, `host:port` only that port.
 */
function hostAllowed(url: URL, allowed: readonly string[]): boolean {
  const host = url.host.toLowerCase();
  const hostname = url.hostname.toLowerCase();
  const defaultPort = url.port === '';
  return allowed.some((entry) =>
    entry.startsWith('*.')
      ? defaultPort && hostname.endsWith(entry.slice(1)) && hostname.length > entry.length - 1
      : entry === host,
  );
}

/**
 * Drops launch parameters a link might carry: they are never shown in the address. A page
 * of the official site keeps its language, which is part of its address (decision 021).
 */
function withoutLaunchParams(url: URL): string {
  const search = new URLSearchParams(url.search);
  const site = isSitePath(url.pathname);
  for (const key of launchParamKeys) {
    if (!(site && (key === 'languageType' || key === 'locale'))) search.delete(key);
  }
  const qs = search.toString();
  return `${url.pathname}${qs ? `?${qs}` : ''}${url.hash}`;
}

export function classifyUrl(raw: string, ctx: UrlContext): UrlAction {
  const text = raw.trim();
  if (!text) return { kind: 'blocked', reason: 'invalid' };
  let url: URL;
  try {
    // The URL parser strips tabs/newlines and lower-cases the scheme, so `JaVa\tscript:`
    // is seen for what it is.
    url = new URL(text, `${ctx.origin}/`);
  } catch {
    return { kind: 'blocked', reason: 'invalid' };
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (NEVER.has(scheme)) return { kind: 'blocked', reason: 'scheme' };

  if (url.origin === ctx.origin) {
    const to = withoutLaunchParams(url);
    // The promotion landing is a separate entry and server pages (agreements) are not routes
    // of this app: loaded whole, still without launch parameters.
    if (url.pathname.startsWith(pagePaths.promo) || !appPaths.has(url.pathname)) {
      return { kind: 'assign', href: `${url.origin}${to}` };
    }
    return { kind: 'navigate', to };
  }
  if (scheme === 'https') {
    return hostAllowed(url, ctx.allowedHosts)
      ? { kind: 'assign', href: url.href }
      : { kind: 'blocked', reason: 'host' };
  }
  if (scheme === 'http') {
    return ctx.dev ? { kind: 'assign', href: url.href } : { kind: 'blocked', reason: 'insecure' };
  }
  return ctx.bridgeSchemes.includes(scheme)
    ? { kind: 'bridge', url: url.href }
    : { kind: 'blocked', reason: 'scheme' };
}

/**
 * The address an embedded frame may load (docs/markets.md "Server-supplied URLs"): a page of our own origin or an
 * allow-listed https page; anything else (other hosts, app schemes, scripts) is not framed.
 */
export function safeFrameSrc(raw: string, ctx: UrlContext): string | undefined {
  const action = classifyUrl(raw, ctx);
  if (action.kind === 'navigate') return action.to;
  if (action.kind === 'assign') return action.href;
  return undefined;
}

export function pageUrlContext(): UrlContext {
  const { allowedHosts, bridgeSchemes } = config;
  return { origin: window.location.origin, allowedHosts, bridgeSchemes, dev: isDev };
}

export interface OpenOptions {
  /** Replace the current history entry (Back does not return to this page). */
  replace?: boolean;
}

/** Returns an opener bound to the router. It reports what it did. */
export function useOpenUrl(): (url: string, options?: OpenOptions) => UrlAction {
  const navigate = useNavigate();
  return useCallback(
    (url: string, { replace = false }: OpenOptions = {}) => {
      const action = classifyUrl(url, pageUrlContext());
      switch (action.kind) {
        case 'navigate':
          void navigate(action.to, { replace });
          break;
        case 'assign':
          if (replace) window.location.replace(action.href);
          else window.location.assign(action.href);
          break;
        case 'bridge':
          bridge.openUrl(action.url);
          break;
        case 'blocked':
          if (isDev) console.warn(`[safe-url] blocked (${action.reason}):`, url);
          showToast(t('common.linkBlocked'));
          break;
      }
      return action;
    },
    [navigate],
  );
}
