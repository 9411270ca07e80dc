// When a page answers a tap, for `npm run bench`'s slow phone: the app's start (time to
// interactive: `<html data-ready>`, set once React has committed) and the dead-tap window (the
// first paint → the first tap on the page's primary action that does what it says), cold (a
// fresh browser context) and warm (a second visit in the same context), in a real browser on
// the slow phone's link and CPU (scripts/bench-browser.mjs), each page beside its static floor
// (scripts/bench-floor.mjs: its HTML and CSS, no script, sent with the page's own headers).
//
// A tap works when its effect is observed after it: the page left (a main-frame navigation:
// a real link, a plain form, or the app's own route), a request the action sends (held, never
// answered: the bench creates no order), or what the page shows in answer (a dialog, a toast,
// the focus led to what is missing). However it got there: handled at once, or captured
// early and replayed once the app has taken over. A tap is dead when nothing of it is seen
// within `graceMs` of both the tap and the app's start. Each probe of the window is a fresh
// page tapped once, at a time chosen by scripts/bench-taps.mjs.
import { launchChromium, phoneContext, throttle } from './bench-browser.mjs';
import { median } from './bench-lighthouse.mjs';
import { nextTap, tapWindow } from './bench-taps.mjs';

/** Before the page's first script: its first contentful paint and the app's start, page time. */
function observeStart() {
  const seen = {};
  globalThis.__benchStart = seen;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  // In the page: its document and observers (this file's lint knows Node's globals).
  const { document: doc, MutationObserver: Observer } = globalThis;
  const ready = () => {
    if (seen.readyAt === undefined && doc.documentElement?.hasAttribute('data-ready')) {
      seen.readyAt = performance.now();
    }
  };
  new Observer(ready).observe(doc, {
    attributes: true,
    attributeFilter: ['data-ready'],
    subtree: true,
  });
}

/** A fresh context (a cold cache) on the slow phone's screen, observed from its first script. */
async function freshContext(browser) {
  const context = await phoneContext(browser);
  await context.addInitScript(observeStart);
  return context;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * What `asked` (a call into the page) answers, or `fallback` when the page has not answered
 * within `waitMs` (10 s unless said): a renderer stuck in a task never answers, and one `npm run bench` waited 8
 * minutes on such a page. With this, the caller's own time limit ends the wait and the run
 * fails instead of stalling.
 */
async function answered(asked, fallback, waitMs = 10_000) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(() => resolve(fallback), waitMs);
  });
  try {
    return await Promise.race([asked.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where the main thread of a page that does not answer is (its top frames, from the DevTools
 * debugger), for the error that ends the run: a stall is a finding, not a hung bench.
 */
async function whereStuck(cdp) {
  try {
    await answered(cdp.send('Debugger.enable'), undefined, 5000);
    const paused = new Promise((resolve) => cdp.once('Debugger.paused', resolve));
    await answered(cdp.send('Debugger.pause'), undefined, 5000);
    const event = await answered(paused, undefined, 10_000);
    if (event === undefined) return 'not paused within 10 s';
    return event.callFrames
      .slice(0, 8)
      .map(
        (f) =>
          `${f.functionName || '(anonymous)'} ${new URL(f.url || 'about:blank').pathname}:${f.location.lineNumber + 1}:${f.location.columnNumber + 1}`,
      )
      .join(' < ');
  } catch (error) {
    return `unknown (${error.message})`;
  }
}

/** `asked` of `page`, or an error naming `what` and where its main thread is after `waitMs`. */
async function orStuck(asked, cdp, what, waitMs = 15_000) {
  const stuck = Symbol('stuck');
  const answer = await answered(asked, stuck, waitMs);
  if (answer !== stuck) return answer;
  throw new Error(
    `${what}: no answer in ${waitMs / 1000} s; main thread at ${await whereStuck(cdp)}`,
  );
}

/** The page's marks: its paint and start (ms after navigation start), its clock's origin. */
const marks = (page) =>
  answered(
    page.evaluate(() => ({ ...globalThis.__benchStart, origin: performance.timeOrigin })),
    {},
  );

/** Polls `page` every 25 ms until `check(marks)` holds or `ms` pass; answers the last marks. */
async function until(page, check, ms) {
  const end = Date.now() + ms;
  for (;;) {
    const m = await marks(page);
    if (check(m) || Date.now() > end) return m;
    await sleep(25);
  }
}

/**
 * When the browser reports the page's first contentful paint (its lifecycle event, pushed as
 * the paint happens: no polling of a busy main thread), as this process's clock.
 */
async function firstPaint(cdp) {
  const painted = new Promise((resolve) => {
    cdp.on('Page.lifecycleEvent', (e) => {
      if (e.name === 'firstContentfulPaint') resolve(Date.now());
    });
  });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  return painted;
}

/**
 * One visit in `context` (fresh: cold; after another: warm) under `profile`. An app page is
 * followed until it has started (and answers where its action's control is: `box`); with
 * `tapAtMs`, the control is tapped once, that long after the first paint, at `box` (measured
 * on an earlier visit: asking a busy page where it is would delay the tap), and the effect
 * waited for. A floor is followed until its load event.
 */
async function visit(
  context,
  url,
  { profile, app, action, tapAtMs, box, measureBox, graceMs, timeoutMs },
) {
  const page = await context.newPage();
  // The paused requests, failed before the page closes: one still paused when its DevTools
  // session ends goes on to the server (an Apply let through applied for the first card today,
  // decision 041's daily rule, so the later probes tapped another card and read as dead).
  const held = [];
  let cdp;
  // The page's path only, in errors: its address holds the session's token.
  const startPath = new URL(url).pathname;
  try {
    cdp = await throttle(context, page, profile);
    const painted = firstPaint(cdp);
    let tappedAt;
    let effect;
    const saw = (what) => {
      if (tappedAt !== undefined && effect === undefined) effect = { what, at: Date.now() };
    };
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) saw('left');
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname !== startPath) saw('left');
    });
    if (action?.hold) {
      // Paused and never answered: the action was sent, and nothing is created by it. Through
      // the DevTools protocol, not Playwright's routing, which turns the HTTP cache off.
      cdp.on('Fetch.requestPaused', ({ request, requestId }) => {
        held.push(requestId);
        saw(`sent ${new URL(request.url).pathname}`);
      });
      await cdp.send('Fetch.enable', {
        patterns: action.hold.map((path) => ({ urlPattern: `*${path}*`, requestStage: 'Request' })),
      });
    }
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    if (!app) {
      await page.waitForLoadState('load', { timeout: timeoutMs });
      const m = await until(page, (x) => x.fcp !== undefined, timeoutMs);
      const loadMs = await page.evaluate(
        () => performance.getEntriesByType('navigation')[0].loadEventStart,
      );
      return { fcpMs: Math.round(m.fcp), loadMs: Math.round(loadMs) };
    }
    let m;
    let tap;
    if (tapAtMs !== undefined) {
      const paintedAt = await Promise.race([painted, sleep(timeoutMs)]);
      if (paintedAt === undefined) throw new Error(`${startPath}: no first contentful paint`);
      if (box.scrollY !== undefined && box.scrollY > 0) {
        // Not waited for past a second: a page that has gone meanwhile answers nothing.
        await answered(
          page.evaluate((y) => globalThis.scrollTo(0, y), box.scrollY),
          undefined,
          1000,
        );
      }
      await sleep(paintedAt + tapAtMs - Date.now());
      tappedAt = Date.now();
      // The touch is sent at once; the page handles it when its main thread gets to it.
      await orStuck(
        page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2),
        cdp,
        `${startPath}: the tap at ${tapAtMs} ms`,
      );
      const end = tappedAt + timeoutMs;
      for (;;) {
        if (effect === undefined && action.shown) {
          if (
            await orStuck(
              page.evaluate(action.shown).catch(() => false),
              cdp,
              `${startPath}: shown?`,
            )
          ) {
            saw('shown');
          }
        }
        if (effect !== undefined) break;
        m = await marks(page);
        const readyAt = m.readyAt === undefined ? undefined : m.origin + m.readyAt;
        if (readyAt !== undefined && Date.now() > Math.max(readyAt, tappedAt) + graceMs) break;
        if (Date.now() > end) break;
        await sleep(100);
      }
      tap = {
        atMs: tapAtMs,
        tappedMs: tappedAt - paintedAt,
        works: effect !== undefined,
        effect: effect?.what,
        effectAfterMs: effect ? effect.at - tappedAt : undefined,
      };
      if (tap.works) return { tap };
    }
    m = await until(page, (x) => x.readyAt !== undefined, timeoutMs);
    if (m.readyAt === undefined) throw new Error(`${startPath}: the app did not start`);
    // A control below the fold is scrolled to first, as a borrower would: its place is kept
    // with the page's scroll then (`scrollY`), and the tap scrolls there before it is sent.
    let at = box;
    if (measureBox) {
      const target = action.target(page);
      at = await target.boundingBox({ timeout: 5000 });
      if (at && at.y + at.height > (page.viewportSize()?.height ?? Infinity)) {
        await target.scrollIntoViewIfNeeded({ timeout: 5000 });
        const found = await target.boundingBox({ timeout: 5000 });
        at = found && { ...found, scrollY: await page.evaluate(() => globalThis.scrollY) };
      }
    }
    if (measureBox && !at) throw new Error(`no ${action.control} on the started page`);
    // What a second visit finds: a service worker the page registered, installed.
    const worker = await answered(
      page.evaluate(async () => {
        const sw = navigator.serviceWorker;
        if (!sw || (await sw.getRegistrations()).length === 0)
          return sw?.controller ? 'controlled' : 'none';
        await Promise.race([sw.ready, new Promise((r) => setTimeout(r, 5000))]);
        return sw.controller ? 'controlled' : 'registered';
      }),
      'no answer',
    );
    return { fcpMs: Math.round(m.fcp), readyMs: Math.round(m.readyAt), worker, tap, box: at };
  } finally {
    for (const requestId of held) {
      await cdp.send('Fetch.failRequest', { requestId, errorReason: 'Aborted' }).catch(() => {});
    }
    await orStuck(page.close(), cdp, `${startPath}: closing the page`);
  }
}

/**
 * The dead-tap window of one page, cold or warm: probes chosen by `nextTap`, each in a fresh
 * context (warm: after a first visit in it).
 */
async function tapProbes(browser, url, { warm, readyAtMs, stepMs, maxProbes, log, ...opts }) {
  const probes = [];
  for (
    let at = nextTap(probes, { readyAtMs, stepMs, maxProbes });
    at !== undefined;
    at = nextTap(probes, { readyAtMs, stepMs, maxProbes })
  ) {
    const context = await freshContext(browser);
    try {
      if (warm) await visit(context, url, opts);
      const { tap } = await visit(context, url, { ...opts, tapAtMs: at });
      log(
        `    ${warm ? 'warm' : 'cold'} tap ${tap.tappedMs} ms after the paint (aimed at ${at}): ${tap.works ? `${tap.effect} ${tap.effectAfterMs} ms later` : 'nothing'}`,
      );
      // The search goes on from when the tap was really sent.
      probes.push({ ...tap, atMs: tap.tappedMs, aimedMs: at });
    } finally {
      await context.close();
    }
  }
  return {
    ...tapWindow(probes),
    // The first probe is aimed at 1 s: the issue's question.
    atOneSecond: probes[0],
    probes,
  };
}

/** One page's runs and its dead-tap windows (see `readyPages`). */
async function readyPage(
  browser,
  { name, url, floorUrl, action },
  { profile, runs, stepMs, maxProbes, graceMs, timeoutMs, log },
) {
  const opts = { profile, action, graceMs, timeoutMs };
  const cold = [];
  const warm = [];
  const floorCold = [];
  const floorWarm = [];
  for (let i = 0; i < runs; i++) {
    const context = await freshContext(browser);
    try {
      cold.push(await visit(context, url, { ...opts, app: true, measureBox: i === 0 }));
      warm.push(await visit(context, url, { ...opts, app: true }));
    } finally {
      await context.close();
    }
    const floorContext = await freshContext(browser);
    try {
      floorCold.push(await visit(floorContext, floorUrl, opts));
      floorWarm.push(await visit(floorContext, floorUrl, opts));
    } finally {
      await floorContext.close();
    }
    log(
      `  run ${i + 1}: cold paint ${cold[i].fcpMs} ms, started ${cold[i].readyMs} ms; warm paint ${warm[i].fcpMs} ms, started ${warm[i].readyMs} ms (${warm[i].worker}); floor paint ${floorCold[i].fcpMs} / ${floorWarm[i].fcpMs} ms`,
    );
  }
  const summary = (visits, floors) => ({
    fcpMs: median(visits.map((v) => v.fcpMs)),
    readyMs: median(visits.map((v) => v.readyMs)),
    readyRuns: visits.map((v) => v.readyMs),
    afterPaintMs: median(visits.map((v) => v.readyMs - v.fcpMs)),
    floorFcpMs: median(floors.map((v) => v.fcpMs)),
    floorLoadMs: median(floors.map((v) => v.loadMs)),
    worker: visits.at(-1).worker,
  });
  const row = {
    page: `/${name}`,
    control: action.control,
    leaves: action.leaves === true,
    cold: summary(cold, floorCold),
    warm: summary(warm, floorWarm),
  };
  for (const state of ['cold', 'warm']) {
    row[state].taps = await tapProbes(browser, url, {
      ...opts,
      app: true,
      warm: state === 'warm',
      readyAtMs: row[state].afterPaintMs,
      box: cold[0].box,
      stepMs,
      maxProbes,
      log,
    });
  }
  return row;
}

/**
 * Each page `{ name, url, floorUrl, action }` under `profile`: `runs` times a fresh context
 * visited twice (cold, then warm) and its floor likewise, alternating; then the dead-tap
 * window, cold and warm. `action`: `{ control, target(page), hold?, shown? }`.
 */
export async function readyPages(
  pages,
  profile,
  {
    runs = 3,
    stepMs = 250,
    maxProbes = 5,
    graceMs = 3000,
    timeoutMs = 60_000,
    log = console.log,
  } = {},
) {
  const browser = await launchChromium();
  const rows = [];
  try {
    for (const page of pages) {
      log(`App start and dead taps /${page.name} (${page.action.control}) …`);
      try {
        rows.push(
          await readyPage(browser, page, {
            profile,
            runs,
            stepMs,
            maxProbes,
            graceMs,
            timeoutMs,
            log,
          }),
        );
      } catch (error) {
        // One page that cannot be measured (its control gone, a start that never comes)
        // leaves the others' rows: the table says what went wrong.
        log(`  /${page.name}: ${error.message.split('\n')[0]}`);
        rows.push({
          page: `/${page.name}`,
          control: page.action.control,
          error: error.message.split('\n')[0],
        });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The marks of docs/budgets.md (issue 42): the app takes over within 3 s cold, 1.5 s warm. */
export const READY_TARGET_MS = { cold: 3000, warm: 1500 };

/** The results' section: a row per page and visit. */
export function readyTable(rows, { profile, runs, stepMs, maxProbes, graceMs, load }) {
  const s = (ms) => (ms === undefined ? '—' : (ms / 1000).toFixed(2));
  const window = ({ lastDeadMs, firstLiveMs, probes }) => {
    const live = probes.find((p) => p.works && p.atMs === firstLiveMs);
    const answered = live ? `, answered ${s(live.effectAfterMs)} s after it` : '';
    if (firstLiveMs === undefined) return `no tap worked (the last at ${s(lastDeadMs)})`;
    if (lastDeadMs === undefined) return `none (a tap at ${s(firstLiveMs)} worked${answered})`;
    return `${s(lastDeadMs)}–${s(firstLiveMs)}${answered}`;
  };
  const oneSecond = (tap) =>
    tap.works ? `yes (${tap.effect}, ${s(tap.effectAfterMs)} s after it)` : 'no';
  const mark = (r, state) => {
    const leaves = r.leaves ? r[state].taps.atOneSecond.works : true;
    return r[state].readyMs <= READY_TARGET_MS[state] && leaves ? 'ok' : 'MISS';
  };
  return [
    `## App start and dead taps (real browser, slow phone, median of ${runs})`,
    '',
    `Debian’s Chromium (playwright-core), 360×740 at 2×, touch; DevTools network emulation of ${profile.rttMs} ms latency per request and ${profile.throughputKbps} kbit/s each way, CPU ×${profile.cpuSlowdownMultiplier} (scripts/bench-ready.mjs). Cold: a fresh browser context; warm: a second visit in the same context (its HTTP cache, and a service worker if the page registered one). Each run visits the page twice, then its static floor twice (its HTML and CSS, no script, with the page’s own response headers); times are from the navigation’s start. “App takes over”: \`<html data-ready>\`, set once React has committed.`,
    `Dead-tap window: fresh pages tapped once on the primary action at a chosen time after the first contentful paint (first at 1 s, then by bisection on a ${stepMs} ms grid, at most ${maxProbes} pages per visit kind; scripts/bench-taps.mjs). A tap works when its effect is seen: the page left (a real link, a form, the app’s route), the action’s request sent (held, never answered), or the page’s visible answer (a dialog, a toast, the focus led to what is missing), handled at once or captured and replayed; it is dead when nothing is seen ${s(graceMs)} s after both the tap and the app’s start. The window is given as the last dead tap – the first working one, seconds after the paint, as tapped, with how long the working tap took to show its effect (a tap captured early is answered once the app has taken over).`,
    load,
    '',
    '| page | tap | visit | mark | first paint s | floor paint s | floor load s | app takes over s | per run | after the paint s | dead-tap window s | a tap 1 s after the paint works |',
    '| --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows.flatMap((r) =>
      r.error
        ? [`| ${r.page} | ${r.control} | — | not measured: ${r.error.replaceAll('|', '/')} |`]
        : ['cold', 'warm'].map((state) => {
            const v = r[state];
            const visit = state === 'warm' ? `warm (service worker: ${v.worker})` : 'cold';
            return `| ${r.page} | ${r.control} | ${visit} | ${mark(r, state)} | ${s(v.fcpMs)} | ${s(v.floorFcpMs)} | ${s(v.floorLoadMs)} | ${s(v.readyMs)} | ${v.readyRuns.map(s).join(', ')} | ${s(v.afterPaintMs)} | ${window(v.taps)} | ${oneSecond(v.taps.atOneSecond)} |`;
          }),
    ),
    '',
    `Marks (docs/budgets.md, issue 42): the app takes over within ${s(READY_TARGET_MS.cold)} s cold and ${s(READY_TARGET_MS.warm)} s warm; on the pages whose action goes to another page (Apply, Repay now), a tap 1 s after the first paint lands on it.`,
  ];
}
