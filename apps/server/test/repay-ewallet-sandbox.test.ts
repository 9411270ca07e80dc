/**
 * E-wallets in the demo (decision 077): the sandbox has no wallet app, so it hands the
 * borrower straight back to the bill's receipt, and `/dev/*` pays or declines the request; a
 * declined one reads failed through the same status check as Xendit's, and asking again makes
 * a new one.
 */
import { describe, expect, it } from 'vitest';
import { devPaymentDecline, devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import { paymentStatus } from '@tenor/contract/endpoints/repay';
import { asBorrower, issueAccount, unpaidTotals } from './helpers/repay.ts';
import { demoSession, postJson, successData, useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

describe('e-wallets in the demo (the sandbox wallet)', () => {
  it('sends the borrower back to the receipt, declines through /dev/payments/decline, and the next ask is a new request that the sandbox pays', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['170']!;
    const owed = (await unpaidTotals(t, orderId)).reduce((a, b) => a + b, 0);
    const dana = { orderId, amount: owed, payType: 5 as const, payCode: 'DANA' };
    const bill = await issueAccount(t, session, dana);
    expect(bill.ewallet?.url).toMatch(
      new RegExp(`/repayReceipt\\?orderId=${orderId}&vcode=${bill.vcode}$`),
    );
    expect(bill.cardNo).toMatch(/^EW\d{14}$/);
    const status = async (vcode: string) =>
      successData(
        paymentStatus,
        await asBorrower(t, session, paymentStatus.path, { orderId, vcode }),
      );
    expect(await status(bill.vcode)).toEqual({ paid: false, state: 'open' });

    expect(
      successData(
        devPaymentDecline,
        await postJson(t.app, devPaymentDecline.path, { cardNo: bill.cardNo }),
      ),
    ).toBeNull();
    expect(await status(bill.vcode)).toEqual({ paid: false, state: 'failed' });
    // Declined once is declined: a second decline is refused (1009).
    const again = await postJson(t.app, devPaymentDecline.path, { cardNo: bill.cardNo });
    expect(again.json()).toMatchObject({ code: '1009' });

    const next = await issueAccount(t, session, dana);
    expect(next.vcode).not.toBe(bill.vcode);
    const paid = await postJson(t.app, devPaymentSimulate.path, { cardNo: next.cardNo });
    expect(successData(devPaymentSimulate, paid)).toBeNull();
    expect(await status(next.vcode)).toEqual({ paid: true, state: 'paid' });
  });
});
