// Blocking time as a real browser measures it, for `npm run bench` beside Lighthouse's
// simulated figure. Lighthouse's default method runs the page once unthrottled and then
// estimates: it multiplies every main-thread task by its CPU factor and lays the tasks out on
// a graph of its own, where the first paint can land before a task that really ran before it
// (decision 024, session 14); on this shared 2-core host the same build then swings from 15 to
// 356 ms. Here the page runs with the CPU really slowed (DevTools' CPU throttling, ×4 as
// Lighthouse's default) and the browser itself reports its long tasks (Long Tasks API): what
// the page's own work blocks after its first paint, each page beside its static-HTML floor
// measured right after it.
import { launchChromium, phoneContext, throttle } from './bench-browser.mjs';
import { median } from './bench-lighthouse.mjs';

/** Long tasks and the first contentful paint, observed from before the page's first script. */
function observeLongTasks() {
  const tasks = [];
  globalThis.__benchLongTasks = tasks;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Lighthouse's phone screen: 412×823 at 1.75. */
const lighthouseScreen = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };

/**
 * Total blocking time after the first contentful paint, as Lighthouse defines it: of each task
 * that ends after the paint, the part after the paint beyond 50 ms.
 */
export function blockingAfter(fcp, tasks) {
  let blocking = 0;
  let longest = 0;
  for (const { start, duration } of tasks) {
    const end = start + duration;
    if (end <= fcp) continue;
    const counted = end - Math.max(start, fcp);
    longest = Math.max(longest, counted);
    blocking += Math.max(0, counted - 50);
  }
  return { blocking: Math.round(blocking), longest: Math.round(longest) };
}

/**
 * One load in a fresh context (a cold cache) on Lighthouse's phone screen, the CPU slowed
 * `cpu` times. An app page is followed until it has started (`<html data-ready>`, set once
 * React has committed), a floor until its load event; then a quiet 1.5 s for what comes after.
 */
async function blockingRun(browser, url, { app, cpu }) {
  const context = await phoneContext(browser, lighthouseScreen);
  try {
    await context.addInitScript(observeLongTasks);
    const page = await context.newPage();
    await throttle(context, page, { cpuSlowdownMultiplier: cpu });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    if (app) {
      await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 120_000 });
    }
    await page.waitForTimeout(1500);
    const { fcp, tasks } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      tasks: globalThis.__benchLongTasks,
    }));
    return { fcp: Math.round(fcp), ...blockingAfter(fcp, tasks) };
  } finally {
    await context.close();
  }
}

/**
 * Each page `{ name, url, floorUrl }` `runs` times, its floor right after each run, at CPU
 * ×`cpu`; medians of the blocking time and of the longest task after the first paint.
 */
export async function blockingPages(pages, { runs = 3, cpu = 4, log = console.log } = {}) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const { name, url, floorUrl } of pages) {
      const page = [];
      const floor = [];
      for (let i = 0; i < runs; i++) {
        page.push(await blockingRun(browser, url, { app: true, cpu }));
        floor.push(await blockingRun(browser, floorUrl, { app: false, cpu }));
      }
      const row = {
        page: `/${name}`,
        blocking: median(page.map((r) => r.blocking)),
        longest: median(page.map((r) => r.longest)),
        floorBlocking: median(floor.map((r) => r.blocking)),
        floorLongest: median(floor.map((r) => r.longest)),
        runs: page,
        floorRuns: floor,
      };
      log(
        `Blocking /${name} (real browser, CPU ×${cpu}): ${page.map((r) => r.blocking).join(', ')} ms, longest task after the paint ${page.map((r) => r.longest).join(', ')} ms (floor ${floor.map((r) => r.blocking).join(', ')} ms)`,
      );
      rows.push(row);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
