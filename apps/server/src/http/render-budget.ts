import type { FastifyRequest } from 'fastify';
import type { LaunchParamKey } from '@tenor/contract/launch';
import { setBounded } from '../db/bounded-map.ts';

/** The launch parameter that carries the session (docs/native-integration.md). */
const TOKEN: LaunchParamKey = 'token';

/** Keys remembered at once; the oldest is dropped beyond this. */
const MAX_KEYS = 10_000;

/** `granted`: render; `spent`: send the shell; `justSpent`: the same, first time this minute. */
export type BudgetAnswer = 'granted' | 'spent' | 'justSpent';

export interface RenderBudget {
  take(request: FastifyRequest, nowMs?: number): BudgetAnswer;
}

/**
 * Server renders per launch token (else per address) and minute (docs/decisions/012-api-fast-path.md,
 * seventh pass). A render costs ~4 ms of CPU and its calls are made in-process, past the API's
 * rate limit, so without a budget a token could make the server render without end. Past the
 * budget the page goes out as its shell: the browser then fetches the data through the API,
 * which the rate limit counts. The budget is the API's own per-minute limit (0: none).
 */
export function renderBudget(perMinute: number, max = MAX_KEYS): RenderBudget {
  const windows = new Map<string, { minute: number; used: number }>();
  return {
    take(request, nowMs = Date.now()) {
      if (perMinute === 0) return 'granted';
      const minute = Math.floor(nowMs / 60_000);
      const key = keyOf(request);
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

function keyOf(request: FastifyRequest): string {
  const token = (request.query as Record<string, unknown> | undefined)?.[TOKEN];
  return typeof token === 'string' && token !== '' ? `token:${token}` : `address:${request.ip}`;
}
