/// <reference types="node" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Assets worth compressing. HTML is left alone: the server rewrites it per request. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/**
 * Writes `.gz` (level 9) and `.br` (quality 11) copies beside every built asset (and the
 * files beside the HTML) so the server can send them as they are (no compression work per
 * request).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tenor:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle() {
      // The server renderer's build is read from disk by the server, never sent.
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const assetsDir = resolve(outDir, config.build.assetsDir);
      // Files beside the HTML too: `boot.js`, which every rendered page asks for in its head.
      const besideHtml = readdirSync(outDir)
        .map((name) => join(outDir, name))
        .filter((path) => statSync(path).isFile());
      for (const file of [...walk(assetsDir), ...besideHtml]) {
        if (!COMPRESSIBLE.test(file)) continue;
        const source = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        );
      }
    },
  };
}
