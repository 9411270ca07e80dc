import { describe, expect, it } from 'vitest';
import { nextTap, tapWindow } from './bench-taps.mjs';

/** Runs the search against a page whose taps work from `opensAtMs` on; answers the probes. */
function search(opensAtMs: number, opts: Parameters<typeof nextTap>[1]) {
  const probes: { atMs: number; works: boolean }[] = [];
  for (let at = nextTap(probes, opts); at !== undefined; at = nextTap(probes, opts)) {
    probes.push({ atMs: at, works: at >= opensAtMs });
  }
  return probes;
}

describe('the dead-tap window search', () => {
  it('asks about 1 s first, then the paint itself, and stops at no window', () => {
    const probes = search(0, { readyAtMs: 5000 });
    expect(probes).toEqual([
      { atMs: 1000, works: true },
      { atMs: 0, works: true },
    ]);
    expect(tapWindow(probes)).toEqual({ lastDeadMs: undefined, firstLiveMs: 0 });
  });

  it('counts a tap sent a few ms after the paint as at the paint', () => {
    const probes = [
      { atMs: 1004, works: true },
      { atMs: 2, works: true },
    ];
    expect(nextTap(probes, { readyAtMs: 5000 })).toBeUndefined();
    expect(tapWindow(probes)).toEqual({ lastDeadMs: undefined, firstLiveMs: 2 });
  });

  it('finds a window ending before 1 s to the step by bisection', () => {
    const probes = search(600, { readyAtMs: 5000, stepMs: 250 });
    expect(probes.map((p) => p.atMs)).toEqual([1000, 0, 500, 750]);
    expect(tapWindow(probes)).toEqual({ lastDeadMs: 500, firstLiveMs: 750 });
  });

  it('past 1 s, tries where the app took over, then halves towards the dead tap', () => {
    const probes = search(4100, { readyAtMs: 5100, stepMs: 250, maxProbes: 8 });
    expect(probes.map((p) => p.atMs)).toEqual([1000, 5250, 3000, 4000, 4500, 4250]);
    expect(tapWindow(probes)).toEqual({ lastDeadMs: 4000, firstLiveMs: 4250 });
  });

  it('goes past the take-over when a tap there still does nothing', () => {
    const probes = search(9000, { readyAtMs: 4000, stepMs: 250, maxProbes: 4 });
    expect(probes.map((p) => p.atMs)).toEqual([1000, 4000, 6000, 9000]);
    expect(tapWindow(probes)).toEqual({ lastDeadMs: 6000, firstLiveMs: 9000 });
  });

  it('stops after its bound of probes, the window then known less closely', () => {
    const probes = search(4100, { readyAtMs: 5100, stepMs: 250, maxProbes: 3 });
    expect(probes).toHaveLength(3);
    expect(tapWindow(probes)).toEqual({ lastDeadMs: 3000, firstLiveMs: 5250 });
  });

  it('reads a live tap below a dead one as noise: the window ends above the latest dead tap', () => {
    const probes = [
      { atMs: 1000, works: true },
      { atMs: 2000, works: false },
      { atMs: 3000, works: true },
    ];
    expect(tapWindow(probes)).toEqual({ lastDeadMs: 2000, firstLiveMs: 3000 });
    expect(nextTap(probes, { readyAtMs: 3000, maxProbes: 6 })).toBe(2500);
  });
});
