import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../shared/format/money.ts';
import {
  chooserUrl,
  loanDetailsUrl,
  parseAmount,
  parseDisplay,
  vaUrl,
  vaUrlAfterChoice,
} from './repay-links.ts';

describe('repay links', () => {
  it('reads an amount as positive minor units only', () => {
    expect(parseAmount('470475000')).toBe(470_475_000);
    expect(parseAmount('1')).toBe(1);
    for (const bad of [
      null,
      undefined,
      '',
      '0',
      '-5',
      '12.5',
      '1e6',
      ' 12',
      'abc',
      '9'.repeat(16),
    ]) {
      expect(parseAmount(bad), String(bad)).toBeUndefined();
    }
  });

  it('display is 1 only for "1"', () => {
    expect(parseDisplay('1')).toBe(1);
    expect(parseDisplay('0')).toBe(0);
    expect(parseDisplay(null)).toBe(0);
    expect(parseDisplay('true')).toBe(0);
  });

  it('the chooser replaces the location with /that?aaa=nnn&amount=..&display=.. plus the order', () => {
    expect(vaUrlAfterChoice({ amount: 150, display: 0, orderId: 7, productId: 3 })).toBe(
      '/that?aaa=nnn&amount=150&display=0&orderId=7&productId=3',
    );
    expect(vaUrlAfterChoice({ amount: 150, display: 1, orderId: 7, productId: undefined })).toBe(
      '/that?aaa=nnn&amount=150&display=1&orderId=7',
    );
  });

  it('instalments go to /that?amount=..; the extension adds display=1', () => {
    expect(vaUrl({ amount: 2500, orderId: 8, productId: 9 })).toBe(
      '/that?amount=2500&orderId=8&productId=9',
    );
    expect(vaUrl({ amount: 300, display: 1, orderId: 8, productId: 9 })).toBe(
      '/that?amount=300&display=1&orderId=8&productId=9',
    );
  });

  it('the change-method row keeps amount, display and the order', () => {
    expect(chooserUrl({ amount: 99, display: 1, orderId: 4, productId: 2 })).toBe(
      '/individual?amount=99&display=1&orderId=4&productId=2',
    );
  });

  it('back to loan details keeps productId and orderId', () => {
    expect(loanDetailsUrl({ orderId: 4, productId: 2 })).toBe('/loanDetails?productId=2&orderId=4');
    expect(loanDetailsUrl({ orderId: 4, productId: undefined })).toBe('/loanDetails?orderId=4');
  });

  it('amounts in links are the minor units the pages show with the money formatter', () => {
    const amount = parseAmount('470475000');
    expect(formatMoney(amount ?? 0, 'IDR')).toBe('Rp 4.704.750,00');
    expect(formatMoney(parseAmount('2613750') ?? 0, 'INR')).toBe('₹26,137.50');
  });
});
