// Lighthouse for `npm run bench`: its two profiles, runs in a fresh Chrome each, and what the
// main thread did in the longest tasks of a run (read from the run's trace).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumFlags } from './chromium-flags.mjs';

/**
 * The slow phone on a slow network: what a borrower on a worn entry-level Android phone on a
 * congested or rural 3G/2.5G link gets, well below Lighthouse's default ("slow 4G": 150 ms,
 * 1.6 Mbit/s, CPU ×4) and below its "regular 3G" (300 ms, 700 kbit/s).
 *
 * - `rttMs` 400, `throughputKbps` 400, `cpuSlowdownMultiplier` 6: what Lighthouse's simulated
 *   throttling (the default method, as a plain `lighthouse <url>` run uses) models: the page
 *   loads unthrottled, then its requests are replayed on a 400 ms round trip at 400 kbit/s
 *   (1 kbit = 1,024 bits), TCP connections and slow start included, and each main-thread task
 *   counts 6 times its measured length.
 * - `requestLatencyMs` 1500, `downloadThroughputKbps` 360, `uploadThroughputKbps` 360: the same
 *   link for DevTools' request-level throttling (`throttlingMethod: 'devtools'`), derived as
 *   Lighthouse derives its own presets' (round trip × 3.75, throughput × 0.9, upload as
 *   download as in its "regular 3G"). Unused by simulated throttling; written down so that a
 *   run switched to DevTools throttling measures the same link.
 *
 * The real-browser tap (scripts/bench-inp.mjs) uses `rttMs`, `throughputKbps` and
 * `cpuSlowdownMultiplier` at face value: 400 ms per request, 400 kbit/s each way, CPU ×6.
 */
export const slowPhone = {
  rttMs: 400,
  throughputKbps: 400,
  cpuSlowdownMultiplier: 6,
  requestLatencyMs: 400 * 3.75,
  downloadThroughputKbps: 400 * 0.9,
  uploadThroughputKbps: 400 * 0.9,
};

/**
 * The profiles. `default`: Lighthouse's own settings, no config (mobile, 412×823 at 1.75,
 * simulated slow 4G, CPU ×4): what an outsider's `lighthouse <url>` measures. `slow`: the same
 * with the throttling above. Both reset storage before the run (Lighthouse's default) in a
 * Chrome of their own with a new profile directory: a cold cache, nothing compiled before.
 */
export const profiles = {
  default: { label: 'default', config: undefined, cpuSlowdownMultiplier: 4 },
  slow: {
    label: 'slow',
    config: {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance'],
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        throttling: slowPhone,
      },
    },
    cpuSlowdownMultiplier: slowPhone.cpuSlowdownMultiplier,
  },
};

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `runs` Lighthouse runs of each of `targets` (`{ url, name }`), interleaved: run 1 of each in
 * turn, then run 2 of each, and so on, so that a page and its floor meet the machine in the
 * same minutes (this shared host's speed moves from one minute to the next). Each run in a
 * Chrome launched for it and closed after it (one Chrome kept for three runs compiled and
 * cached the page's scripts in the first and blocked less in the next two: 0–36 ms TBT on
 * /relevant where a plain run saw 199). Answers, for each target, the medians, every run's
 * figures and the longest main-thread tasks of each run. With `lhrDir`, keeps each report as
 * `<name>-<run>.json` and its trace as `<name>-<run>.trace.json.gz` (opens in DevTools'
 * Performance panel).
 */
export async function interleavedRuns(targets, { profile, runs = 3, lhrDir, log = console.log }) {
  const results = targets.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [t, { url, name }] of targets.entries()) {
      results[t].push(await lighthouseRun(url, `${name}-${i}`, { profile, runs, lhrDir, log }));
    }
  }
  return results.map((rs) => {
    const pick = (key) => median(rs.map((r) => r[key]));
    return {
      score: pick('score'),
      lcp: pick('lcp'),
      fcp: pick('fcp'),
      cls: pick('cls'),
      tbt: pick('tbt'),
      runs: rs,
    };
  });
}

/**
 * One Lighthouse run of `url` in a Chrome of its own. A run Lighthouse could not measure (a
 * broken trace: NO_NAVSTART and the like) has no figures; counted, it used to land in the
 * median as `undefined`. It is run again instead, up to `runs` times.
 */
async function lighthouseRun(url, file, { profile, runs, lhrDir, log }) {
  for (let failed = 0; ;) {
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: chromiumFlags,
    });
    let result;
    try {
      result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        profile.config,
      );
    } finally {
      await chrome.kill();
    }
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) {
      log(`  ${file}: ${lhr.runtimeError.code}, running it again`);
      if (++failed > runs) throw new Error(`Lighthouse keeps failing on ${new URL(url).pathname}`);
      continue;
    }
    if (lhrDir) {
      mkdirSync(lhrDir, { recursive: true });
      writeFileSync(join(lhrDir, `${file}.json`), JSON.stringify(lhr));
      writeFileSync(
        join(lhrDir, `${file}.trace.json.gz`),
        gzipSync(JSON.stringify(artifacts.Trace)),
      );
    }
    const a = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      // Lighthouse's own list: simulated durations, attributed to a script URL when it can.
      longTasks: (a['long-tasks']?.details?.items ?? []).slice(0, 3).map((t) => ({
        url: shortUrl(t.url),
        ms: Math.round(t.duration),
        at: Math.round(t.startTime),
      })),
      tasks: longestTasks(artifacts.Trace, profile.cpuSlowdownMultiplier),
    };
  }
}

/** A URL short enough to read: its last path segment (`index-BFEMOJUr.js`, `relevant`). */
function shortUrl(url) {
  if (!url || !/^https?:/.test(url)) return url || '';
  const { pathname } = new URL(url);
  return pathname.split('/').filter(Boolean).at(-1) ?? '/';
}

/** What a trace event's own time was spent on, or undefined to count it to its parent's. */
function labelOf(e) {
  const d = e.args?.data ?? {};
  if (e.name === 'FunctionCall') {
    const at = d.url ? ` ${shortUrl(d.url)}:${d.lineNumber}:${d.columnNumber}` : '';
    return `JS ${d.functionName || '(anonymous)'}${at}`;
  }
  if (e.name === 'EvaluateScript') return `run script ${shortUrl(d.url) || '(inline)'}`;
  if (e.name === 'ScriptCatchup') return 'tracing (script source)';
  if (/^v8\.(compile|parseOnBackground|produceCache)|^V8\.Compile/i.test(e.name))
    return 'compile JS';
  if (/GC/.test(e.name)) return 'garbage collection';
  if (e.name === 'ParseHTML' || e.name.startsWith('HTMLDocumentParser')) return 'parse HTML';
  if (e.name === 'ParseAuthorStyleSheet') return 'parse CSS';
  if (e.name === 'UpdateLayoutTree' || e.name === 'RecalculateStyles') return 'style';
  if (e.name === 'Layout') return 'layout';
  if (['PrePaint', 'Paint', 'PaintImage', 'Layerize', 'Commit', 'UpdateLayer'].includes(e.name))
    return 'paint';
  if (e.name.startsWith('LocalWindowProxy::')) return 'new window context';
  if (e.name === 'DocumentLoader::CommitNavigation') return 'commit navigation';
  if (e.name === 'EventDispatch') return `event ${d.type}`;
  if (e.name === 'TimerFire') return 'timer';
  if (e.name === 'FireAnimationFrame') return 'animation frame';
  if (e.name === 'RunMicrotasks') return 'microtasks';
  return undefined;
}

/**
 * The `count` longest tasks of the page's main thread in a Lighthouse trace, measured (not
 * simulated), among those that start after the first contentful paint: the ones Total Blocking
 * Time counts (Lighthouse's simulation keeps the measured order of the main thread's tasks and
 * counts each `multiplier` times its length; a task blocks for what it lasts beyond 50 ms, so
 * `blocking` is ≈ max(0, ms × multiplier − 50); tasks after the page went quiet count for
 * nothing, so the sum can exceed the run's TBT). With the longest task before that paint,
 * which delays the paint instead. For each, where the time went: the own time of the events
 * inside, counted to the nearest one that says what it is (a script's function, layout, HTML
 * parsing …). Function names are the built files' (minified), with line and column in the file.
 */
export function longestTasks(trace, multiplier, count = 3) {
  const events = trace?.traceEvents ?? [];
  const nav = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
    )
    .at(-1);
  if (!nav) return { afterFcp: [] };
  const fcp = events.find(
    (e) => e.name === 'firstContentfulPaint' && e.args?.frame === nav.args.frame && e.ts > nav.ts,
  );
  const main = events
    .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  // Nest the events: each one's parent is the innermost event still open when it starts.
  const stack = [];
  const tasks = [];
  for (const e of main) {
    while (stack.length > 0 && stack.at(-1).end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const task = parent?.task ?? { e, nodes: [], module: undefined };
    if (!parent) tasks.push(task);
    // A module's evaluation names no module: it is the one last compiled or announced to the
    // tracer in the same task (the entry, as a rule).
    const url = e.args?.data?.url;
    if (url && (e.name === 'v8.compileModule' || e.args.data.isModule)) task.module = url;
    const label =
      e.name === 'v8.evaluateModule'
        ? `run module ${task.module ? shortUrl(task.module) : ''}`.trim()
        : (labelOf(e) ?? parent?.label);
    const node = { end: e.ts + e.dur, own: e.dur, label, task };
    if (parent) parent.own -= e.dur;
    node.task.nodes.push(node);
    stack.push(node);
  }
  const describe = ({ e, nodes }) => {
    const by = new Map();
    for (const n of nodes) {
      const label = n.label ?? 'other';
      by.set(label, (by.get(label) ?? 0) + Math.max(0, n.own));
    }
    return {
      ms: Math.round(e.dur / 1000),
      at: Math.round((e.ts - nav.ts) / 1000),
      blocking: Math.round(Math.max(0, (e.dur / 1000) * multiplier - 50)),
      parts: [...by]
        .sort((a, b) => b[1] - a[1])
        .filter(([, us]) => us >= 1000)
        .slice(0, 4)
        .map(([label, us]) => ({ label, ms: Math.round(us / 1000) })),
    };
  };
  const longest = (xs) => [...xs].sort((a, b) => b.e.dur - a.e.dur);
  const fcpTs = fcp?.ts ?? nav.ts;
  const before = longest(tasks.filter((t) => t.e.ts < fcpTs))[0];
  return {
    fcpAt: fcp ? Math.round((fcp.ts - nav.ts) / 1000) : undefined,
    afterFcp: longest(tasks.filter((t) => t.e.ts >= fcpTs))
      .slice(0, count)
      .map(describe),
    beforeFcp: before ? describe(before) : undefined,
  };
}

/** One line per task: `46 ms (≈ 134 blocking) at 439 ms: run module index-….js 13, …`. */
export const taskLine = (t) =>
  `${t.ms} ms (≈ ${t.blocking} blocking) at ${t.at} ms: ${t.parts.map((p) => `${p.label} ${p.ms}`).join(', ') || 'other'}`;
