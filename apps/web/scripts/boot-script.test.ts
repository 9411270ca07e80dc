import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bootScript } from './boot-script.ts';

const publicDir = join(import.meta.dirname, '..', 'public');

/** The file the plugin emits for the build's output, as Rolldown would write it. */
function emitted(): { fileName: string; source: string } {
  const plugin = bootScript();
  (plugin.configResolved as (config: unknown) => void)({ publicDir });
  let file: { fileName: string; source: string } | undefined;
  (plugin.generateBundle as (this: unknown) => void).call({
    emitFile: (asset: { fileName: string; source: string }) => {
      file = asset;
    },
  });
  if (file === undefined) throw new Error('nothing emitted');
  return file;
}

describe('bootScript', () => {
  it("writes public/boot.js minified, under its own name, with what the server's tags name", () => {
    const source = readFileSync(`${publicDir}/boot.js`, 'utf8');
    const { fileName, source: code } = emitted();
    expect(fileName).toBe('boot.js');
    expect(code.length).toBeLessThan(source.length / 2);
    // Its comments stay in the source: they name the decisions behind it.
    expect(source).toContain('decision 024');
    expect(code).not.toContain('decision');
    // The meta tags the server writes (apps/server/src/render/page-document.ts) are read by name: kept whole.
    for (const name of ['tenor-address', 'tenor-entry', 'tenor-modules', 'tenor-start-failure'])
      expect(code).toContain(`meta[name="${name}"]`);
    // Still a module that parses: the browser would refuse the page's only script otherwise.
    expect(() => new Function(code)).not.toThrow();
  });
});
