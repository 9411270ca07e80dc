import { describe, expect, it } from 'vitest';
import { demoProducts } from './demo-products.ts';

/** OJK's cap on interest plus fees of a short-term consumer loan since 1 January 2026, in basis points a day. */
const OJK_DAILY_CAP_BPS = 10;

describe('demo catalogue', () => {
  it('keeps every Indonesian product within the cap the loan terms page states', () => {
    for (const p of demoProducts.filter((d) => d.region === 'ID')) {
      const shortestDays = Math.min(...p.periodChoices) * (p.termUnit === 'month' ? 30 : 1);
      // Interest a day plus the upfront fee spread over the shortest term: the dearest choice.
      const perDayBps = p.dailyRateBps + p.feeBps / shortestDays;
      expect(perDayBps, p.code).toBeLessThanOrEqual(OJK_DAILY_CAP_BPS);
    }
  });
});
