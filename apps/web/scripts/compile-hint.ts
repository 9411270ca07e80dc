import type { Plugin, ResolvedConfig } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the browser's entry chunks with Chromium's explicit compile hint: an entry (React DOM,
 * the router, the query cache) runs nearly all of its functions while the page starts, so V8
 * compiles them while the file streams in, off the main thread, instead of one by one inside
 * the tasks that evaluate the modules and hydrate the page (decision 024). First in the file,
 * where V8 looks for it; other browsers read a comment.
 */
export function compileHint(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tenor:compile-hint',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    // After Vite's own additions to the chunk (its preload map opens the entry).
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        if (config.build.ssr) return;
        // The entry and the chunks it imports: all of them run as the page starts.
        const boot = new Set<string>();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) {
            boot.add(chunk.fileName);
            chunk.imports.forEach((file) => boot.add(file));
          }
        }
        for (const file of boot) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.code = HINT + chunk.code;
        }
      },
    },
  };
}
