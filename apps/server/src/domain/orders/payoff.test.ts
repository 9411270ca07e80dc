import { orderStatus } from '@tenor/contract/orders';
import { describe, expect, it } from 'vitest';
import { payoffQuote, payoffTotals, type PayoffTerms } from './payoff.ts';

const at = (iso: string) => new Date(iso);

/** ₹10,000 at 0.1 % a day for 91 days, disbursed 29 Nov 2026 10:00 UTC (15:30 IST). */
const india: PayoffTerms = {
  order: {
    status: orderStatus.disbursed,
    amount: 1_000_000,
    interest_amount: 91_000,
    disbursed_at: '2026-11-29T10:00:00.000Z',
  },
  product: { region: 'IN', daily_rate_bps: 10 },
  plan: [
    {
      status: 'pending',
      principal: 1_000_000,
      interest: 91_000,
      fee: 0,
      late_fee: 0,
      total: 1_091_000,
    },
  ],
};

/** Rp 3.000.000 over 3 months at 0.05 % a day, disbursed 1 Oct 2026 03:00 UTC (10:00 WIB). */
const indonesia: PayoffTerms = {
  order: {
    status: orderStatus.instalmentsInProgress,
    amount: 300_000_000,
    interest_amount: 13_500_000,
    disbursed_at: '2026-10-01T03:00:00.000Z',
  },
  product: { region: 'ID', daily_rate_bps: 5, part_prepayment: 1 },
  plan: [
    {
      status: 'paid',
      principal: 100_000_000,
      interest: 4_500_000,
      fee: 0,
      late_fee: 0,
      total: 104_500_000,
    },
    {
      status: 'special',
      principal: 100_000_000,
      interest: 4_500_000,
      fee: 0,
      late_fee: 300_000,
      total: 104_800_000,
    },
    {
      status: 'pending',
      principal: 100_000_000,
      interest: 4_500_000,
      fee: 0,
      late_fee: 0,
      total: 104_500_000,
    },
  ],
};

describe('payoffQuote', () => {
  it('India: principal, interest for the market days held, no charges, valid to 23:59:59 IST', () => {
    // 3 Dec 2026 12:00 IST: four market days after 29 Nov.
    const quote = payoffQuote(india, at('2026-12-03T06:30:00.000Z'));
    expect(quote).toEqual({
      quotedOn: '2026-12-03',
      validUntil: '2026-12-03T18:29:59.000Z',
      daysHeld: 4,
      principal: 1_000_000,
      interest: 4_000,
      charges: 0,
      total: 1_004_000,
      outstanding: 1_091_000,
      partPrepayment: false,
    });
  });

  it('India: the day changes at midnight IST, not UTC — the quote at 23:59:59 and at 00:00 differ', () => {
    const last = payoffQuote(india, at('2026-12-03T18:29:59.000Z'));
    const next = payoffQuote(india, at('2026-12-03T18:30:00.000Z'));
    expect(last?.quotedOn).toBe('2026-12-03');
    expect(next?.quotedOn).toBe('2026-12-04');
    expect(next?.validUntil).toBe('2026-12-04T18:29:59.000Z');
    expect(next!.total - last!.total).toBe(1_000);
  });

  it('counts at least one day on the day of disbursal, and never more than the whole term’s interest', () => {
    expect(payoffQuote(india, at('2026-11-29T12:00:00.000Z'))?.interest).toBe(1_000);
    expect(payoffQuote(india, at('2027-06-01T00:00:00.000Z'))?.interest).toBe(91_000);
    expect(payoffQuote(india, at('2027-06-01T00:00:00.000Z'))?.total).toBe(1_091_000);
  });

  it('Indonesia: the unpaid principal, interest to date less what paid periods carried, the penal charge whole, valid to 23:59:59 WIB', () => {
    // 10 Nov 2026 09:00 WIB: 40 market days; 40 × Rp 1.500 a day = Rp 60.000 less Rp 45.000 paid.
    const quote = payoffQuote(indonesia, at('2026-11-10T02:00:00.000Z'));
    expect(quote).toEqual({
      quotedOn: '2026-11-10',
      validUntil: '2026-11-10T16:59:59.000Z',
      daysHeld: 40,
      principal: 200_000_000,
      interest: 1_500_000,
      charges: 300_000,
      total: 201_800_000,
      outstanding: 209_300_000,
      partPrepayment: true,
    });
  });

  it('offers nothing before disbursal or once the loan is closed', () => {
    const approved = {
      ...india,
      order: { ...india.order, status: orderStatus.approved, disbursed_at: null },
    };
    expect(payoffQuote(approved, at('2026-12-03T06:30:00.000Z'))).toBeNull();
    const settled = { ...india, order: { ...india.order, status: orderStatus.settled } };
    expect(payoffQuote(settled, at('2026-12-03T06:30:00.000Z'))).toBeNull();
  });
});

describe('payoffTotals', () => {
  it('spreads the quote’s interest over the unpaid periods in order, adding up to the quote', () => {
    const plan = indonesia.plan.map((p, i) => ({ ...p, period_no: i + 1 }));
    const totals = payoffTotals(plan, 1_500_000);
    expect([...totals]).toEqual([
      [2, 101_800_000],
      [3, 100_000_000],
    ]);
    expect([...totals.values()].reduce((a, b) => a + b, 0)).toBe(201_800_000);
  });
});
