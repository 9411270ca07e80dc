#!/usr/bin/env node
/**
 * Compares this CI run's stage times with the last committed run's (decision 043):
 *
 *   node scripts/ci-stages.mjs <previous.md> <current.md>
 *
 * Prints a warning for every stage that took more than 20 % (and 30 s) longer than before,
 * and the whole run's time against the 40-minute mark. Warns only: a contended machine moves
 * every figure, so a red CI over a slow minute would teach people to ignore it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** `| stage | seconds |` rows of a stage table, by stage name. */
export function readStages(text) {
  const stages = new Map();
  for (const line of text.split('\n')) {
    const match = /^\| (.+?) \| (\d+) \|$/.exec(line.trim());
    if (match !== null) stages.set(match[1], Number(match[2]));
  }
  return stages;
}

const GROWTH = 0.2;
const NOISE_SECONDS = 30;
const MARK_SECONDS = 40 * 60;

/** The warnings for a run against the one before it. */
export function stageWarnings(previous, current) {
  const warnings = [];
  for (const [stage, seconds] of current) {
    const before = previous.get(stage);
    if (before === undefined) continue;
    if (seconds > before * (1 + GROWTH) && seconds - before >= NOISE_SECONDS) {
      const percent = Math.round((seconds / before - 1) * 100);
      warnings.push(`${stage}: ${seconds} s, was ${before} s (+${percent} %)`);
    }
  }
  const whole = current.get('whole run');
  if (whole !== undefined && whole > MARK_SECONDS) {
    warnings.push(`whole run: ${whole} s, over the 40-minute mark (${MARK_SECONDS} s)`);
  }
  return warnings;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [previousFile, currentFile] = process.argv.slice(2);
  const read = (file) =>
    file && existsSync(file) ? readStages(readFileSync(file, 'utf8')) : new Map();
  const warnings = stageWarnings(read(previousFile), read(currentFile));
  for (const warning of warnings) console.log(`warning: CI stage grew: ${warning}`);
  if (warnings.length === 0) console.log('CI stages: none grew by more than 20 %');
}
