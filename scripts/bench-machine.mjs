// The machine's state for `npm run bench`, written beside each section's figures: the load
// average, and over the section how much of the time some task waited for a CPU (Linux's
// pressure stall information) and how much of the CPUs' time the hypervisor gave to others
// (steal). A 2-core machine running Chromium, Lighthouse and the server is contended by the
// bench itself; the pressure says by how much, the steal whether the host added to it.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const read = (path) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // not Linux, or a kernel without it
  }
};

/** A reading of the machine now, to compare with a later one. */
export function machineNow() {
  const stall = read('/proc/pressure/cpu')?.match(/^some .*total=(\d+)/m)?.[1];
  const ticks = read('/proc/stat')
    ?.match(/^cpu\s+(.*)$/m)?.[1]
    .trim()
    .split(/\s+/)
    .map(Number);
  return {
    load: loadavg()
      .map((x) => x.toFixed(2))
      .join(' '),
    atMs: performance.now(),
    stallUs: stall === undefined ? undefined : Number(stall),
    // /proc/stat's cpu line: user nice system idle iowait irq softirq steal …
    stealTicks: ticks?.[7],
    allTicks: ticks?.reduce((a, b) => a + b, 0),
  };
}

/** One sentence on the machine between two readings. */
export function stateLine(start, end) {
  const parts = [`Load average (1, 5, 15 min) at the start ${start.load}, at the end ${end.load}`];
  const elapsedUs = (end.atMs - start.atMs) * 1000;
  if (start.stallUs !== undefined && end.stallUs !== undefined && elapsedUs > 0) {
    const share = (end.stallUs - start.stallUs) / elapsedUs;
    parts.push(`some task was waiting for a CPU ${(share * 100).toFixed(0)} % of the time`);
  }
  if (start.allTicks !== undefined && end.allTicks > start.allTicks) {
    const steal = (end.stealTicks - start.stealTicks) / (end.allTicks - start.allTicks);
    parts.push(`the host took ${(steal * 100).toFixed(1)} % of the CPUs’ time (steal)`);
  }
  return `${parts.join('; ')}.`;
}
