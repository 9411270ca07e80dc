// `npm run bench`: Lighthouse (mobile, default throttling, median of 3) on the built pages
// and API throughput under autocannon, each beside its target (docs/budgets.md). Reports; never fails.
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 8282;
const base = `http://127.0.0.1:${PORT}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function must(cmd, args) {
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function lighthouseRuns(url, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
  });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      results.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    }
  } finally {
    await chrome.kill();
  }
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    cls: median(results.map((r) => r.cls)),
    tbt: median(results.map((r) => r.tbt)),
  };
}

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: seconds, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

const summarise = (r) => ({
  rps: Math.round(r.requests.average),
  p99: r.latency.p99,
  errors: r.errors + r.non2xx + r.timeouts,
});

async function baseline() {
  const app = Fastify({ logger: false });
  app.get('/json', async () => ({ code: '00', message: 'ok', data: { hello: 'world' } }));
  app.post(
    '/echo',
    {
      schema: { body: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } },
    },
    async (req) => ({ code: '00', message: 'ok', data: req.body }),
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const read = summarise(await load({ url: `${url}/json` }));
  const write = summarise(
    await load({
      url: `${url}/echo`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: 1 }),
    }),
  );
  await app.close();
  return { read, write };
}

must('node', ['scripts/ensure-chromium.mjs']);
// BENCH_NO_BUILD=1 measures the build already in apps/web/dist.
if (!process.env.BENCH_NO_BUILD) must('npm', ['run', 'build']);

const dataDir = mkdtempSync(join(tmpdir(), 'tenor-bench-'));
const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '0',
    RATE_LIMIT_DEV_SESSION_PER_MINUTE: '0',
  },
});

try {
  await waitFor(`${base}/healthz`);
  const session = (
    await (
      await fetch(`${base}/dev/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ region: 'ID' }),
      })
    ).json()
  ).data;

  // The due order: its details page, and its virtual-account page for the amount owed.
  const dueOrder = session.orders['174'];
  const details = (
    await (
      await fetch(`${base}/v3/loan-details/loan-details`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-token': session.token },
        body: JSON.stringify({ orderId: dueOrder }),
      })
    ).json()
  ).data;
  const launch = `token=${session.token}&deviceId=bench`;
  const pages = [
    ['/relevant', `/relevant?${launch}`],
    ['/loanDetails', `/loanDetails?productId=${details.productId}&orderId=${dueOrder}&${launch}`],
    [
      '/that',
      `/that?amount=${details.repayAmount}&display=0&orderId=${dueOrder}&productId=${details.productId}&${launch}`,
    ],
  ];
  const lh = [];
  for (const [name, path] of pages) {
    console.log(`Lighthouse ${name} …`);
    lh.push({ page: name, ...(await lighthouseRuns(`${base}${path}`)) });
  }

  console.log(`API load: ${seconds} s each, 50 connections …`);
  const auth = { 'x-token': session.token, 'content-type': 'application/x-www-form-urlencoded' };
  const reads = summarise(
    await load({
      url: `${base}/indah/v3/product/recommend-product-list`,
      method: 'POST',
      headers: auth,
      body: 'scene=',
    }),
  );
  const product = session.products[0].id;
  const writes = summarise(
    await load({
      url: `${base}/indah/pageEvent/save`,
      method: 'POST',
      headers: auth,
      body: `productId=${product}&moduleId=300&positionId=0`,
    }),
  );
  const bare = await baseline();

  const report = {
    at: new Date().toISOString(),
    lighthouse: lh,
    api: { reads, writes, baseline: bare },
  };
  mkdirSync('.tmp', { recursive: true });
  writeFileSync('.tmp/bench.json', JSON.stringify(report, null, 2));

  const mark = (ok) => (ok ? 'ok  ' : 'MISS');
  console.log('\nLighthouse mobile (median of 3)      score   LCP ms   CLS    TBT ms');
  for (const r of lh) {
    const ok = r.score >= 95 && r.lcp <= 2000 && r.cls <= 0.02 && r.tbt <= 100;
    console.log(
      `${mark(ok)} ${r.page.padEnd(32)} ${String(r.score).padStart(5)} ${r.lcp.toFixed(0).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${r.tbt.toFixed(0).padStart(8)}`,
    );
  }
  console.log('\nAPI (autocannon, 50 connections)      req/s   p99 ms  errors');
  const row = (name, r, ok) =>
    console.log(
      `${ok === undefined ? '    ' : mark(ok)} ${name.padEnd(32)} ${String(r.rps).padStart(6)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  row(
    'authenticated read (recommend)',
    reads,
    reads.rps >= 8000 && reads.p99 <= 15 && reads.errors === 0,
  );
  row('write (page event)', writes, writes.rps >= 2000 && writes.errors === 0);
  row('baseline Fastify GET, no database', bare.read);
  row('baseline Fastify POST, no database', bare.write);
  console.log(
    '\nInterim targets (docs/budgets.md): Lighthouse ≥ 95, LCP ≤ 2000 ms, CLS ≤ 0.02, TBT ≤ 100 ms; reads ≥ 8000 req/s p99 ≤ 15 ms; writes ≥ 2000 req/s; zero errors.',
  );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
