import { describe, expect, it } from 'vitest';
import { STACKS_OFF, STACKS_ON, reactDomEsm } from './react-dom-esm.ts';

const CLIENT_ID = '/repo/node_modules/react-dom/cjs/react-dom-client.production.js';

/** The plugin's generateBundle run on a bundle of the chunks given, as Rolldown calls it. */
function generate(chunks: Record<string, { moduleIds: string[]; code: string }>) {
  const bundle = Object.fromEntries(
    Object.entries(chunks).map(([file, chunk]) => [file, { type: 'chunk', ...chunk }]),
  );
  const hook = reactDomEsm().generateBundle as (options: unknown, bundle: unknown) => void;
  hook.call({}, {}, bundle);
  return bundle;
}

describe('reactDomEsm', () => {
  it('puts the compile hint first in the chunk holding React DOM, and in no other', () => {
    const bundle = generate({
      'react-dom.js': { moduleIds: ['/repo/src/x.ts', CLIENT_ID], code: 'import"./react.js";' },
      'react.js': { moduleIds: ['/repo/node_modules/react/index.js'], code: 'export{};' },
    });
    // V8 reads the hint as the file's whole first line, spelled exactly so.
    expect(bundle['react-dom.js']?.code).toBe('//# allFunctionsCalledOnLoad\nimport"./react.js";');
    expect(bundle['react.js']?.code).toBe('export{};');
  });

  it('runs React DOM with no stacks recorded for the errors it makes, and puts the limit back', () => {
    const source = [
      '"use strict";',
      'var Scheduler = require("scheduler"),',
      '  React = require("react"),',
      '  ReactDOM = require("react-dom");',
      'var SuspenseException = Error("not a real error");',
      'exports.createRoot = 1;',
      'exports.hydrateRoot = 2;',
      'exports.version = "19";',
    ].join('\n');
    const transform = reactDomEsm().transform as (code: string, id: string) => string;
    const code = transform.call({}, source, CLIENT_ID);
    const made = code.indexOf('Error("not a real error")');
    expect(code.indexOf(STACKS_OFF)).toBeGreaterThan(code.indexOf('import ReactDOM'));
    expect(code.indexOf(STACKS_OFF)).toBeLessThan(made);
    expect(code.indexOf(STACKS_ON)).toBeGreaterThan(code.indexOf('exports.version'));
    expect(code.indexOf(STACKS_ON)).toBeLessThan(code.indexOf('export const {'));

    // Run as the browser would (V8 records a stack only while the limit is a number).
    const Error0 = Error as ErrorConstructor & { stackTraceLimit?: number };
    const before = Error0.stackTraceLimit;
    const seen: unknown[] = [];
    const run = new Function(
      'seen',
      `${STACKS_OFF}\nseen.push(Error.stackTraceLimit, new Error("x").stack);\n${STACKS_ON}`,
    );
    run(seen);
    expect(seen).toEqual([undefined, undefined]);
    expect(Error0.stackTraceLimit).toBe(before);
  });
});
