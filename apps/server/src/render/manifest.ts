import { html, type Html } from '../kernel/html.ts';

/** A chunk of the web build's Vite manifest (`.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The app's HTML entry in its manifest, and the promotion landing's in its own. */
export const APP_ENTRY = 'index.html';
export const PROMO_ENTRY = 'promo/index.html';

/**
 * What the entry's code imports dynamically starts with every page: the libraries and the
 * app's start (or the landing's), each evaluated in a task of its own (apps/web/src/app/
 * main.tsx, apps/web/src/app/promo/main.tsx). That code may sit in a chunk the entry file
 * imports (the build inlines small chunks, decision 083), so the entry's static imports are
 * followed. The routes and language packs are imported by the app's start, as pages need them.
 */
export function startUp(manifest: Manifest, entry: string): string[] {
  const seen = new Set<string>();
  const found = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.dynamicImports ?? []) found.add(imported);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...found];
}

/**
 * The styles of the app's start (the shell's own: first, as the entry's are) and of the
 * modules, with those of the chunks they import. The entry's, and those of the chunks it
 * imports, are in the page already: the build writes them into its HTML, and a chunk the app's
 * start imports too (the one holding main.tsx) would otherwise put global.css in twice, the
 * second copy after the start's styles.
 * Their scripts are not preloaded: the app starts after the first paint.
 */
export function styleTags(manifest: Manifest, modules: readonly string[], entry = APP_ENTRY): Html {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string, into?: Set<string>) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) into?.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, into);
  };
  // The entry and the chunks it imports first, their styles left out: the page links them.
  visit(entry);
  for (const key of [...startUp(manifest, entry), ...modules]) visit(key, styles);
  return html`${[...styles].map((file) => html`<link rel="stylesheet" crossorigin href="/${file}">`)}`;
}

/**
 * The scripts the page will run, for `/boot.js` to fetch all at once when it starts the app
 * (after the first paint): the entry and what it imports, what it starts with (its dynamic
 * imports), the page's chunk and what it imports, and its language packs. Without the list
 * the browser finds them one level at a time (entry, then the page's chunk, then that chunk's
 * imports), and the entry's own code adds the page's preloads while it runs, in the task that
 * blocks the page the longest.
 *
 * Each file comes after the files it imports (the order they are run in): the app's start
 * runs the files listed after its own one per task, so that no task runs a page's chunk
 * together with everything it imports (apps/web/src/app/page-modules.ts).
 */
export function moduleTag(manifest: Manifest, modules: readonly string[], entry = APP_ENTRY): Html {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (chunk.file.endsWith('.js')) files.push(`/${chunk.file}`);
  };
  [entry, ...startUp(manifest, entry), ...modules].forEach(visit);
  return html`<meta name="tenor-modules" content="${files.join(' ')}">`;
}
