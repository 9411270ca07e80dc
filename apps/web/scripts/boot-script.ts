/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Plugin } from 'vite';

/** The script every rendered page starts with (apps/web/public/boot.js, decision 013). */
export const BOOT_SCRIPT = 'boot.js';

/**
 * `/boot.js` as pages receive it: minified. The server writes it into every rendered page
 * (decision 034), so its comments, which explain it to the next reader, would otherwise
 * travel with each page over a slow link (5.5 KB, 2.3 KB compressed; minified 1.8 KB and
 * 0.9 KB). Written over the copy Vite makes from `public/`, read as a module (its top level
 * is its own, so its names can be shortened); a script that does not parse fails the build.
 */
export function bootScript(): Plugin {
  let publicDir = '';
  return {
    name: 'tenor:boot-script',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle() {
      const source = readFileSync(join(publicDir, BOOT_SCRIPT), 'utf8');
      const { code, errors } = minifySync(BOOT_SCRIPT, source, { module: true });
      if (errors.length > 0) throw new Error(`${BOOT_SCRIPT}: ${errors[0]?.message ?? 'no parse'}`);
      this.emitFile({ type: 'asset', fileName: BOOT_SCRIPT, source: code });
    },
  };
}
