import { beforeAll, describe, expect, it } from 'vitest';
import { devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import {
  generateVcode,
  initPayType,
  instalmentDetail,
  repaymentCommit,
  repaymentWay,
} from '@tenor/contract/endpoints/repay';
import { asBorrower, formAsBorrower } from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postJson,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

describe('repayment without payment or SMS providers', () => {
  let session: DemoSession;
  const t = useTestApp({ env: { PAYMENT_PROVIDER: 'none', SMS_PROVIDER: 'none' } });
  beforeAll(async () => {
    session = await demoSession(t.app, { region: 'ID' });
  });

  const unavailable = {
    code: '1503',
    message: 'The service is temporarily unavailable, please try again',
    data: null,
  };

  it('answers 1503 where a provider is needed', async () => {
    const orderId = session.orders['170']!;
    const calls = [
      await asBorrower(t, session, initPayType.path, { orderId, payType: 1 }),
      await asBorrower(t, session, generateVcode.path, {
        orderId,
        amount: 1,
        payCode: 'BCA',
        payType: 1,
        isDefault: 1,
        isDisplay: 0,
        specificNum: 0,
      }),
      await formAsBorrower(t, session, repaymentWay.path, { orderId }),
      await formAsBorrower(t, session, repaymentCommit.path, {
        orderId,
        amount: 1,
        cardId: session.cards[0]!.id,
        repayToken: 'x',
        sendMsg: 1,
      }),
      await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, { cardNo: '1' }),
    ];
    for (const res of calls) {
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
    }
  });

  it('still shows the plans, and serves no sandbox pages', async () => {
    const view = successData(
      instalmentDetail,
      await asBorrower(t, session, instalmentDetail.path, { orderId: session.orders['3']! }),
    );
    expect(view.repayWaitCount).toBe(2);
    const gateway = await t.app.inject({ method: 'GET', url: '/sandbox/gateway?ref=x' });
    expect(gateway.statusCode).toBe(404);
  });
});
