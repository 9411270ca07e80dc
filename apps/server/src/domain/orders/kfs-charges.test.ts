import { describe, expect, it } from 'vitest';
import { indiaPenalCharge, indonesiaDailyCharge } from '../products/late-fee-rules.ts';
import { logKfsRefusals, parsePenal, penalShownOf, withinKfs } from './kfs-charges.ts';

const newClient = { repeat: false };
const repeat = { repeat: true };

describe('nothing charged that the Key Fact Statement does not show', () => {
  it('a statement that shows no penal charge allows none, whatever the rule says, and logs the cut', () => {
    const warned: object[] = [];
    logKfsRefusals({ warn: (details) => warned.push(details) });
    const rule = withinKfs(indonesiaDailyCharge(10), { kind: 'none' }, 7);
    for (const daysLate of [0, 1, 30, 365]) {
      expect(rule({ base: 1_000_000_00, daysLate }, newClient)).toBe(0);
    }
    expect(warned[0]).toMatchObject({ orderId: 7, allowed: 0, shown: 'none' });
  });

  it('never passes the flat charge or the daily rate the statement printed, and keeps a smaller one', () => {
    const flat = withinKfs(
      indiaPenalCharge,
      { kind: 'flat', newClient: 500_00, repeatClient: 400_00 },
      1,
    );
    expect(flat({ base: 10_000_00, daysLate: 3 }, newClient)).toBe(500_00);
    expect(flat({ base: 10_000_00, daysLate: 3 }, repeat)).toBe(400_00);
    const shownIndia = penalShownOf('IN', { late_fee_bps: 0 });
    expect(withinKfs(indiaPenalCharge, shownIndia, 1)({ base: 1, daysLate: 0 }, newClient)).toBe(
      1_000_00,
    );
    // A product raised to 0.1 % a day after the borrower agreed to 0.05 %: 0.05 % it stays.
    const daily = withinKfs(indonesiaDailyCharge(10), { kind: 'daily', bpsPerDay: 5 }, 1);
    const period = { base: 2_000_000_00, daysLate: 10 };
    expect(daily(period, newClient)).toBe(indonesiaDailyCharge(5)(period, newClient));
    expect(daily(period, newClient)).toBeLessThan(indonesiaDailyCharge(10)(period, newClient));
  });

  it('reads what a statement stored: none before migration 048, none when unreadable', () => {
    expect(parsePenal(null)).toBeUndefined();
    expect(parsePenal('not json')).toEqual({ kind: 'none' });
    expect(parsePenal(JSON.stringify(penalShownOf('ID', { late_fee_bps: 0 })))).toEqual({
      kind: 'none',
    });
    expect(parsePenal(JSON.stringify(penalShownOf('ID', { late_fee_bps: 50 })))).toEqual({
      kind: 'daily',
      bpsPerDay: 10,
    });
  });
});
