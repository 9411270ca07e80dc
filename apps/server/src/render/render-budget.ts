import { andThen, type MaybePromise } from '../kernel/maybe-promise.ts';
import type { WindowCounter } from '../http/shared-windows.ts';

const MINUTE_MS = 60_000;

/** `granted`: render; `spent`: send the shell; `justSpent`: the same, first time this minute. */
export type BudgetAnswer = 'granted' | 'spent' | 'justSpent';

export interface RenderBudget {
  /** Spends one render of `key`'s minute: a verified borrower's (`borrower:<id>`) or an address's. */
  take(key: string, nowMs?: number): MaybePromise<BudgetAnswer>;
}

/**
 * Server renders per key and minute (docs/decisions/012-api-fast-path.md, seventh pass). A
 * render costs ~4 ms of CPU and its calls are made in-process, past the API's rate limit, so
 * without a budget a client could make the server render without end. Past the budget the
 * page goes out as its shell: the browser then fetches the data through the API, which the
 * rate limit counts. The budget is the API's own per-minute limit (0: none). The key is
 * chosen by the renderer (render/page-render.ts): the borrower of a valid session, else the
 * client address; an invalid token is never rendered, so inventing tokens buys nothing. The
 * counts are the app's window counter: shared by every instance on PostgreSQL.
 */
export function renderBudget(perMinute: number, counter: WindowCounter): RenderBudget {
  return {
    take(key, nowMs = Date.now()) {
      if (perMinute === 0) return 'granted';
      return andThen(counter.hit(`render:${key}`, MINUTE_MS, nowMs), ({ count }) => {
        if (count <= perMinute) return 'granted';
        return count === perMinute + 1 ? 'justSpent' : 'spent';
      });
    },
  };
}
