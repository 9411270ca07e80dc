/* global document, history, location, requestAnimationFrame, addEventListener */
// Runs on a server-rendered page (decision 013), as soon as the page is parsed.
//
// 1. The page's content is on screen long before the app starts, so the launch parameters
//    (the token among them) leave the address now, not when the app has started: the server
//    put the clean address in a meta tag, and the app reads the parameters from
//    `tenorLaunchSearch` (apps/web/src/lib/launch.ts), which it then deletes.
// 2. The app starts once the first view is on screen: its content came with the HTML, so
//    the scripts load after the first paint instead of competing with it on a slow network.
const address = document.querySelector('meta[name="tenor-address"]')?.getAttribute('content');
if (address && address.startsWith('/') && !address.startsWith('//') && location.search) {
  globalThis.tenorLaunchSearch = location.search;
  history.replaceState(history.state, '', address + location.hash);
}

const start = () =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const entry = document.querySelector('meta[name="tenor-entry"]')?.getAttribute('content');
      if (entry && entry.startsWith('/assets/')) void import(entry);
    }),
  );
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
