/** Resolves in a task of its own, after the browser has had its turn (a tap, a frame). */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `work` when the browser has nothing better to do: within 2 s on a busy page, and soon
 * in a WebView without the API.
 */
export const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
};

/**
 * Runs each module loader in a task of its own, then `last`, and gives its module: how the
 * entries run their libraries before their start (decision 024), so no module's first run
 * shares a task with another's. Rejects with the first that fails to load.
 */
export async function loadInTasks<T>(
  loaders: readonly (() => Promise<unknown>)[],
  last: () => Promise<T>,
): Promise<T> {
  for (const load of loaders) {
    await nextTask();
    await load();
  }
  await nextTask();
  return last();
}
