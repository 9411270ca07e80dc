/**
 * The size of the hardening tests (fuzz, money under stress, kill -9) and where they leave
 * their figures. `npm test` runs a small fixed-seed size; `FUZZ_RUNS=1000` (as
 * `npm run test:nightly` and `npm run hardening` set it) the nightly size (decision 023).
 * With `HARDENING_REPORT` set to a folder, each test writes its figures there as JSON for
 * scripts/hardening.mjs to gather into bench/hardening.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';
import { dialectUnderTest } from './test-app.ts';

const runs = Number(process.env.FUZZ_RUNS ?? '');

/** Requests per endpoint the fuzz sends. */
export const FUZZ_RUNS = Number.isInteger(runs) && runs > 0 ? runs : 40;

/** Fixed unless told, so a failure in CI replays the same requests. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? '20261123');

export const NIGHTLY = FUZZ_RUNS >= 1000;

/** Writes one test's figures for the report, when a report is asked for. */
export function recordFigures(name: string, figures: object): void {
  const dir = process.env.HARDENING_REPORT;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, `${name}-${dialectUnderTest}.json`),
    JSON.stringify({ dialect: dialectUnderTest, ...figures }, null, 2),
  );
}

/** The heap in use after a full collection (when V8 lets us ask for one), and whether it could. */
export function heapUsed(): { bytes: number; collected: boolean } {
  let gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) {
    try {
      setFlagsFromString('--expose-gc');
      gc = runInNewContext('gc') as () => void;
    } catch {
      gc = undefined;
    }
  }
  gc?.();
  return { bytes: process.memoryUsage().heapUsed, collected: gc !== undefined };
}

/** A fixed shuffle (a linear congruential generator), so a failing order can be replayed. */
export function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
