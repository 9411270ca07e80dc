/**
 * What a provider's callbacks (payment webhooks, SMS delivery receipts) may spend. Only a
 * request whose signature verified counts against its provider's budget: a provider sends from
 * a few addresses in bursts (a day's settlements), so its budget is per provider, never per
 * address. A request that did not verify counts against its client key's small allowance
 * instead (http/client-key.ts). A verified request never reads that allowance, and no
 * unverified one adds to a provider's budget: no volume of junk, from any address, can delay
 * a real notification. Both counts are shared by every instance (shared-windows.ts).
 */
import type { FastifyRequest } from 'fastify';
import { codes } from '@tenor/contract/envelope';
import { AppError } from './app-error.ts';
import { requestClientKey } from './client-key.ts';
import type { WindowCounter } from './shared-windows.ts';
import { t } from '../i18n.ts';

const MINUTE_MS = 60_000;

export interface CallbackLimits {
  /** Verified callbacks one provider may send a minute. */
  verifiedPerMinute: number;
  /** Callbacks that did not verify one client may send a minute before it is answered 429. */
  unverifiedPerMinute: number;
}

export const CALLBACK_LIMITS: CallbackLimits = { verifiedPerMinute: 3000, unverifiedPerMinute: 60 };

const slowDown = () => new AppError(codes.rateLimited, t.later('rateLimited'), 429);

export function callbackBudget(windows: WindowCounter, limits: CallbackLimits = CALLBACK_LIMITS) {
  const take = async (key: string, max: number) => {
    if ((await windows.hit(key, MINUTE_MS)).count > max) throw slowDown();
  };
  return {
    /**
     * A verified callback of `provider` (a configured provider's own name, never a path's
     * text): 429 past its budget.
     */
    verified: (provider: string) => take(`callback:${provider}`, limits.verifiedPerMinute),
    /** A callback that did not verify (or names no provider): 429 past its client's allowance. */
    unverified: (request: FastifyRequest) =>
      take(`callback-unverified:${requestClientKey(request)}`, limits.unverifiedPerMinute),
  };
}

export type CallbackBudget = ReturnType<typeof callbackBudget>;
