import { describe, expect, it } from 'vitest';
import {
  INDONESIA_MAX_DAILY_BPS,
  indiaPenalCharge,
  indonesiaDailyCharge,
  lateFeeRuleOf,
} from './late-fee-rules.ts';

const newClient = { repeat: false };
const repeatClient = { repeat: true };

describe('indiaPenalCharge', () => {
  it('is ₹1,000 for a new client and ₹800 for a repeat client', () => {
    expect(indiaPenalCharge({ base: 1_045_500, daysLate: 5 }, newClient)).toBe(1_000_00);
    expect(indiaPenalCharge({ base: 1_045_500, daysLate: 5 }, repeatClient)).toBe(800_00);
  });

  it('is flat: the same on the due date, a year later and on any amount', () => {
    for (const daysLate of [0, 1, 365]) {
      for (const base of [1_00, 52_27_500, 5_00_00_000]) {
        expect(indiaPenalCharge({ base, daysLate }, newClient)).toBe(1_000_00);
      }
    }
  });
});

describe('indonesiaDailyCharge', () => {
  const charge = indonesiaDailyCharge(10);
  // Rp 3,453,334 overdue.
  const base = 3_453_334_00;

  it('owes nothing on the due date (day 0)', () => {
    expect(charge({ base, daysLate: 0 }, newClient)).toBe(0);
  });

  it('is 0.1 % a day of the overdue amount, rounded down to the rupiah', () => {
    expect(charge({ base, daysLate: 1 }, newClient)).toBe(3_453_00); // Rp 3,453.334 → Rp 3,453
    expect(charge({ base, daysLate: 5 }, newClient)).toBe(17_266_00); // Rp 17,266.67 → 17,266
    expect(charge({ base, daysLate: 30 }, newClient)).toBe(103_600_00); // Rp 103,600.02
  });

  it('counts each day afresh from the base, so rounding never adds up', () => {
    const oneRupiahADay = 1_000_00; // Rp 1,000 overdue: Rp 1 a day
    expect(charge({ base: oneRupiahADay, daysLate: 1 }, newClient)).toBe(100);
    expect(charge({ base: 1_999_00, daysLate: 1 }, newClient)).toBe(100); // Rp 1.999 → Rp 1
    expect(charge({ base: 1_999_00, daysLate: 2 }, newClient)).toBe(300); // Rp 3.998 → Rp 3
  });

  it('never charges more than 0.1 % a day, whatever the product says', () => {
    expect(indonesiaDailyCharge(100)({ base, daysLate: 1 }, newClient)).toBe(3_453_00);
    expect(indonesiaDailyCharge(5)({ base, daysLate: 2 }, newClient)).toBe(3_453_00);
    expect(indonesiaDailyCharge(-5)({ base, daysLate: 9 }, newClient)).toBe(0);
    expect(INDONESIA_MAX_DAILY_BPS).toBe(10);
  });

  it('is the same for a repeat client', () => {
    expect(charge({ base, daysLate: 5 }, repeatClient)).toBe(17_266_00);
  });
});

describe('lateFeeRuleOf', () => {
  it("takes each market's rule", () => {
    expect(lateFeeRuleOf('IN', 200)({ base: 1_000_000, daysLate: 3 }, newClient)).toBe(1_000_00);
    expect(lateFeeRuleOf('ID', 10)({ base: 1_000_000_00, daysLate: 3 }, newClient)).toBe(
      3_000_00, // Rp 3,000: 3 days of 0.1 % of Rp 1,000,000
    );
  });
});
