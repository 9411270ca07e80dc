// The payment-reminder schedule at scale (decision 062), a section of `npm run bench`
// (BENCH_ONLY=reminders): scripts/bench-reminders.ts on PostgreSQL (DATABASE_URL, as
// `node scripts/test-pg.mjs --run node scripts/bench.mjs` sets it), its row written into
// bench/results.md beside the reference, 5 minutes for 1,000,000 periods (issue 44 point 8).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';

const TITLE = '## Payment reminders at scale';
const REFERENCE_S = 300;

export function reminderBench(resultsFile = 'bench/results.md') {
  if (!process.env.DATABASE_URL) {
    console.log('[bench] reminders: PostgreSQL only (node scripts/test-pg.mjs --run …), skipped');
    return undefined;
  }
  const res = spawnSync('node', ['--import', 'tsx', 'scripts/bench-reminders.ts'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = res.stdout.trim().split('\n').pop() ?? '';
  if (res.status !== 0 || !line.startsWith('{')) {
    console.log(
      '[bench] reminders: the run failed (its error is above); results left as they were',
    );
    return undefined;
  }
  const r = JSON.parse(line);
  const ok = r.totalSeconds <= REFERENCE_S && r.claimedTwice === 0 && r.scheduled === r.periods;
  const at = new Date().toISOString();
  const section = [
    `${TITLE} (PostgreSQL, two instances)`,
    '',
    `Measured at ${at} on ${cpus().length} CPU(s), ${cpus()[0]?.model ?? 'unknown'}, Node ${process.version}, a throwaway local PostgreSQL cluster (scripts/test-pg.mjs). ${r.periods.toLocaleString('en')} periods fall due on one day's lead days (3, 1, 0) or were missed yesterday, in both markets; two instances, each with its own pool, schedule the day at once (one INSERT … SELECT per lead day and market; one instance takes a market's day under an advisory lock, the other skips it) and then claim until nothing is left (batches of 5,000 with FOR UPDATE SKIP LOCKED, each batch marked sent). Loading the periods took ${r.loadSeconds.toFixed(1)} s (not counted). Sending itself is bounded by the SMS gateway, not by the schedule (scripts/bench-reminders.ts).`,
    '',
    '| measure | result | reference | mark |',
    '| --- | ---: | ---: | --- |',
    `| schedule the day (two instances racing) | ${r.scheduleSeconds.toFixed(1)} s | | |`,
    `| claim every reminder (two instances racing) | ${r.claimSeconds.toFixed(1)} s | | |`,
    `| schedule and claim, ${r.periods.toLocaleString('en')} periods | ${r.totalSeconds.toFixed(1)} s | ≤ ${REFERENCE_S} s | ${ok ? 'ok' : 'MISS'} |`,
    `| reminders written / claimed by each instance | ${r.scheduled.toLocaleString('en')} / ${r.claimedByEach.map((n) => n.toLocaleString('en')).join(' + ')} | ${r.periods.toLocaleString('en')} | |`,
    `| reminders claimed twice | ${r.claimedTwice} | 0 | ${r.claimedTwice === 0 ? 'ok' : 'MISS'} |`,
    '',
  ].join('\n');
  const text = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Bench results\n';
  const blocks = text.split(/\n(?=## )/);
  const at_ = blocks.findIndex((b) => b.startsWith(TITLE));
  if (at_ === -1) blocks.push(section);
  else blocks[at_] = section;
  writeFileSync(resultsFile, `${blocks.map((b) => b.trimEnd()).join('\n\n')}\n`);
  console.log(`[bench] reminders: ${line}`);
  return r;
}
