/* global document, history, location, requestAnimationFrame, addEventListener, Element */
// Runs on a server-rendered page (decision 013), as soon as the page is parsed.
//
// 1. The page's content is on screen long before the app starts, so the launch parameters
//    (the token among them) leave the address now, not when the app has started: the server
//    put the clean address in a meta tag, and the app reads the parameters from
//    `tenorLaunchSearch` (apps/web/src/lib/launch.ts), which it then deletes.
// 2. The app starts once the first view is on screen: its content came with the HTML, so
//    the scripts load after the first paint instead of competing with it on a slow network
//    (below).
//    Then every script the page runs is asked for at once (the server lists them in a meta
//    tag): the browser would otherwise find them a level at a time, and the entry would add
//    these preloads itself, inside its own start-up task.
// 3. Until the app has started, its links work as plain links and its other controls show as
//    busy (decision 050): the launch parameters are kept for the next page at once (below),
//    and the first tap on a busy control is kept for the app to replay once it is ready.
const address = document.querySelector('meta[name="tenor-address"]')?.getAttribute('content');
if (address && address.startsWith('/') && !address.startsWith('//') && location.search) {
  globalThis.tenorLaunchSearch = location.search;
  // A link tapped before the app has started opens the next page without the launch query (the
  // token never goes into an address): that page's app reads it here instead, as the app of this
  // one would have kept it (apps/web/src/lib/launch.ts `EARLY_LAUNCH_KEY`).
  if (address !== location.pathname + location.search) {
    try {
      sessionStorage.setItem('tenor.launchSearch', location.search);
    } catch {
      // Storage disabled: the parameters live for this page only, as in the app.
    }
  }
  history.replaceState(history.state, '', address + location.hash);
}

// A control the app has not taken over yet is marked `data-early-tap` (apps/web/src/shared/ui/
// until-ready.ts): every tap on one is held back, the first on each is kept in order (the consent
// box, then Confirm), and the app replays them once it is ready — nothing runs twice and
// nothing is silently dropped.
addEventListener(
  'click',
  (event) => {
    const control = event.target instanceof Element && event.target.closest('[data-early-tap]');
    if (!control) return;
    event.preventDefault();
    event.stopPropagation();
    const kept = (globalThis.tenorEarlyTaps ??= []);
    if (!kept.includes(control)) kept.push(control);
  },
  true,
);

// The app starts in a task of its own right after the first contentful paint, as the browser
// reports it (Paint Timing): a script asked for before that competes with the paint, and
// under Lighthouse's simulated slow network the entry (90 KB) then counted on the paint's
// path (decision 024, session 9). It does not wait for `load`: the lenders' logos each wait
// their own round trip, and on a slow link held the app's start ~0.45 s past the paint
// (decision 092). Two frames after `load` the view has been drawn all the same, so a view
// with nothing contentful (a shell of placeholders), or a browser without paint timing,
// starts then, a little later when the browser could still report a paint.
const PAINT_WAIT_MS = 100;
const start = () => {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    setTimeout(startApp, 0);
  };
  const paintTiming = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (paintTiming) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      go();
    }).observe({ type: 'paint', buffered: true });
  }
  const lastResort = () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() => setTimeout(go, paintTiming ? PAINT_WAIT_MS : 0)),
    );
  if (document.readyState === 'complete') lastResort();
  else addEventListener('load', lastResort, { once: true });
};

const entryAddress = () => {
  const entry = document.querySelector('meta[name="tenor-entry"]')?.getAttribute('content');
  return entry && entry.startsWith('/assets/') ? entry : undefined;
};

// The page's scripts, asked for once: after the paint, or at once on a page the service
// worker answers for (a second visit, decision 049), whose scripts come from the phone and
// so take nothing from the paint; there they are fetched and compiled while the page is
// drawn, and still run only after the paint.
let asked = false;
const askForScripts = (except) => {
  if (asked) return;
  asked = true;
  const modules = document.querySelector('meta[name="tenor-modules"]')?.getAttribute('content');
  preload(
    (modules ? modules.split(' ') : []).filter((h) => h !== except && h.startsWith('/assets/')),
  );
};

const startApp = () => {
  const entry = entryAddress();
  if (!entry) return;
  import(entry).catch((error) => {
    console.error('[boot]', error);
    showStartFailure();
  });
  askForScripts(entry);
};

// The entry itself could not load (offline midway, a deploy that replaced it): the page
// stays as rendered, but nothing on it would answer a tap. It gives way to an error in the
// page's language, with a way to try again: the view the app draws when a later file fails
// (apps/web/src/app/start-failure.ts, styled in global.css), its words written in the page
// by the server (apps/server/src/render/page-head.ts `startFailureTag`).
const showStartFailure = () => {
  const root = document.getElementById('root');
  const words = document.querySelector('meta[name="tenor-start-failure"]')?.getAttribute('content');
  if (!root || !words) return;
  const text = JSON.parse(words);
  const element = (tag, content = '') => {
    const node = document.createElement(tag);
    node.textContent = content;
    return node;
  };
  const view = element('main');
  view.id = 'main';
  view.className = 'start-failure';
  // Announced as it appears: the borrower was waiting for the page.
  const alert = element('div');
  alert.setAttribute('role', 'alert');
  alert.append(element('h1', text.errorTitle), element('p', text.notLoaded));
  const reload = element('button', text.reload);
  reload.type = 'button';
  // The app never ran, so it never took the launch parameters (the session among them) from
  // the address cleaned above: Reload opens the page as it was launched, and the parameters
  // leave the address again as it loads.
  const launched = globalThis.tenorLaunchSearch;
  reload.addEventListener('click', () =>
    launched ? location.replace(location.pathname + launched + location.hash) : location.reload(),
  );
  view.append(alert, reload);
  root.replaceChildren(view);
  document.title = text.errorTitle;
};

// Each request a script starts costs the main thread a little (1–2 ms each under Lighthouse's
// tracing, 3 ms on a busy core): a page's scripts are asked for two per task, so none of
// these tasks keeps a tap waiting (decision 024; four per task made tasks of 10–14 ms, which
// Lighthouse's fourfold slowdown counts as blocking).
const PER_TASK = 2;
const preload = (hrefs) => {
  for (const href of hrefs.slice(0, PER_TASK)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's own preloads, so the entry finds these and adds none of its own.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (hrefs.length > PER_TASK) setTimeout(() => preload(hrefs.slice(PER_TASK)), 0);
};
if (navigator.serviceWorker?.controller && entryAddress()) askForScripts();
start();
