/**
 * A notification lost for good: once a bill's time is over, the reconciler asks the provider
 * what was paid into it (Xendit lists a mini-market code's payments) and records it like the
 * notification would have been, once.
 */
import { describe, expect, it } from 'vitest';
import { generateVcode } from '@tenor/contract/endpoints/repay';
import { accountReconciler } from '../src/modules/repay/settlement/account-reconciler.ts';
import { accountRepository } from '../src/modules/repay/va/account-repository.ts';
import { paymentProviders } from '../src/providers/configured.ts';
import { xenditProvider } from '../src/providers/xendit/xendit-provider.ts';
import { deliverWebhook, useStandIns } from './helpers/provider-stand-ins.ts';
import { asBorrower, orderRow, owedOf } from './helpers/repay.ts';
import { demoSession, successData, useTestApp, type TestAppOptions } from './helpers/test-app.ts';

const options: TestAppOptions = {};
const stand = useStandIns(options);
const t = useTestApp(options);

const silent = { info: () => {}, warn: () => {} };

describe('the account reconciler', () => {
  it('applies an Indomaret payment whose callback never came, once, and asks about each bill once', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['174']!;
    const amount = await owedOf(t, orderId);
    const bill = successData(
      generateVcode,
      await asBorrower(t, session, generateVcode.path, {
        orderId,
        amount,
        payType: 2,
        payCode: 'INDOMARET',
        isDefault: 1,
        isDisplay: 0,
        specificNum: 0,
      }),
    );
    // The borrower pays at the cashier; Xendit's callback never reaches Tenor.
    const paid = stand.xendit.pay(bill.cardNo, amount / 100);
    if (!paid.ok) throw new Error(paid.refusal);

    const reconciler = accountReconciler(
      accountRepository(t.db),
      paymentProviders({ IN: null, ID: xenditProvider(t.config.xendit!) }),
      t.config.chargeReconcileAfterMs,
      silent,
    );
    // Before the bill's time is over nobody asks: the callback may still come.
    expect(await reconciler.run()).toBe(0);
    const ended = new Date(Date.parse(bill.expiresAt) + t.config.chargeReconcileAfterMs + 1000);
    expect(await reconciler.run(ended)).toBe(1);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
    // Asked once: the next run finds nothing to ask.
    expect(await reconciler.run(ended)).toBe(0);
    // The callback arriving after all changes nothing.
    const late = await deliverWebhook(t, 'xendit', paid.callback);
    expect(late.json()).toMatchObject({ data: { result: 'duplicate' } });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });
});
