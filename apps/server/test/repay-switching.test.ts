/**
 * Starting one way to pay never blocks another (docs/repayment-operations.md "Switching ways
 * to pay"): a hosted page left with Back, or an SMS code never typed, is cancelled when the
 * borrower chooses another way; only a payment being charged is refused, saying what and
 * until when.
 */
import { describe, expect, it } from 'vitest';
import { repaymentCommit, repaymentHuichao, repaymentWay } from '@tenor/contract/endpoints/repay';
import { cardScreen, formAsBorrower, orderRow, owedOf } from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postForm,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

// Cards and net banking in Indonesia too, so the refusal is read in both markets' words.
const t = useTestApp({ env: { PAY_CHANNELS_ID: 'va,market,card,netbanking' } });

const owed = (orderId: number) => owedOf(t, orderId);

const repaymentsOf = (orderId: number) =>
  t.db.selectFrom('repayments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

const gateway = (
  session: DemoSession,
  orderId: number,
  amount: number,
  method: 'netbanking' | 'debitCard',
) => formAsBorrower(t, session, repaymentHuichao.path, { orderId, amount, method });

async function commitCard(session: DemoSession, orderId: number, amount: number, sms: boolean) {
  const way = await cardScreen(t, session, orderId);
  const card = way.bankCards[sms ? 0 : 1]!;
  return formAsBorrower(t, session, repaymentCommit.path, {
    orderId,
    amount,
    cardId: card.id,
    repayToken: way.repayToken,
    sendMsg: 0,
  });
}

const refOf = (url: string) => new URL(url, 'http://x').searchParams.get('ref')!;

describe('net banking, then another way to pay', () => {
  it('Back from net banking, then debit card: the abandoned page is cancelled and cannot be paid', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['174']!;
    const amount = await owed(orderId);
    const net = successData(
      repaymentHuichao,
      await gateway(session, orderId, amount, 'netbanking'),
    );
    const debit = successData(
      repaymentHuichao,
      await gateway(session, orderId, amount, 'debitCard'),
    );
    expect(debit.url).not.toBe(net.url);
    expect(await repaymentsOf(orderId)).toMatchObject([
      { gateway_method: 'netbanking', status: 'cancelled', closed_reason: 'methodChanged' },
      { gateway_method: 'debitCard', status: 'pending' },
    ]);
    // The net-banking page says so, and its Pay takes nothing.
    expect((await t.app.inject({ method: 'GET', url: net.url })).body).toContain(
      'This payment was cancelled or has expired.',
    );
    await postForm(t.app, '/sandbox/gateway/pay', { ref: refOf(net.url), bank: 'HDFC' });
    expect((await orderRow(t, orderId)).status).toBe(174);

    const paid = await postForm(t.app, '/sandbox/gateway/pay', { ref: refOf(debit.url) });
    expect(paid.headers.location).toMatch(/^\/repayReceipt\?/);
    expect((await orderRow(t, orderId)).status).toBe(200);
  });

  it('Back from net banking, then a saved card: paid at once, the page cancelled', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['180']!;
    const amount = await owed(orderId);
    successData(repaymentHuichao, await gateway(session, orderId, amount, 'netbanking'));
    const paid = successData(repaymentCommit, await commitCard(session, orderId, amount, false));
    expect(paid.needValid).toBe(0);
    expect((await orderRow(t, orderId)).status).toBe(200);
    expect(await repaymentsOf(orderId)).toMatchObject([
      { channel: 'gateway', status: 'cancelled', closed_reason: 'methodChanged' },
      { channel: 'card', status: 'done' },
    ]);
  });

  it('a card whose SMS code was never typed gives way to net banking, and back again', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['170']!;
    const amount = await owed(orderId);
    const code = successData(repaymentCommit, await commitCard(session, orderId, amount, true));
    expect(code).toMatchObject({ needValid: 1, phone: `+91 ••••• •${session.phone.slice(-4)}` });
    successData(repaymentHuichao, await gateway(session, orderId, amount, 'netbanking'));
    successData(repaymentCommit, await commitCard(session, orderId, amount, true));
    expect((await repaymentsOf(orderId)).map((r) => [r.channel, r.status])).toEqual([
      ['card', 'cancelled'],
      ['gateway', 'cancelled'],
      ['card', 'pending'],
    ]);
  });
});

describe('a payment being charged is not cancelled', () => {
  for (const [region, languageType, message] of [
    [
      'IN',
      '1',
      /^Your Net banking payment of ₹[\d,]+\.\d\d is being processed\. Please wait a moment and check your loan$/,
    ],
    [
      'ID',
      '0',
      /^Pembayaran Internet banking Anda sebesar Rp [\d.]+ sedang diproses\. Mohon tunggu sebentar lalu periksa pinjaman Anda$/,
    ],
  ] as const) {
    it(`is refused with what is going on, under the button (${region})`, async () => {
      const session = await demoSession(t.app, { region });
      const orderId = session.orders['170']!;
      const amount = await owed(orderId);
      successData(
        repaymentHuichao,
        await formAsBorrower(t, session, repaymentHuichao.path, {
          orderId,
          amount,
          method: 'netbanking',
        }),
      );
      // The bank is taking the money on its page right now.
      await t.db
        .updateTable('repayments')
        .set({ charging_at: new Date().toISOString() })
        .where('order_id', '=', orderId)
        .execute();
      const way = successData(
        repaymentWay,
        await formAsBorrower(t, session, repaymentWay.path, { orderId }, languageType),
      );
      const res = await formAsBorrower(
        t,
        session,
        repaymentCommit.path,
        {
          orderId,
          amount,
          cardId: way.bankCards[1]!.id,
          repayToken: way.repayToken,
          sendMsg: 0,
        },
        languageType,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('800005');
      expect(res.json().message).toMatch(message);
      expect((await repaymentsOf(orderId)).map((r) => r.status)).toEqual(['pending']);
    });
  }
});

describe('the page pays the server’s amount', () => {
  it('answers a stale or altered link with the amount owed now, flagged once as changed', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['174']!;
    const amount = await owed(orderId);
    const tampered = successData(
      repaymentWay,
      await formAsBorrower(t, session, repaymentWay.path, { orderId, amount: 100 }),
    );
    expect(tampered.payable).toEqual({ amount, amountChanged: true, kind: 'settle' });
    const right = successData(
      repaymentWay,
      await formAsBorrower(t, session, repaymentWay.path, { orderId, amount }),
    );
    expect(right.payable).toEqual({ amount, amountChanged: false, kind: 'settle' });
  });
});
