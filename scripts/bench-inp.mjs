// The first tap's Interaction to Next Paint for `npm run bench`'s slow-phone profile, in a real
// browser (Lighthouse's navigation runs have no interaction): Playwright's Chromium with a
// phone's viewport, the slow network and CPU emulated through the DevTools protocol, a cold
// cache (a fresh browser context per run). The page is opened, left to become interactive, and
// the first control a borrower taps is tapped once; the Event Timing entries of that tap give
// its duration (from the touch to the next paint after its handlers ran).
import { launchChromium, phoneContext, throttle } from './bench-browser.mjs';

/**
 * Registered before any of the page's scripts (Playwright's init script): every Event Timing
 * entry of an interaction of 16 ms or more, and the first input whatever its duration (the
 * `first-input` entry is always reported, so a tap under 16 ms still has a figure).
 */
function observeInteractions() {
  const seen = [];
  globalThis.__benchInteractions = seen;
  const keep = (list) => {
    for (const e of list.getEntries()) {
      if (e.entryType === 'event' && !e.interactionId) continue;
      seen.push({
        type: e.entryType,
        name: e.name,
        interactionId: e.interactionId,
        duration: e.duration,
        inputDelay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
        startTime: e.startTime,
      });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/**
 * One run: opens `url` in a fresh context under `profile`, waits until it is interactive, taps
 * `target(page)` and returns the tap's duration (the longest entry of the interaction), with
 * when the page became interactive.
 */
async function inpRun(browser, url, target, profile) {
  const context = await phoneContext(browser);
  try {
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    await throttle(context, page, profile);
    const opened = Date.now();
    await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    const loadMs = Date.now() - opened;
    const control = target(page);
    await control.waitFor({ state: 'visible', timeout: 180_000 });
    // Interactive: the control is on screen, the load event has fired, and the app has started
    // (`<html data-ready>`, set once React has committed; the e2e tests wait for it too). The
    // app's scripts load after the first paint (decision 013), so the load event alone can come
    // before the control has its handler, and a tap then would measure a page that ignores it.
    await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 180_000 });
    const readyMs = Date.now() - opened;
    // A tap can leave the page: Apply opens the product's link, a document request. Every
    // document request of the main frame from here on is held and never answered, so the
    // page stays where it is, its observer alive, and its entries are read from it after the
    // tap. (Reading them in a `pagehide` handler would race the unload and miss entries that
    // are reported after the next paint; blocking the navigation is deterministic.) A route
    // inside the app (loan details → /that) is no document request and is not held.
    await page.route('**/*', (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) return;
      return route.continue();
    });
    await control.tap({ timeout: 30_000 });
    // The entries are reported after the paint that follows the tap's handlers; the first
    // input always is. Then a moment more, so the tap's other events (pointerup, click) are in.
    await page.waitForFunction(
      () => globalThis.__benchInteractions.some((e) => e.type === 'first-input'),
      undefined,
      { timeout: 30_000, polling: 50 },
    );
    await page.waitForTimeout(1500);
    const entries = await page.evaluate(() => globalThis.__benchInteractions);
    const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
    return {
      inp: longest.duration,
      event: longest.name,
      inputDelay: Math.round(longest.inputDelay),
      processing: Math.round(longest.processing),
      loadMs,
      readyMs,
      entries,
    };
  } finally {
    await context.close();
  }
}

/**
 * The first tap's INP on each page, median of `runs` (each in a fresh context: a cold cache).
 * `pages` are `{ name, url, target }`, `target(page)` the Playwright locator of the control.
 */
export async function inpPages(pages, profile, { runs = 3, log = console.log } = {}) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (const { name, url, target, control } of pages) {
      log(`INP /${name}: tap ${control} …`);
      const each = [];
      for (let i = 0; i < runs; i++) {
        const run = await inpRun(browser, url, target, profile);
        log(
          `  run ${i + 1}: ${run.inp} ms (${run.event}: input delay ${run.inputDelay}, handlers ${run.processing}), interactive after ${(run.readyMs / 1000).toFixed(1)} s`,
        );
        each.push(run);
      }
      const sorted = [...each].sort((a, b) => a.inp - b.inp);
      const mid = sorted[Math.floor(sorted.length / 2)];
      results.push({
        page: `/${name}`,
        control,
        inp: mid.inp,
        event: mid.event,
        inputDelay: mid.inputDelay,
        processing: mid.processing,
        readyMs: each.map((r) => r.readyMs).sort((a, b) => a - b)[Math.floor(each.length / 2)],
        runs: each,
      });
    }
  } finally {
    await browser.close();
  }
  return results;
}
