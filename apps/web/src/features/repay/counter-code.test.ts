import { afterEach, describe, expect, it } from 'vitest';
import type { VirtualAccountPayment } from '@tenor/contract/endpoints/repay';
import { endSession } from '../../lib/session.ts';
import {
  counterCode,
  dropKept,
  KEEP_EXPIRED_MS,
  keptState,
  parseCounterCode,
  readKept,
  writeKept,
} from './counter-code.ts';

const deadline = Date.parse('2026-11-30T10:00:00Z');

const payment = (over: Partial<VirtualAccountPayment> = {}): VirtualAccountPayment => ({
  amount: 150_000_00,
  vcode: 'B123',
  cardNo: '8808123456789012',
  payType: 1,
  payCode: 'BCA',
  specificNum: 0,
  payStep: {
    bank: [{ name: 'ATM', steps: ['Insert card', 'Choose transfer'] }],
    market: ['Tell the cashier'],
  },
  telephone: '+62 21 5555 0100',
  expiresAt: new Date(deadline).toISOString(),
  ...over,
});

afterEach(() => localStorage.clear());

describe('counterCode', () => {
  it('keeps only what the counter needs: no phone, no token', () => {
    const code = counterCode(payment(), { orderId: 7, productId: 3 }, 'BCA · ATM', 1000);
    expect(code).toEqual({
      orderId: 7,
      productId: 3,
      vcode: 'B123',
      payType: 1,
      code: '8808123456789012',
      amount: 150_000_00,
      payee: 'BCA · ATM',
      expiresAt: new Date(deadline).toISOString(),
      steps: [{ name: 'ATM', steps: ['Insert card', 'Choose transfer'] }],
      qr: undefined,
      checkedAt: 1000,
    });
    expect(JSON.stringify(code)).not.toContain('5555');
  });

  it("keeps a mini market's steps under its name, and a UPI bill's QR", () => {
    const market = counterCode(payment({ payType: 2 }), { orderId: 7 }, 'ALFAMART', 0);
    expect(market.steps).toEqual([{ name: 'ALFAMART', steps: ['Tell the cashier'] }]);
    const qr = { size: 21, path: 'M0 0h1v1H0z' };
    const upi = counterCode(
      payment({
        payType: 3,
        payStep: { bank: [], market: [] },
        upi: { intentUrl: 'upi://pay', qr },
      }),
      { orderId: 7 },
      'tenor.1@sbox',
      0,
    );
    expect(upi).toMatchObject({ qr, steps: [] });
  });

  it('keeps no UPI ID where only the QR pays the bill', () => {
    const upi = payment({
      payType: 3,
      upi: { intentUrl: 'upi://pay', qr: { size: 1, path: '' }, payByAddress: false },
    });
    expect(counterCode(upi, { orderId: 7 }, '', 0).code).toBe('');
  });
});

describe('keptState', () => {
  const code = counterCode(payment(), { orderId: 7 }, 'BCA', 0);

  it('reads payable before the deadline, expired from it, gone a day after', () => {
    expect(keptState(code, deadline - 1).kind).toBe('payable');
    expect(keptState(code, deadline).kind).toBe('expired');
    expect(keptState(code, deadline + KEEP_EXPIRED_MS - 1).kind).toBe('expired');
    expect(keptState(code, deadline + KEEP_EXPIRED_MS).kind).toBe('gone');
  });

  it('never reads a code without a readable deadline as payable', () => {
    expect(keptState({ ...code, expiresAt: 'soon' }, 0).kind).toBe('gone');
    expect(keptState(undefined, 0).kind).toBe('gone');
  });
});

describe('the kept copy on the phone', () => {
  const code = counterCode(payment(), { orderId: 7 }, 'BCA', 0);

  it('reads back what was kept, and ignores what does not read as a code', () => {
    writeKept(7, code);
    expect(readKept(7, deadline - 1)).toEqual({ kind: 'payable', code });
    expect(parseCounterCode({ ...code, amount: '1' })).toBeUndefined();
    expect(parseCounterCode({ ...code, steps: [{ name: 'ATM' }] })).toBeUndefined();
  });

  it('drops a code expired for long on reading it', () => {
    writeKept(7, code);
    expect(readKept(7, deadline + KEEP_EXPIRED_MS).kind).toBe('gone');
    expect(localStorage.length).toBe(0);
  });

  it('drops the paid bill only, and everything when the session ends', () => {
    writeKept(7, code);
    writeKept(8, { ...code, orderId: 8 });
    localStorage.setItem('tenor.other', 'kept');
    dropKept(7, 'another bill');
    expect(readKept(7, 0).kind).toBe('payable');
    dropKept(7, 'B123');
    expect(readKept(7, 0).kind).toBe('gone');
    endSession();
    expect(readKept(8, 0).kind).toBe('gone');
    expect(localStorage.getItem('tenor.other')).toBe('kept');
  });
});
