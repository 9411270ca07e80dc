/* global document, requestAnimationFrame, addEventListener */
// Starts the app of a server-rendered page once its first view is on screen (decision 013):
// the page's content came with the HTML, so the scripts load after the first paint instead
// of competing with it on a slow network. The entry's address is in the page's meta tag.
const start = () =>
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const entry = document.querySelector('meta[name="tenor-entry"]')?.getAttribute('content');
      if (entry && entry.startsWith('/assets/')) void import(entry);
    }),
  );
if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
