import './zod-setup.ts';
import './global.css';
import { config } from '../lib/config.ts';
import { captureLaunchParams, documentLang, locale } from '../lib/launch.ts';
import { registerOfflineWorker } from '../lib/offline-worker.ts';
import { loadInTasks, nextTask } from '../lib/next-task.ts';
import { startFailed } from './start-failure.ts';
import type { start as Start } from './start.tsx';
import { applyTheme } from './theme.ts';

/**
 * The libraries the app starts with, in the order their modules run, each in a task of its
 * own: evaluated with the entry, they made its task the longest of the page's start (30–50 ms
 * measured under Lighthouse, four times that in its simulation; decision 024). Their results
 * are not used here (so only what the app uses of each is built): start.tsx imports them.
 *
 * Everything this module imports dynamically starts with every page: the server lists it for
 * /boot.js, the build preloads it from the shell (scripts/preload-start-up.ts) and the budget
 * counts it with every route.
 */
const libraries = [
  () => import('react').then(() => undefined),
  () => import('@tanstack/react-query').then(() => undefined),
  () => import('react-dom/client').then(() => undefined),
];

async function boot(): Promise<void> {
  // The task that evaluated the entry is done: start in the next one (Lighthouse's blocking
  // time; decision 024). A rendered page's address was cleaned by /boot.js; the shell's has
  // nothing to leak before this runs.
  await nextTask();
  // First, before anything can leak the address: take the launch parameters out of it.
  captureLaunchParams();
  // The language the server rendered in: a public page reloaded without its launch query is
  // rendered in the default language, while this tab keeps its own (sessionStorage).
  const renderedLang = document.documentElement.lang;
  // Set only when it differs: setting an attribute of the root restyles the page.
  if (renderedLang !== documentLang()) document.documentElement.lang = documentLang();
  applyTheme(config.theme);

  let start: typeof Start;
  try {
    ({ start } = await loadInTasks(libraries, () => import('./start.tsx')));
  } catch (error) {
    // Offline or a stale deploy: say so, in the borrower's language, with a way to try again.
    console.error('[boot]', error);
    startFailed(root(), locale());
    return;
  }
  await nextTask();
  await start(renderedLang);
  // This build's scripts and styles from the phone on the next visit (decision 049). Imported
  // statically: whatever this module imports dynamically is preloaded with every page anyway.
  registerOfflineWorker(import.meta.url);
}

function root(): HTMLElement {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  return container;
}

void boot();
