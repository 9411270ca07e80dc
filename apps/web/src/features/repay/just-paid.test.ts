import { afterEach, describe, expect, it } from 'vitest';
import { JUST_PAID_MS, justPaidReceipt, rememberPaid } from './just-paid.ts';

describe('just paid', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers the receipt of an order paid in this tab for half an hour', () => {
    const at = Date.UTC(2025, 10, 23, 10);
    rememberPaid(7, '/repayReceipt?orderId=7&vcode=VC1', at);
    expect(justPaidReceipt(7, at + 1_000)).toBe('/repayReceipt?orderId=7&vcode=VC1');
    expect(justPaidReceipt(7, at + JUST_PAID_MS - 1)).toBe('/repayReceipt?orderId=7&vcode=VC1');
    expect(justPaidReceipt(7, at + JUST_PAID_MS)).toBeUndefined();
    expect(justPaidReceipt(8, at + 1_000)).toBeUndefined();
  });

  it('ignores what does not read as a receipt of this site', () => {
    sessionStorage.setItem('tenor.paid.7', JSON.stringify({ receipt: 'https://x.test/', at: 1 }));
    expect(justPaidReceipt(7, 2)).toBeUndefined();
    sessionStorage.setItem('tenor.paid.7', 'not json');
    expect(justPaidReceipt(7, 2)).toBeUndefined();
  });
});
