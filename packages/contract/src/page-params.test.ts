import { describe, expect, it } from 'vitest';
import { pageParams, parsePageParams } from './page-params.ts';
import { pagePaths } from './paths.ts';

const read = <K extends keyof typeof pagePaths>(page: K, query: string) =>
  parsePageParams(page, new URLSearchParams(query));

describe('page parameters', () => {
  it('are read for pages of the contract only; other pages read none', () => {
    for (const page of Object.keys(pageParams)) expect(pagePaths).toHaveProperty(page);
    expect(read('loginFail', 'orderId=9')).toEqual({});
  });

  it('reads ids as positive whole numbers', () => {
    expect(read('loanDetails', 'orderId=9&productId=2')).toEqual({ orderId: 9, productId: 2 });
    expect(read('loanDetails', 'orderId=007')).toEqual({ orderId: 7, productId: undefined });
    for (const bad of ['0', '000', '-3', '1.5', 'abc', '', '1234567890123456']) {
      expect(read('confirmLoan', `productId=${bad}`)).toBeUndefined();
    }
  });

  it('makes the link invalid when a needed parameter is absent', () => {
    expect(read('confirmLoan', '')).toBeUndefined();
    expect(read('loanDetails', 'productId=2')).toBeUndefined();
    expect(read('cardRepay', 'orderId=9')).toBeUndefined();
    expect(read('repay', 'orderId=9&amount=0')).toBeUndefined();
  });

  it('leaves an absent or unreadable optional parameter undefined, never 0', () => {
    expect(read('installmentRepay', 'orderId=9')).toEqual({ orderId: 9, productId: undefined });
    expect(read('repayDelay', 'orderId=9&productId=x')).toEqual({
      orderId: 9,
      productId: undefined,
    });
    expect(read('relevant', '')).toEqual({ scene: undefined });
    expect(read('relevant', 'scene=')).toEqual({ scene: undefined });
    expect(read('relevant', 'scene=banner_fudai')).toEqual({ scene: 'banner_fudai' });
  });

  it('reads the extension-fee flag of the repayment pages as 0 or 1', () => {
    expect(read('repay', 'amount=2613750&orderId=9&productId=2&display=1')).toEqual({
      orderId: 9,
      productId: 2,
      amount: 2_613_750,
      display: 1,
    });
    expect(read('repayChoice', 'amount=5&orderId=9')?.display).toBe(0);
    expect(read('repayChoice', 'amount=5&orderId=9&display=yes')?.display).toBe(0);
  });

  it('takes the first of a repeated key and drops keys the page does not read', () => {
    expect(read('loanDetails', 'orderId=4&orderId=5&aaa=nnn')).toEqual({
      orderId: 4,
      productId: undefined,
    });
    expect(read('errorPage', 'anything=1')).toEqual({});
  });

  it("reads a wallet, a bill code and the complaint form's origin only as the contract writes them", () => {
    const ewallet = 'orderId=9&amount=5';
    expect(read('repayEwallet', `${ewallet}&wallet=OVO`)?.wallet).toBe('OVO');
    expect(read('repayEwallet', `${ewallet}&wallet=ovo`)).toBeUndefined();
    expect(read('repayEwallet', ewallet)).toBeUndefined();
    expect(read('repayReceipt', 'orderId=9&vcode=88-12_ab')?.vcode).toBe('88-12_ab');
    expect(read('repayReceipt', 'orderId=9&vcode=8 8')).toEqual({
      orderId: 9,
      productId: undefined,
      vcode: undefined,
      repaymentId: undefined,
    });
    expect(read('complainNext', 'from=chat')?.from).toBe('chat');
    expect(read('complainNext', 'from=mail&problemType=' + 'x'.repeat(33))).toEqual({
      problemType: undefined,
      problemSonType: undefined,
      orderNo: undefined,
      from: undefined,
    });
  });
});
