import { setBounded } from '../db/bounded-map.ts';

/** Keys remembered at once; the oldest is dropped beyond this. */
const MAX_KEYS = 10_000;

/** `granted`: render; `spent`: send the shell; `justSpent`: the same, first time this minute. */
export type BudgetAnswer = 'granted' | 'spent' | 'justSpent';

export interface RenderBudget {
  /** Spends one render of `key`'s minute: a verified borrower's (`borrower:<id>`) or an address's. */
  take(key: string, nowMs?: number): BudgetAnswer;
}

/**
 * Server renders per key and minute (docs/decisions/012-api-fast-path.md, seventh pass). A
 * render costs ~4 ms of CPU and its calls are made in-process, past the API's rate limit, so
 * without a budget a client could make the server render without end. Past the budget the
 * page goes out as its shell: the browser then fetches the data through the API, which the
 * rate limit counts. The budget is the API's own per-minute limit (0: none). The key is
 * chosen by the renderer (plugins/page-render.ts): the borrower of a valid session, else the
 * client address; an invalid token is never rendered, so inventing tokens buys nothing.
 */
export function renderBudget(perMinute: number, max = MAX_KEYS): RenderBudget {
  const windows = new Map<string, { minute: number; used: number }>();
  return {
    take(key, nowMs = Date.now()) {
      if (perMinute === 0) return 'granted';
      const minute = Math.floor(nowMs / 60_000);
      const window = windows.get(key);
      if (window === undefined || window.minute !== minute) {
        setBounded(windows, key, { minute, used: 1 }, max);
        return 'granted';
      }
      window.used += 1;
      if (window.used <= perMinute) return 'granted';
      return window.used === perMinute + 1 ? 'justSpent' : 'spent';
    },
  };
}
