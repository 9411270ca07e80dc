import { isDev } from './config.ts';

/**
 * The service worker (`/sw.js`, decision 049): the app's hashed scripts and styles from its
 * cache on a second visit, and the payment page's shell offline. It never stores an API
 * answer, a rendered page or the token.
 */
export const offlineWorkerSupported = (): boolean =>
  typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * The hashed files this page has loaded so far (scripts, styles, texts), and the stylesheets
 * the server wrote into it (their links stay, never fetched: decision 083), which the page
 * opened again from its shell without network loads as files.
 */
const loadedAssets = (): string[] =>
  [
    ...performance.getEntriesByType('resource').map((entry) => entry.name),
    ...Array.from(
      document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      (link) => link.href,
    ),
  ]
    .map((address) => new URL(address, location.href))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);

/** Asks the worker to keep what this page loaded, so the page opens again without network. */
export function keepLoadedAssets(): void {
  if (!offlineWorkerSupported()) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ keep: loadedAssets() }),
  );
}

/**
 * Registers the worker of this build, named by the entry's hashed file (`entryUrl`): a new
 * deploy registers a new worker, which drops the old one's caches. Not in development (Vite
 * serves sources there) and not where there is no service worker (WKWebView without
 * app-bound domains: the repay page offers the app's "Save code" instead).
 */
export function registerOfflineWorker(entryUrl: string): void {
  if (isDev || !offlineWorkerSupported()) return;
  const version = new URL(entryUrl).pathname.split('/').pop() ?? '';
  const go = () =>
    navigator.serviceWorker
      .register(`/sw.js?v=${encodeURIComponent(version)}`, { scope: '/', updateViaCache: 'none' })
      .then(keepLoadedAssets)
      // Refused (no secure context, storage off): the pages work as before.
      .catch(() => {});
  if (document.readyState === 'complete') go();
  else window.addEventListener('load', go, { once: true });
}
