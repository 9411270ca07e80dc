import { describe, expect, it } from 'vitest';
import { capInForce, costCapProblems, ojkCostCapBps } from './cost-cap.ts';

/** An Indonesian product: 91 or 270 days, Rp1–5 million, 0.2 % a day, a 3 % fee. */
const product = (over: Record<string, unknown> = {}) => ({
  code: 'id-test',
  region: 'ID' as const,
  amount_min: 1_000_000_00,
  amount_max: 5_000_000_00,
  amount_step: 100_000_00,
  term_unit: 'day' as const,
  period_choices: '[91]',
  daily_rate_bps: 20,
  fee_bps: 300,
  late_fee_bps: 10,
  ...over,
});

/** 1 Jan 2025 00:00 in Jakarta is 31 Dec 2024 17:00 UTC. */
const NEW_YEAR_2025_WIB = new Date('2024-12-31T17:00:00.000Z');

describe('OJK’s economic-benefit cap, by date', () => {
  it('splits the band on 1 Jan 2025 in Jakarta: 0.3 % up to 6 months, 0.2 % over; no step in 2026', () => {
    const lastSecond2024 = new Date(NEW_YEAR_2025_WIB.getTime() - 1_000);
    expect(ojkCostCapBps(270, lastSecond2024)).toBe(30);
    expect(ojkCostCapBps(270, NEW_YEAR_2025_WIB)).toBe(20);
    expect(ojkCostCapBps(180, NEW_YEAR_2025_WIB)).toBe(30);
    expect(capInForce(new Date('2026-11-30T00:00:00Z'))).toMatchObject({
      from: '2025-01-01',
      source: 'SEOJK 19/SEOJK.06/2025 Romawi XIV.3',
    });
  });

  it('passes a product within the cap for every term and amount, and India is not checked', () => {
    const now = new Date('2026-11-30T00:00:00Z');
    expect(costCapProblems([product()], now)).toEqual([]);
    expect(costCapProblems([product({ region: 'IN', daily_rate_bps: 100 })], now)).toEqual([]);
  });

  it('refuses a product above the cap in force today, naming product, column, term and source', () => {
    const now = new Date('2026-11-30T00:00:00Z');
    // 270 days at 0.2 % a day plus a 3 % fee: 0.21 % a day, above 0.2 % since 2025 — not in 2024.
    const long = product({ period_choices: '[91, 270]' });
    expect(costCapProblems([long], now)).toEqual([
      "product id-test: daily_rate_bps: with fee_bps, 0.21 % a day for a 270-day loan is above OJK's 0.20 % cap in force since 2025-01-01 (SEOJK 19/SEOJK.06/2025 Romawi XIV.3)",
    ]);
    expect(costCapProblems([long], new Date('2024-06-01T00:00:00Z'))).toEqual([]);
    expect(costCapProblems([product({ late_fee_bps: 35 })], now)).toEqual([
      "product id-test: late_fee_bps: 0.35 % a day is above OJK's late-fee cap of 0.30 % in force since 2025-01-01 (SEOJK 19/SEOJK.06/2025 Romawi XIV.3)",
    ]);
  });
});
