/** The promotion's instruments (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts. */
import { counter, watchedGauge } from '../../kernel/metrics.ts';

/** Counted by the landing's get-sms (sms-service.ts, decision 038). */
export const promoSmsRefusals = counter({
  name: 'tenor_promo_sms_refusals_total',
  help: 'Promotion SMS codes refused by a limit: session, client, prefix, budget; shedClient and shedPrefix when a heavy source was refused because the hourly budget is filling.',
  labelNames: ['limit'] as const,
});

/** Promotion SMS sent in the last hour, and the hourly budget. */
type BudgetReader = () => Promise<{ used: number; budget: number }>;

/** What the gauge reads when scraped. */
export const watchSmsBudget = watchedGauge<BudgetReader>(
  {
    name: 'tenor_promo_sms_budget_used_ratio',
    help: 'Share of the hourly promotion SMS budget used in the last hour (1: sending stops).',
  },
  async (gauge, readBudget) => {
    const { used, budget } = await readBudget();
    gauge.set(budget > 0 ? used / budget : 0);
  },
);
