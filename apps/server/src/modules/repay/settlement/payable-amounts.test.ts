import { describe, expect, it } from 'vitest';
import { checkAmount, payableNow, payableOptions } from './payable-amounts.ts';

const p = (status: 'pending' | 'paid' | 'special', total: number) => ({ status, total });

describe('payableOptions', () => {
  it('offers a day loan its outstanding only', () => {
    expect(
      payableOptions({ status: 174, plan: [p('pending', 1_045_500)], extensionFee: null }),
    ).toEqual([{ amount: 1_045_500, purpose: 'repay', periods: 1 }]);
  });

  it('offers an instalment loan every run of next unpaid periods, in order', () => {
    const plan = [p('paid', 100), p('special', 120), p('pending', 130), p('pending', 140)];
    expect(payableOptions({ status: 5, plan, extensionFee: 30 })).toEqual([
      { amount: 120, purpose: 'repay', periods: 1 },
      { amount: 250, purpose: 'repay', periods: 2 },
      { amount: 390, purpose: 'repay', periods: 3 },
      { amount: 30, purpose: 'extension', periods: 0 },
    ]);
  });

  it('offers nothing before disbursal or after settlement', () => {
    for (const status of [21, 110, 151, 200, 4]) {
      expect(payableOptions({ status, plan: [p('pending', 100)], extensionFee: 5 })).toEqual([]);
    }
  });
});

describe('checkAmount', () => {
  const instalments = payableOptions({
    status: 3,
    plan: [p('paid', 100), p('pending', 120), p('pending', 130)],
    extensionFee: 40,
  });
  const dayLoan = payableOptions({ status: 180, plan: [p('special', 500)], extensionFee: null });

  it('matches the outstanding, a run of instalments or the fee, by purpose', () => {
    expect(checkAmount(instalments, 120, 'repay')).toMatchObject({
      ok: true,
      option: { periods: 1 },
    });
    expect(checkAmount(instalments, 250, 'repay')).toMatchObject({
      ok: true,
      option: { periods: 2 },
    });
    expect(checkAmount(instalments, 40, 'extension')).toMatchObject({
      ok: true,
      option: { purpose: 'extension' },
    });
  });

  it('says what would have been accepted', () => {
    expect(checkAmount(instalments, 130, 'repay')).toEqual({
      ok: false,
      reason: 'notInstalments',
      expected: 250,
    });
    expect(checkAmount(instalments, 40, 'repay')).toMatchObject({ reason: 'notInstalments' });
    expect(checkAmount(instalments, 120, 'extension')).toEqual({
      ok: false,
      reason: 'notExtensionFee',
      expected: 40,
    });
    expect(checkAmount(dayLoan, 499, 'repay')).toEqual({
      ok: false,
      reason: 'notOutstanding',
      expected: 500,
    });
    expect(checkAmount(dayLoan, 50, 'extension')).toEqual({ ok: false, reason: 'noExtension' });
    expect(checkAmount([], 100, 'repay')).toEqual({ ok: false, reason: 'nothingToPay' });
  });
});

describe('payableNow', () => {
  const options = payableOptions({
    status: 5,
    plan: [p('special', 120), p('pending', 130), p('pending', 140)],
    extensionFee: 30,
  });

  it("keeps the link's amount when the order takes it", () => {
    expect(payableNow(options, 250, 'repay')).toMatchObject({
      option: { amount: 250, periods: 2 },
      changed: false,
      settles: false,
    });
    expect(payableNow(options, 390, 'repay')).toMatchObject({ changed: false, settles: true });
  });

  it('replaces a stale or altered amount by the smallest that covers it, else the whole', () => {
    expect(payableNow(options, 1, 'repay')).toMatchObject({
      option: { amount: 120 },
      changed: true,
    });
    expect(payableNow(options, 240, 'repay')).toMatchObject({ option: { amount: 250 } });
    expect(payableNow(options, 10_000, 'repay')).toMatchObject({
      option: { amount: 390 },
      changed: true,
      settles: true,
    });
    expect(payableNow(options, 31, 'extension')).toMatchObject({
      option: { amount: 30 },
      changed: true,
      settles: false,
    });
  });

  it('answers the whole outstanding (or the fee) without an amount, nothing when none is owed', () => {
    expect(payableNow(options, undefined, 'repay')).toMatchObject({
      option: { amount: 390 },
      changed: false,
    });
    expect(payableNow([], 100, 'repay')).toBeUndefined();
    expect(payableNow(options.slice(0, 3), 30, 'extension')).toBeUndefined();
  });
});
