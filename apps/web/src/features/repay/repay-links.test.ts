import { describe, expect, it } from 'vitest';
import { parsePageParams } from '@tenor/contract/page-params';
import { pagePaths } from '@tenor/contract/paths';
import { chooserUrl, loanDetailsUrl, vaUrl, vaUrlAfterChoice } from './repay-links.ts';

describe('repay links', () => {
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

  it('builds links the pages read back through their contract schemas', () => {
    const read = (url: string) => {
      const [path, query] = url.split('?');
      return { path, query: new URLSearchParams(query) };
    };
    const va = read(vaUrl({ amount: 470_475_000, display: 1, orderId: 8, productId: 9 }));
    expect(va.path).toBe(pagePaths.repay);
    expect(parsePageParams('repay', va.query)).toEqual({
      amount: 470_475_000,
      display: 1,
      orderId: 8,
      productId: 9,
    });
    const chooser = read(chooserUrl({ amount: 99, display: 0, orderId: 4 }));
    expect(parsePageParams('repayChoice', chooser.query)).toEqual({
      amount: 99,
      display: 0,
      orderId: 4,
      productId: undefined,
    });
  });
});
