/* global self, caches */
// Tenor's service worker (decision 049), registered by apps/web/src/lib/offline-worker.ts as
// `/sw.js?v=<the entry's hashed file>`: one worker per build.
//
// - `/assets/*` (hashed, immutable: a name is never reused for other bytes) is answered from
//   this build's cache, else from the network and kept;
// - a navigation to the payment page `/that` goes to the network as always, and only when
//   there is none gets the page's shell: the same HTML for everyone (fetched here without
//   a session or cookie), never a rendered page;
// - nothing else is touched: no API answer, no rendered page, no token is ever stored.
// A new build's worker takes over at once and drops every older cache.
const VERSION = new URL(self.location.href).searchParams.get('v') || 'unversioned';
const ASSETS = `tenor-assets-${VERSION}`;
const SHELL = `tenor-shell-${VERSION}`;
const OFFLINE_PAGE = '/that';

const isAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');

/** Keeps these hashed files (those not kept yet); one that fails is simply not kept. */
async function keep(paths) {
  const cache = await caches.open(ASSETS);
  await Promise.all(
    paths.map(async (path) => {
      const url = new URL(path, self.location.origin);
      if (!isAsset(url) || (await cache.match(url, { ignoreVary: true }))) return;
      const response = await fetch(url).catch(() => null);
      if (response?.status === 200) await cache.put(url, response);
    }),
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await fetch(OFFLINE_PAGE, {
        credentials: 'omit',
        cache: 'no-store',
        headers: { accept: 'text/html' },
      });
      if (shell.status !== 200) throw new Error(`shell: ${shell.status}`);
      const html = await shell.clone().text();
      await (await caches.open(SHELL)).put(OFFLINE_PAGE, shell);
      await keep([...new Set(html.match(/\/assets\/[\w.-]+/g) ?? [])]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('tenor-') && name !== ASSETS && name !== SHELL) {
          await caches.delete(name);
        }
      }
      await self.clients.claim();
    })(),
  );
});

// A page asks to keep what it loaded (lazy routes, texts) for its next visit.
self.addEventListener('message', (event) => {
  const paths = event.data?.keep;
  if (Array.isArray(paths)) event.waitUntil(keep(paths.filter((p) => typeof p === 'string')));
});

async function asset(event) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(event.request, { ignoreVary: true });
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.status === 200) event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const shell = await caches.match(OFFLINE_PAGE, { cacheName: SHELL });
    return shell ?? Response.error();
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isAsset(url)) event.respondWith(asset(event));
  else if (request.mode === 'navigate' && url.pathname === OFFLINE_PAGE) {
    event.respondWith(page(request));
  }
});
