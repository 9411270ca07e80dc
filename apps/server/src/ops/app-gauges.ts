import type { Config } from '../config.ts';
import { poolOf, type Db } from '../db/database.ts';
import { eventLimiter } from '../providers/event-limiter.ts';
import type { AppGauges } from '../kernel/metrics.ts';

const HOUR_MS = 3_600_000;

/** What the metrics read from this app when scraped: the SMS budget's use, the pool. */
export function appGauges(db: Db, config: Config): AppGauges {
  const limiter = eventLimiter(db);
  // The hourly budget's own key (modules/promo/limits.ts): every instance's sends.
  const budgetKey = { scope: 'promoSmsAll', subject: '*', windows: [] };
  return {
    async smsBudget() {
      const used = await limiter.count(budgetKey, new Date(Date.now() - HOUR_MS));
      return { used, budget: config.promoSms.hourlyBudget };
    },
    pool() {
      const pool = poolOf(db);
      if (pool === undefined) return undefined;
      return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
    },
  };
}
