// The API half of `npm run bench`: autocannon runs against the server beside a bare Fastify
// process with the same body encodings, with the server's CPU time per request and its memory.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

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
