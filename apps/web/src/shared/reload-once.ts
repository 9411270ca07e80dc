const RELOADED_AT = 'tenor:reloaded-at';
const RELOAD_AGAIN_AFTER_MS = 60_000;

/**
 * Loads the page again, unless it was loaded again this way in the last minute (or the tab
 * keeps nothing): the one way to ask again for a script whose failed fetch the browser keeps
 * for the page's life (Chromium 150, decision 079). Returns whether it reloads.
 */
export function reloadOnce(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (now - last < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
