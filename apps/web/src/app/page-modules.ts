import { nextTask } from './next-task.ts';

/**
 * The page's own scripts, from the list the server writes for `/boot.js` (`<meta
 * name="tenor-modules">`, each file after the files it imports): those listed after the app's
 * start, `startFile` — the page's chunk, the chunks it imports that the start does not, its
 * language packs. What is listed before the start has run already (main.tsx). Without the
 * list (a page the server did not render) or the start in it (the dev server), none.
 */
export function pageModules(list: string | null | undefined, startFile: string): string[] {
  const files = (list ?? '').split(' ').filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
  const start = files.indexOf(startFile);
  return start < 0 ? [] : files.slice(start + 1);
}

/**
 * Runs the files in order, each in a task of its own. Imported by the page's chunk instead,
 * they would all run in one task: on `/that`, zod's schemas, the repayment kit and the page,
 * the longest task after the first paint (decision 024, session 17). Rejects with the first
 * that fails to load.
 */
export async function runInTasks(files: readonly string[]): Promise<void> {
  for (const file of files) {
    await nextTask();
    await import(/* @vite-ignore */ file);
  }
}
