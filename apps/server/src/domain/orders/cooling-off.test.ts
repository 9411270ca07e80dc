import { orderStatus } from '@tenor/contract/orders';
import { describe, expect, it } from 'vitest';
import { coolingOffUntil, exitQuote, type ExitTerms } from './cooling-off.ts';

/** ₹10,000 at 0.1 % a day, ₹500 fee deducted, disbursed 29 Nov 2026 10:00 UTC (15:30 IST), 3 days. */
const loan: ExitTerms = {
  region: 'IN',
  status: orderStatus.disbursed,
  amount: 1_000_000,
  feeAmount: 50_000,
  interestAmount: 91_000,
  paidAmount: 0,
  disbursedAt: '2026-11-29T10:00:00.000Z',
  dailyRateBps: 10,
  coolingOffDays: 3,
  feeKept: false,
};
const at = (iso: string) => new Date(iso);

describe('exitQuote', () => {
  it('is offered in the window’s last second and refused from the first second after', () => {
    expect(coolingOffUntil(loan)?.toISOString()).toBe('2026-12-02T10:00:00.000Z');
    const last = exitQuote(loan, at('2026-12-02T09:59:59.000Z'));
    expect(last).toEqual({
      until: '2026-12-02T10:00:00.000Z',
      daysHeld: 3,
      principal: 950_000,
      interest: 3_000,
      feeKept: 0,
      total: 953_000,
    });
    expect(exitQuote(loan, at('2026-12-02T09:59:59.999Z'))).not.toBeNull();
    expect(exitQuote(loan, at('2026-12-02T10:00:00.000Z'))).toBeNull();
    expect(exitQuote(loan, at('2026-12-02T10:00:01.000Z'))).toBeNull();
  });

  it('counts the days held in the market’s calendar days, at least one', () => {
    // Disbursed 23:30 IST on 29 Nov (01:00 WIB on 30 Nov); asked at 00:15 IST on 1 Dec (01:45 WIB).
    const late = { ...loan, disbursedAt: '2026-11-29T18:00:00.000Z' };
    const now = at('2026-11-30T18:45:00.000Z');
    expect(exitQuote(late, now)?.daysHeld).toBe(2);
    expect(
      exitQuote({ ...late, region: 'ID', amount: 1_000_000_00, feeAmount: 0 }, now)?.daysHeld,
    ).toBe(1);
    // The same market day as the disbursal: one day of interest, never none.
    expect(exitQuote(loan, at('2026-11-29T10:00:01.000Z'))).toMatchObject({
      daysHeld: 1,
      interest: 1_000,
    });
  });

  it('adds the processing fee back only when the KFS says the lender keeps it', () => {
    const now = at('2026-11-30T11:00:00.000Z');
    expect(exitQuote(loan, now)).toMatchObject({ principal: 950_000, feeKept: 0, total: 951_000 });
    expect(exitQuote({ ...loan, feeKept: true }, now)).toMatchObject({
      principal: 950_000,
      feeKept: 50_000,
      total: 1_001_000,
    });
  });

  it('never charges more interest than the whole term’s, and rounds to what the market pays', () => {
    const long = { ...loan, coolingOffDays: 30, interestAmount: 2_500 };
    expect(exitQuote(long, at('2026-12-20T10:00:00.000Z'))?.interest).toBe(2_500);
    const rupiah: ExitTerms = {
      ...loan,
      region: 'ID',
      amount: 1_234_567_00,
      feeAmount: 0,
      dailyRateBps: 7,
      interestAmount: 10_000_000_00,
    };
    expect((exitQuote(rupiah, at('2026-11-30T11:00:00.000Z'))?.interest ?? 1) % 100).toBe(0);
  });

  it('is not offered before disbursal, once anything is paid, after closing or without a period', () => {
    const now = at('2026-11-30T11:00:00.000Z');
    expect(exitQuote({ ...loan, status: orderStatus.approved, disbursedAt: null }, now)).toBeNull();
    expect(exitQuote({ ...loan, paidAmount: 1 }, now)).toBeNull();
    expect(exitQuote({ ...loan, status: orderStatus.settled }, now)).toBeNull();
    expect(exitQuote({ ...loan, status: orderStatus.closedCoolingOff }, now)).toBeNull();
    expect(exitQuote({ ...loan, coolingOffDays: 0 }, now)).toBeNull();
    expect(exitQuote({ ...loan, status: orderStatus.instalmentsInProgress }, now)).not.toBeNull();
  });
});
