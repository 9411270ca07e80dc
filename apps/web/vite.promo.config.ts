import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import app from './vite.config.ts';

/**
 * The promotion landing's build (docs/decisions/018-promotion-landing-web.md): its own entry
 * in its own pass, so it shares no chunk with the app (a shared chunk would split the app's
 * entry into more files, and the landing would depend on the app's chunking). It writes
 * into the app's `dist` beside it, with its own manifest.
 */
export default mergeConfig(app, {
  // The landing has a handful of chunks: none is inlined (decision 083), which would cost it
  // the ordering wrappers (+2.4 KB) for no file fewer on its path.
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 0 } } },
        },
      },
    },
  },
  build: {
    emptyOutDir: false,
    manifest: '.vite/promo-manifest.json',
    rollupOptions: {
      input: { promo: fileURLToPath(new URL('./promo/index.html', import.meta.url)) },
    },
  },
});
