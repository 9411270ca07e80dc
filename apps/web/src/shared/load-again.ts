/** The pauses before asking again: a phone that has just found its network often loses the
 * first request or two (its service worker still sees none), and is steady within seconds. */
const PAUSES_MS = [1_000, 3_000];

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads code that comes over the network (a page's chunk and its texts) and, when that fails
 * while the phone says it is online, asks again after each pause. Offline it fails at once, so
 * the page's error with its Reload shows instead of a tap that seems to do nothing.
 */
export async function loadAgain<T>(load: () => Promise<T>, pauses = PAUSES_MS): Promise<T> {
  for (const ms of pauses) {
    try {
      return await load();
    } catch (error) {
      if (typeof navigator !== 'undefined' && !navigator.onLine) throw error;
      await pause(ms);
    }
  }
  return load();
}
