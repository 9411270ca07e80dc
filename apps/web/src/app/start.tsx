import './effects-timing.ts';
import { startTransition } from 'react';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { BrowserRouter } from '../lib/navigation.tsx';
import { documentLang, locale } from '../lib/launch.ts';
import { loadAgain } from '../shared/load-again.ts';
import { hydrateInSlices } from '../shared/hydration-slices.tsx';
import { keepTypedFields } from '../shared/typed-before-start.ts';
import { AppRoot, queryClient } from './providers.tsx';
import { loadInTasks, nextTask } from '../lib/next-task.ts';
import { pageModules } from './page-modules.ts';
import { startFailed } from './start-failure.ts';
import { AppRoutes, preloadRoute } from './router.tsx';
import { loadTexts } from './texts.ts';

/**
 * The app's start, once main.tsx has taken the launch parameters and run the libraries'
 * modules: the texts, the route and React DOM, then the first render or the hydration of the
 * server's markup. `renderedLang` is the language the server rendered the page in.
 */
export async function start(renderedLang: string): Promise<void> {
  // The shell's texts, the route chunk and its area's texts load in parallel; the HTML
  // shell stays on screen until all are in, so the first React paint is the real page.
  // Called in a task of its own: asking for the chunks walks the route chunk's imports
  // (boot.js has fetched them on a rendered page), work enough to keep apart from the
  // evaluation of this module's chunk.
  // React DOM has run already, in a task of its own (main.tsx): this only takes its exports.
  const domReady = import('react-dom/client');
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  let dom: Awaited<typeof domReady>;
  try {
    // On a rendered page the server listed the page's scripts: they run a file per task
    // first (imported by the page's chunk, they would all run in one), and the imports
    // after them then find them run.
    const pageFiles = pageModules(modulesMeta(), new URL(import.meta.url).pathname);
    [dom] = await loadInTasks(
      pageFiles.map((file) => () => loadAgain(() => import(/* @vite-ignore */ file), [1_000])),
      () => Promise.all([domReady, loadTexts('common'), preloadRoute(window.location.pathname)]),
    );
  } catch (error) {
    // A language pack or the page's chunk could not load (offline, a stale deploy): the page
    // loads again, or says why in the borrower's language, rather than leave the shell or
    // dead buttons up.
    console.error('[boot]', error);
    startFailed(container, locale());
    return;
  }
  const app = (
    <AppRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>
  );
  // Server-rendered (decision 013): adopt the first view's answers, then hydrate the markup.
  if (document.getElementById('tenor-data') === null || renderedLang !== documentLang()) {
    dom.createRoot(container).render(app);
    return;
  }
  // The page is already on screen: hydrating is background work. Let the task that ran the
  // page's modules end first (reading the answers in it would only lengthen it), and
  // hydrate in short tasks that give way to a tap (Lighthouse's blocking time): the page's
  // frame, then its slices (hydration-slices.tsx).
  await nextTask();
  const data = firstViewData();
  if (data === undefined) {
    dom.createRoot(container).render(app);
    return;
  }
  hydrate(queryClient, data);
  // hydrateRoot attaches React's listeners for every event at once: a task of its own.
  await nextTask();
  // What the borrower typed before now: hydration would set the fields back (decision 050).
  keepTypedFields(container);
  await hydrateInSlices(() => startTransition(() => void dom.hydrateRoot(container, app)));
}

/** The page's scripts as the server listed them for /boot.js. */
function modulesMeta(): string | null {
  return document.querySelector('meta[name="tenor-modules"]')?.getAttribute('content') ?? null;
}

/** The JSON data block the server renders beside the page (not a script: the CSP stays strict). */
function firstViewData(): DehydratedState | undefined {
  const block = document.getElementById('tenor-data');
  if (!block?.textContent) return undefined;
  try {
    return JSON.parse(block.textContent) as DehydratedState;
  } catch {
    return undefined;
  }
}
