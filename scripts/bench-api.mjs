// The API half of `npm run bench`: autocannon runs against the server beside a bare Fastify
// process with the same body encodings, with the server's CPU time per request and its memory,
// in alternating rounds (`apiRounds`): this machine's speed moves from one minute to the next,
// so each call is compared with its bare route within the same round, and a round's order is
// reversed in the next so that neither side always runs later in a drifting minute.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { machineNow } from './bench-machine.mjs';

const CLOCK_TICKS_PER_SECOND = 100;

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
}

/** User plus system CPU seconds a process has used (Linux /proc). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat; the split drops the first two.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

/**
 * One autocannon run. With `pid`, also the CPU microseconds the server spent per request (steadier than req/s on a shared machine) and its peak resident memory.
 */
export async function load(opts, { seconds, pid }) {
  const cpuBefore = pid ? cpuSeconds(pid) : 0;
  let peak = 0;
  const sampler = pid ? setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 250) : null;
  const res = await new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: seconds, ...opts }, (err, r) =>
      err ? reject(err) : resolve(r),
    );
  });
  if (sampler) clearInterval(sampler);
  const served = res.requests.total;
  return {
    rps: Math.round(res.requests.average),
    p99: res.latency.p99,
    errors: res.errors + res.non2xx + res.timeouts,
    ...(pid && served > 0
      ? {
          cpuUsPerRequest: Math.round(((cpuSeconds(pid) - cpuBefore) * 1e6) / served),
          peakRssMb: peak,
        }
      : {}),
  };
}

/** Starts scripts/bench-bare.mjs and answers its URL, pid and a stop function. */
export async function startBare() {
  const child = spawn('node', ['scripts/bench-bare.mjs'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [url] = await new Promise((resolve) => {
    createInterface({ input: child.stdout }).once('line', (line) => resolve([line.trim()]));
  });
  return { url, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** Builds the request of each measured API call for one demo session. */
export function apiCalls(base, session, dueOrder) {
  const form = { 'x-token': session.token, 'content-type': 'application/x-www-form-urlencoded' };
  const json = { 'x-token': session.token, 'content-type': 'application/json' };
  return [
    {
      name: 'read: recommend list (form)',
      kind: 'read',
      bare: 'form',
      opts: {
        url: `${base}/indah/v3/product/recommend-product-list`,
        method: 'POST',
        headers: form,
        body: 'scene=',
      },
    },
    {
      name: 'read: loan details (json)',
      kind: 'read',
      bare: 'json',
      opts: {
        url: `${base}/v3/loan-details/loan-details`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ orderId: dueOrder }),
      },
    },
    {
      name: 'write: page event (form)',
      kind: 'write',
      bare: 'form',
      opts: {
        url: `${base}/indah/pageEvent/save`,
        method: 'POST',
        headers: form,
        body: `productId=${session.products[0].id}&moduleId=300&positionId=0`,
      },
    },
  ];
}

/** The bare route with the same encoding as an API call (`form` or `json`). */
export function bareCall(url, encoding) {
  return encoding === 'json'
    ? {
        url: `${url}/json`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ orderId: 5 }),
      }
    : {
        url: `${url}/form`,
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'productId=7&moduleId=300&positionId=0',
      };
}

/** The median of some numbers (the mean of the middle two for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The API calls and their bare routes in `rounds` rounds: each round runs every call (reads,
 * then the write) and then the bare route of each encoding, the odd rounds in reverse order,
 * after a short warm-up of each that is not reported. Each call's share of its bare route is
 * worked out within its round; the median share and the range across rounds are reported
 * with each round's figures and the machine's load over it. Bounded by count and duration:
 * `rounds` × (calls + encodings) runs of `seconds` each, plus `warmSeconds` per run kind.
 */
export async function apiRounds(calls, bare, { rounds, seconds, warmSeconds = 2, serverPid }) {
  const encodings = [...new Set(calls.map((c) => c.bare))];
  const steps = [
    ...calls.map((call) => ({ key: call.name, opts: call.opts, pid: serverPid })),
    ...encodings.map((enc) => ({
      key: `bare:${enc}`,
      opts: bareCall(bare.url, enc),
      pid: bare.pid,
    })),
  ];
  for (const step of steps) await load(step.opts, { seconds: warmSeconds });
  const perRound = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? steps : [...steps].reverse();
    const start = machineNow();
    const results = {};
    for (const step of order) {
      results[step.key] = await load(step.opts, { seconds, pid: step.pid });
      console.log(`  round ${round + 1}: ${step.key} ${results[step.key].rps} req/s`);
    }
    perRound.push({ results, start, end: machineNow() });
  }
  const runs = calls.map((call) => {
    const mine = perRound.map((r) => r.results[call.name]);
    const refs = perRound.map((r) => r.results[`bare:${call.bare}`]);
    const shares = mine.map((m, i) => m.rps / refs[i].rps);
    // The same comparison by CPU time per request (the bare route's over the server's): what
    // a request costs moves far less than req/s when other work takes the CPUs.
    const cpuShares = mine.map((m, i) => refs[i].cpuUsPerRequest / m.cpuUsPerRequest);
    const summary = (xs) => ({
      rps: Math.round(median(xs.map((x) => x.rps))),
      p99: median(xs.map((x) => x.p99)),
      errors: xs.reduce((n, x) => n + x.errors, 0),
      cpuUsPerRequest: Math.round(median(xs.map((x) => x.cpuUsPerRequest ?? 0))),
      peakRssMb: Math.max(...xs.map((x) => x.peakRssMb ?? 0)),
    });
    return {
      name: call.name,
      kind: call.kind,
      bare: call.bare,
      ...summary(mine),
      reference: summary(refs),
      share: median(shares),
      shareMin: Math.min(...shares),
      shareMax: Math.max(...shares),
      cpuShare: median(cpuShares),
      cpuShareMin: Math.min(...cpuShares),
      cpuShareMax: Math.max(...cpuShares),
      rounds: mine.map((m, i) => ({
        ...m,
        reference: refs[i],
        share: shares[i],
        cpuShare: cpuShares[i],
      })),
    };
  });
  return { runs, rounds: perRound.map(({ start, end }) => ({ start, end })) };
}
