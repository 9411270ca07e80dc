import { describe, expect, it } from 'vitest';
import { reactDomEsm } from './react-dom-esm.ts';

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
});
