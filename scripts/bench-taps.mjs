// The search for a page's dead-tap window, for `npm run bench` (scripts/bench-ready.mjs): the
// first time after the first paint at which one tap on the page's primary action does what it
// says. Each probe is a fresh page tapped once at a chosen time; a tap that works at some time
// is taken to work at every later one (the app only ever takes over more), so the window is
// found by bisection on a grid, in a bounded number of probes. Pure: the probes are the
// caller's.

/** `x` rounded up to the grid of `stepMs`. */
const up = (x, stepMs) => Math.ceil(x / stepMs) * stepMs;

/**
 * What the probes so far say: `lastDeadMs`, the latest time a tap did nothing (undefined when
 * none did), and `firstLiveMs`, the earliest time after it a tap worked (undefined when none
 * did yet). The window is between the two: a tap before `lastDeadMs` was lost, one at
 * `firstLiveMs` or later worked. Probes are `{ atMs, works }`.
 */
export function tapWindow(probes) {
  const dead = probes.filter((p) => !p.works).map((p) => p.atMs);
  const lastDeadMs = dead.length > 0 ? Math.max(...dead) : undefined;
  const live = probes
    .filter((p) => p.works && (lastDeadMs === undefined || p.atMs > lastDeadMs))
    .map((p) => p.atMs);
  return { lastDeadMs, firstLiveMs: live.length > 0 ? Math.min(...live) : undefined };
}

/**
 * The time to tap at next (ms after the first paint), or undefined when the window is known to
 * `stepMs` or `maxProbes` taps were made. The first probe is at `firstAtMs` (the issue's
 * question: does a tap 1 s after the paint work?); then, above the latest dead tap and with no
 * live one yet, at the time the app was seen to take over (`readyAtMs`), or half as far again
 * when that was dead too; below a live tap with no dead one, at the paint itself (0); between
 * a dead and a live tap, halfway, on the grid.
 */
export function nextTap(probes, { firstAtMs = 1000, readyAtMs, stepMs = 250, maxProbes = 6 }) {
  if (probes.length >= maxProbes) return undefined;
  if (probes.length === 0) return up(firstAtMs, stepMs);
  const { lastDeadMs, firstLiveMs } = tapWindow(probes);
  if (firstLiveMs === undefined) {
    const after =
      lastDeadMs < readyAtMs ? readyAtMs : lastDeadMs + Math.max(stepMs, lastDeadMs / 2);
    return Math.max(up(after, stepMs), lastDeadMs + stepMs);
  }
  // A tap is sent a little after its planned time: one within a step of the paint is at it.
  if (lastDeadMs === undefined) return firstLiveMs < stepMs ? undefined : 0;
  if (firstLiveMs - lastDeadMs <= stepMs) return undefined;
  const half = Math.floor((lastDeadMs + firstLiveMs) / 2 / stepMs) * stepMs;
  return Math.max(half, lastDeadMs + stepMs);
}
