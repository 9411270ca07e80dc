import { describe, expect, it } from 'vitest';
import { readStages, stageWarnings } from './ci-stages.mjs';

const table = (rows: Record<string, number>) =>
  `# CI stages\n\n| stage | seconds |\n| --- | ---: |\n${Object.entries(rows)
    .map(([stage, s]) => `| ${stage} | ${s} |`)
    .join('\n')}\n`;

describe('CI stage times', () => {
  it('reads every row of the table, npm test steps included', () => {
    const stages = readStages(table({ 'npm ci': 120, 'npm test: lint': 60, 'whole run': 2000 }));
    expect([...stages]).toEqual([
      ['npm ci', 120],
      ['npm test: lint', 60],
      ['whole run', 2000],
    ]);
  });

  it('warns for a stage grown by more than 20 % and 30 s, not for noise', () => {
    const before = readStages(table({ 'npm ci': 120, 'npm test: lint': 60, WebKit: 100 }));
    const after = readStages(table({ 'npm ci': 150, 'npm test: lint': 80, WebKit: 95 }));
    expect(stageWarnings(before, after)).toEqual(['npm ci: 150 s, was 120 s (+25 %)']);
  });

  it('warns when the whole run passes 40 minutes, and says nothing of a new stage', () => {
    const after = readStages(table({ 'a new stage': 999, 'whole run': 2500 }));
    expect(stageWarnings(new Map(), after)).toEqual([
      'whole run: 2500 s, over the 40-minute mark (2400 s)',
    ]);
  });
});
