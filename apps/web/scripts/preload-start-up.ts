import type { Plugin, Rolldown } from 'vite';

/**
 * Preloads from the shell (`index.html` sent as it is) every script the entry imports
 * dynamically, and what those import: the libraries and the app's start, which main.tsx
 * evaluates a task at a time. Without these the browser would find them one after the other,
 * a round trip each, as main.tsx asks for them. A rendered page drops these preloads
 * (apps/server/src/render/page-document.ts `bootAfterPaint`): /boot.js asks for the same
 * scripts after its first paint.
 */
export function preloadStartUp(): Plugin {
  return {
    name: 'tenor:preload-start-up',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (bundle === undefined || chunk === undefined) return html;
        // The entry's own imports have their preloads already (Vite's).
        const own = withImports(bundle, [chunk.fileName]);
        const startUp = [...withImports(bundle, chunk.dynamicImports)].filter((f) => !own.has(f));
        return {
          html,
          tags: startUp.map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}

/** The chunks named and every chunk they import statically, in the order first met. */
function withImports(bundle: Rolldown.OutputBundle, files: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return;
    seen.add(file);
    chunk.imports.forEach(visit);
  };
  files.forEach(visit);
  return seen;
}
