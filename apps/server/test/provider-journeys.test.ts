/**
 * Repayment journeys as a borrower lives them with each market's real provider behind the app
 * (PAYMENT_PROVIDER_IN=razorpay, PAYMENT_PROVIDER_ID=xendit), both played by the local
 * stand-ins of their published APIs: the bill or page the borrower is given, the provider
 * taking the money, its signed webhook or callback, and the receipt. Then what must not
 * happen: forged or replayed notifications moving money, money into a closed account kept,
 * a provider failure leaving half an account, a double tap opening two pages.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { GatewayMethod } from '@tenor/contract/endpoints/repay';
import {
  initPayType,
  paymentReceipt,
  paymentStatus,
  repaymentHuichao,
} from '@tenor/contract/endpoints/repay';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { chargeReconciler } from '../src/modules/repay/settlement/charge-reconciler.ts';
import { repaymentRepository } from '../src/modules/repay/repayment-repository.ts';
import { paymentProviders } from '../src/providers/configured.ts';
import { razorpayProvider } from '../src/providers/razorpay/razorpay-payment.ts';
import { deskSignIn } from './helpers/care.ts';
import {
  accountsOn,
  applied,
  askBill,
  borrowerOn,
  deliveredTo,
  deliverWebhook,
  duplicate,
  eventIdOf,
  issueBillOn,
  linkAt,
  notificationsOn,
  openGatewayOn,
  pageOn,
  qrAt,
  refundsOn,
  SEN,
  upiPaidOn,
  useStandIns,
  UPI,
  xenditPaysAt,
  type Bill,
  type ProviderDelivery,
} from './helpers/provider-stand-ins.ts';
import { asBorrower, orderRow, owedOf } from './helpers/repay.ts';
import {
  demoSession,
  successData,
  type DemoSession,
  useTestApp,
  type TestAppOptions,
} from './helpers/test-app.ts';

const ENGLISH = '1';
const BAHASA = '0';
const UNAVAILABLE = {
  [ENGLISH]: 'The service is temporarily unavailable, please try again',
  [BAHASA]: 'Layanan sedang tidak tersedia, silakan coba lagi',
};

const options: TestAppOptions = {};
const stand = useStandIns(options);
const t = useTestApp(options);

// ---- the borrower's calls, and what the providers and the database hold (this file's app) --

const borrower = (region: 'IN' | 'ID', app = t) => borrowerOn(app, region);
const issueBill = (session: DemoSession, orderId: number, bill: Bill, app = t) =>
  issueBillOn(app, session, orderId, bill);
const receipt = async (
  session: DemoSession,
  payload: { orderId: number; vcode?: string; repaymentId?: number },
) => successData(paymentReceipt, await asBorrower(t, session, paymentReceipt.path, payload));
const openGateway = (
  session: DemoSession,
  orderId: number,
  amount: number,
  method: GatewayMethod,
) => openGatewayOn(t, session, orderId, amount, method);
const pageFor = (session: DemoSession, orderId: number, amount: number, method: GatewayMethod) =>
  pageOn(t, stand, session, orderId, amount, method);
const accountsOf = (orderId: number, app = t) => accountsOn(app, orderId);
const refundsOf = (orderId: number) => refundsOn(t, orderId);
const qrOf = (vcode: string) => qrAt(stand, vcode);
const linkOf = (url: string) => linkAt(stand, url);
const upiPaidAtRazorpay = (session: DemoSession, orderId: number, app = t) =>
  upiPaidOn(app, stand, session, orderId);
const xenditPays = (accountNo: string, amountSen: number) =>
  xenditPaysAt(stand, accountNo, amountSen);
const delivered = (provider: 'razorpay' | 'xendit', delivery: ProviderDelivery) =>
  deliveredTo(t, provider, delivery);

/** The loan was settled by `amount`, taken once, from the one notification of `eventId`. */
async function expectPaidOnce(orderId: number, amount: number, eventId: string) {
  expect(await notificationsOn(t, orderId)).toEqual([
    { event_id: eventId, amount, applied_amount: amount },
  ]);
  expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
}

// ---- 1. India -------------------------------------------------------------------------

describe('India through Razorpay', () => {
  it('offers UPI, net banking and debit card, and no saved card', async () => {
    const india = await demoSession(t.app, { region: 'IN' });
    const options = successData(
      initPayType,
      await asBorrower(t, india, initPayType.path, { orderId: india.orders['174']!, payType: 3 }),
    );
    expect(options.channels).toEqual(['upi', 'netbanking', 'debitCard']);
    expect(options.channels).not.toContain('card');
    // The whole production set runs together: both payment providers and the SMS gateway.
    expect(t.config.providers).toEqual({
      payment: { IN: 'razorpay', ID: 'xendit' },
      sms: 'vonage',
    });
  });

  it('repays by UPI: the QR’s own link, paid, the signed webhook applied, the receipt', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    const bill = await issueBill(india, orderId, UPI);

    const qr = qrOf(bill.vcode);
    expect(qr).toMatchObject({ payment_amount: amount, status: 'active' });
    expect(bill.upi?.intentUrl).toBe(qr.image_content);
    expect(bill.upi?.intentUrl.startsWith('upi://pay')).toBe(true);
    // The number is the UPI address inside the link, never Razorpay's QR id; the page does not
    // offer it for typing, which would pay without the QR's reference.
    const payee = new URL(qr.image_content).searchParams.get('pa')!;
    expect(bill.cardNo).toBe(payee);
    expect(bill.cardNo).not.toBe(qr.id);
    expect(bill.upi?.payByAddress).toBe(false);
    expect(bill.payStep.bank[0]!.steps.join(' ')).toContain('QR code');
    expect(await accountsOf(orderId)).toMatchObject([
      { provider: 'razorpay', account_no: qr.id, intent_url: qr.image_content, status: 'open' },
    ]);

    const webhook = stand.razorpay.payQr(qr.id);
    expect(await delivered('razorpay', webhook)).toEqual(applied(eventIdOf(webhook)));

    const status = await asBorrower(t, india, paymentStatus.path, { orderId, vcode: bill.vcode });
    expect(successData(paymentStatus, status)).toEqual({ paid: true, state: 'paid' });
    expect(await receipt(india, { orderId, vcode: bill.vcode })).toMatchObject({
      state: 'paid',
      amount,
      reference: bill.vcode,
      way: { kind: 'upi' },
      outstanding: 0,
    });
    expect(await owedOf(t, orderId)).toBe(0);
  });

  it.each(['netbanking', 'debitCard'] as const)(
    'repays by %s on Razorpay’s payment link, completed by payment_link.paid',
    async (method) => {
      const { session: india, orderId, amount } = await borrower('IN');
      const { url } = successData(
        repaymentHuichao,
        await openGateway(india, orderId, amount, method),
      );

      const link = linkOf(url);
      expect(url.startsWith('https://rzp.io/i/')).toBe(true);
      expect(link).toMatchObject({ amount, status: 'created' });
      expect(link.created.options).toEqual({
        checkout: {
          method: {
            netbanking: method === 'netbanking' ? '1' : '0',
            card: method === 'debitCard' ? '1' : '0',
            upi: '0',
            wallet: '0',
          },
        },
      });
      // Until the money has arrived the receipt says so.
      expect(await receipt(india, { orderId, repaymentId: link.repaymentId })).toMatchObject({
        state: 'pending',
        paidAt: '',
      });

      const webhook = stand.razorpay.payLink(link.reference_id)!;
      const eventId = eventIdOf(webhook);
      // Razorpay retries a delivery it thinks was lost, even while the first is being handled.
      const both = await Promise.all([1, 2].map(() => delivered('razorpay', webhook)));
      expect(both).toEqual(expect.arrayContaining([applied(eventId), duplicate(eventId)]));

      expect(await receipt(india, { orderId, repaymentId: link.repaymentId })).toMatchObject({
        state: 'paid',
        amount,
        way: { kind: method },
        outstanding: 0,
      });
      const order = await orderRow(t, orderId);
      expect(order).toMatchObject({ status: 200, paid_amount: amount });
    },
  );
});

// ---- 2. Indonesia -----------------------------------------------------------------------

describe('Indonesia through Xendit', () => {
  it.each([
    { bill: { payType: 1, payCode: 'BCA' }, kind: 'va' },
    { bill: { payType: 2, payCode: 'INDOMARET' }, kind: 'market' },
  ] as const)('repays by $bill.payCode: issued, paid, callback applied, receipt', async (c) => {
    const { session: indonesia, orderId, amount } = await borrower('ID');
    const bill = await issueBill(indonesia, orderId, c.bill);

    // Xendit holds a single-use account for exactly the bill, in whole rupiah.
    const held =
      c.kind === 'va'
        ? stand.xendit.books.vas.find((v) => v.account_number === bill.cardNo)
        : stand.xendit.books.codes.find((p) => p.payment_code === bill.cardNo);
    expect(held).toMatchObject({
      external_id: bill.vcode,
      expected_amount: amount / SEN,
      is_single_use: true,
    });

    const paid = xenditPays(bill.cardNo, amount);
    expect(await delivered('xendit', paid.callback)).toEqual(applied(paid.paymentId));

    const status = await asBorrower(t, indonesia, paymentStatus.path, {
      orderId,
      vcode: bill.vcode,
    });
    expect(successData(paymentStatus, status)).toEqual({ paid: true, state: 'paid' });
    expect(await receipt(indonesia, { orderId, vcode: bill.vcode })).toMatchObject({
      state: 'paid',
      amount,
      reference: bill.vcode,
      way: { kind: c.kind, name: expect.stringMatching(/\S/) },
      outstanding: 0,
    });
    expect(await owedOf(t, orderId)).toBe(0);
  });
});

// ---- 3. Forged, replayed and reordered notifications ------------------------------------

describe('notifications that must not move money', () => {
  it('refuses a forged Razorpay webhook (401, nothing recorded) and applies a replayed one once', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    const { webhook, eventId } = await upiPaidAtRazorpay(india, orderId);

    const forged: ProviderDelivery[] = [
      { ...webhook, headers: { ...webhook.headers, 'x-razorpay-signature': 'ab'.repeat(32) } },
      { body: webhook.body.replace(/"amount":\d+/, '"amount":100'), headers: webhook.headers },
      { body: webhook.body, headers: { 'content-type': 'application/json' } },
    ];
    for (const delivery of forged) {
      expect(await delivered('razorpay', delivery)).toMatchObject({ status: 401, code: '1002' });
    }
    expect(await owedOf(t, orderId)).toBe(amount);
    expect(await notificationsOn(t, orderId)).toEqual([]);

    expect(await delivered('razorpay', webhook)).toEqual(applied(eventId));
    const replays = await Promise.all([1, 2, 3].map(() => delivered('razorpay', webhook)));
    expect(replays).toEqual([1, 2, 3].map(() => duplicate(eventId)));
    await expectPaidOnce(orderId, amount, eventId);
  });

  it('refuses a Xendit callback with a wrong token and applies a redelivered one once', async () => {
    const { session: indonesia, orderId, amount } = await borrower('ID');
    const bill = await issueBill(indonesia, orderId, { payType: 1, payCode: 'BNI' });
    const paid = xenditPays(bill.cardNo, amount);

    const forged: Record<string, string>[] = [
      { ...paid.callback.headers, 'x-callback-token': 'guessed-callback-token-0000' },
      { 'content-type': 'application/json' },
    ];
    for (const headers of forged) {
      expect(await delivered('xendit', { ...paid.callback, headers })).toMatchObject({
        status: 401,
        code: '1002',
      });
    }
    expect(await owedOf(t, orderId)).toBe(amount);
    expect(await notificationsOn(t, orderId)).toEqual([]);

    expect(await delivered('xendit', paid.callback)).toEqual(applied(paid.paymentId));
    const again = stand.xendit.redeliver(paid.paymentId);
    expect(await delivered('xendit', again)).toEqual(duplicate(paid.paymentId));
    await expectPaidOnce(orderId, amount, paid.paymentId);
  });

  it('applies a UPI payment once whatever order its events arrive in', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    const { qrId, webhook: credited, eventId } = await upiPaidAtRazorpay(india, orderId);
    const captured = stand.razorpay.capturedEvent(eventId);
    const closed = stand.razorpay.closedEvent(qrId);

    // Razorpay sends payment.captured and qr_code.closed too, in no promised order.
    const ignored = { status: 200, code: '00', data: { eventId: '', result: 'ignored' } };
    expect(await delivered('razorpay', captured)).toEqual(ignored);
    expect(await delivered('razorpay', closed)).toEqual(ignored);
    expect(await delivered('razorpay', credited)).toEqual(applied(eventId));
    expect(await delivered('razorpay', captured)).toEqual(ignored);
    expect(await delivered('razorpay', credited)).toEqual(duplicate(eventId));
    await expectPaidOnce(orderId, amount, eventId);
  });
});

// ---- 4. Money into an account that was closed meanwhile --------------------------------

describe('overpayment', () => {
  it('India: a UPI payment that lands after the loan was paid by net banking is refunded through Razorpay, once', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    // The borrower scans the QR; Razorpay's webhook is slow to come.
    const { qrId, webhook: late, eventId: lateEventId } = await upiPaidAtRazorpay(india, orderId);

    // Meanwhile they pay by net banking too, which settles the loan and closes the QR's account.
    const { url } = successData(
      repaymentHuichao,
      await openGateway(india, orderId, amount, 'netbanking'),
    );
    const paidLink = stand.razorpay.payLink(linkOf(url).reference_id)!;
    expect(await delivered('razorpay', paidLink)).toEqual(applied(eventIdOf(paidLink)));
    expect(await accountsOf(orderId)).toMatchObject([
      { account_no: qrId, closed_reason: 'settled', provider_closed_at: expect.any(String) },
    ]);

    expect(await delivered('razorpay', late)).toEqual({
      status: 200,
      code: '00',
      data: { eventId: lateEventId, result: 'unapplied', refund: 'accountClosed' },
    });
    expect(await delivered('razorpay', late)).toEqual(duplicate(lateEventId));

    const atRazorpay = [...stand.razorpay.state.refunds.values()].filter(
      (r) => r.payment_id === lateEventId,
    );
    expect(atRazorpay).toMatchObject([{ amount, status: 'processed' }]);
    expect(await refundsOf(orderId)).toMatchObject([
      { account_no: qrId, amount, reason: 'accountClosed', status: 'refunded' },
    ]);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });

  it('India: a payment page left open when UPI settled the loan is stopped at Razorpay', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    const { url, link } = await pageFor(india, orderId, amount, 'debitCard');
    const upi = await upiPaidAtRazorpay(india, orderId);
    expect(await delivered('razorpay', upi.webhook)).toEqual(applied(upi.eventId));
    // Nobody can pay the page any more: no money to give back later.
    expect(linkOf(url).status).toBe('cancelled');
    expect(() => stand.razorpay.payLink(link.reference_id)).toThrow(/not payable/);
    expect(await receipt(india, { orderId, repaymentId: link.repaymentId })).toMatchObject({
      state: 'failed',
    });
  });

  it('India: a payment link paid while UPI settled the loan is refunded at once, once', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    const { link } = await pageFor(india, orderId, amount, 'debitCard');
    // The borrower pays both ways within seconds; both notifications are still on their way.
    const upi = await upiPaidAtRazorpay(india, orderId);
    const paidLink = stand.razorpay.payLink(link.reference_id)!;
    expect(await delivered('razorpay', upi.webhook)).toEqual(applied(upi.eventId));
    expect(await receipt(india, { orderId, repaymentId: link.repaymentId })).toMatchObject({
      state: 'failed',
    });

    const eventId = eventIdOf(paidLink);
    const unapplied = {
      status: 200,
      code: '00',
      data: { eventId, result: 'unapplied', refund: 'notOwed' },
    };
    expect(await delivered('razorpay', paidLink)).toEqual(unapplied);
    // A replay is a duplicate: still one refund.
    expect(await delivered('razorpay', paidLink)).toEqual(duplicate(eventId));
    const atRazorpay = [...stand.razorpay.state.refunds.values()].filter(
      (r) => r.payment_id === eventId,
    );
    expect(atRazorpay).toMatchObject([{ amount, status: 'processed' }]);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
    // The operators see it given back, on the refunds page's hosted-page list.
    const refunds = await t.db
      .selectFrom('gateway_refunds')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    expect(refunds).toMatchObject([{ event_id: eventId, amount, status: 'refunded' }]);
    const signIn = await deskSignIn(t.app, DEMO_OPS_PASSWORD, '10.78.0.1');
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const desk = await t.app.inject({ method: 'GET', url: '/ops/refunds', headers: { cookie } });
    const row = desk.body.split('<tr').find((r) => r.includes(eventId));
    expect(row).toContain('Refunded');
  });

  it('India: a paid page whose notification never came is applied by the reconciler asking Razorpay', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    const { link } = await pageFor(india, orderId, amount, 'netbanking');
    const lost = stand.razorpay.payLink(link.reference_id)!;
    // A second page, never paid, of another borrower: its time ends too.
    const other = await borrower('IN');
    const unpaid = linkOf(
      successData(
        repaymentHuichao,
        await openGateway(other.session, other.orderId, other.amount, 'debitCard'),
      ).url,
    );
    const reconciler = chargeReconciler(
      repaymentRepository(t.db),
      paymentProviders({ IN: razorpayProvider(t.config.razorpay!), ID: null }),
      t.config.chargeReconcileAfterMs,
      { info: () => {}, warn: () => {} },
    );
    // Asked after both pages' time and the notification's grace period are over.
    const aheadMs = 31 * 60_000 + t.config.chargeReconcileAfterMs;
    stand.razorpay.advance(aheadMs / 1000);
    try {
      // Pages other tests left open end too: only this one was paid.
      expect((await reconciler.run(new Date(Date.now() + aheadMs))).done).toBe(1);
    } finally {
      stand.razorpay.advance(-aheadMs / 1000);
    }
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
    expect(await receipt(india, { orderId, repaymentId: link.repaymentId })).toMatchObject({
      state: 'paid',
    });
    expect(
      await receipt(other.session, { orderId: other.orderId, repaymentId: unpaid.repaymentId }),
    ).toMatchObject({ state: 'expired' });
    // The notification arriving after all is a duplicate: the money was applied once.
    expect((await delivered('razorpay', lost)).data).toMatchObject({ result: 'duplicate' });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });

  it('Indonesia: a second payment into a closed code stays pending on the operators’ refunds page', async () => {
    const { session: indonesia, orderId, amount } = await borrower('ID');
    const va = await issueBill(indonesia, orderId, { payType: 1, payCode: 'BCA' });
    const code = await issueBill(indonesia, orderId, { payType: 2, payCode: 'INDOMARET' });
    // Paid at the bank and at the cashier before either callback reached Tenor.
    const atBank = xenditPays(va.cardNo, amount);
    const atCashier = xenditPays(code.cardNo, amount);

    expect(await delivered('xendit', atBank.callback)).toEqual(applied(atBank.paymentId));
    expect(await delivered('xendit', atCashier.callback)).toEqual({
      status: 200,
      code: '00',
      data: { eventId: atCashier.paymentId, result: 'unapplied', refund: 'accountClosed' },
    });
    const again = stand.xendit.redeliver(atCashier.paymentId);
    expect(await delivered('xendit', again)).toEqual(duplicate(atCashier.paymentId));

    // Xendit cannot refund a retail payment by API: one refund, pending for the operators.
    expect(await refundsOf(orderId)).toMatchObject([
      { account_no: code.cardNo, amount, reason: 'accountClosed', status: 'pending' },
    ]);
    // The code was stopped at Xendit too (paid, so expiring it was a no-op there).
    expect(await accountsOf(orderId)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          account_no: code.cardNo,
          provider_closed_at: expect.any(String),
        }),
      ]),
    );
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });

    const signIn = await deskSignIn(t.app, DEMO_OPS_PASSWORD, '10.91.0.1');
    expect(signIn.statusCode).toBe(303);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const desk = await t.app.inject({ method: 'GET', url: '/ops/refunds', headers: { cookie } });
    expect(desk.statusCode).toBe(200);
    const row = desk.body.split('<tr').find((r) => r.includes(code.cardNo));
    expect(row).toBeDefined();
    expect(row).toContain(`xendit ${atCashier.paymentId}`);
    expect(row).toContain('paid into a code closed when the order changed');
    expect(row).toContain('<strong>Pending</strong>');
  });
});

// ---- 5. Provider failures ---------------------------------------------------------------

/** A provider failure answered to the borrower: 503 with the localised `unavailable`. */
function expectUnavailable(res: LightMyRequestResponse, languageType: '0' | '1') {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toEqual({ code: '1503', message: UNAVAILABLE[languageType], data: null });
}

describe('provider failures', () => {
  it('Razorpay answering 5xx or dropping the call: 503 in English and Bahasa, nothing half-issued, a retry works', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    const qrsBefore = stand.razorpay.state.qrCodes.size;
    const cases = [
      { fault: { kind: 'status', status: 500 }, languageType: ENGLISH },
      { fault: { kind: 'status', status: 502 }, languageType: BAHASA },
      { fault: { kind: 'drop' }, languageType: ENGLISH },
    ] as const;
    for (const c of cases) {
      stand.razorpay.fault({ on: 'POST /payments/qr_codes', ...c.fault });
      expectUnavailable(
        await askBill(t, india, orderId, amount, UPI, c.languageType),
        c.languageType,
      );
    }
    expect(await accountsOf(orderId)).toEqual([]);
    expect(stand.razorpay.state.qrCodes.size).toBe(qrsBefore);

    const { webhook, eventId } = await upiPaidAtRazorpay(india, orderId);
    expect(stand.razorpay.state.qrCodes.size).toBe(qrsBefore + 1);
    expect(await accountsOf(orderId)).toHaveLength(1);
    expect(await delivered('razorpay', webhook)).toEqual(applied(eventId));
  });

  it('Xendit answering 5xx twice: 503 in Bahasa and English, nothing half-issued, a retry works', async () => {
    const { session: indonesia, orderId, amount } = await borrower('ID');
    const vasBefore = stand.xendit.books.vas.length;
    for (const [round, languageType] of ([BAHASA, ENGLISH] as const).entries()) {
      // The adapter repeats a 5xx once: both tries fail. The second ask first sends the lost
      // first one again (decision 044), then asks anew: twice two tries.
      for (let i = 0; i < 2 * (round + 1); i++) {
        stand.xendit.fault({ kind: 'status', status: 500 + (i % 4) }, '/callback_virtual_accounts');
      }
      const bca = { payType: 1, payCode: 'BCA' } as const;
      expectUnavailable(
        await askBill(t, indonesia, orderId, amount, bca, languageType),
        languageType,
      );
    }
    expect(await accountsOf(orderId)).toEqual([]);
    expect(stand.xendit.books.vas).toHaveLength(vasBefore);

    const bill = await issueBill(indonesia, orderId, { payType: 1, payCode: 'BCA' });
    expect(stand.xendit.books.vas).toHaveLength(vasBefore + 1);
    expect(await accountsOf(orderId)).toHaveLength(1);
    const paid = xenditPays(bill.cardNo, amount);
    expect(await delivered('xendit', paid.callback)).toEqual(applied(paid.paymentId));
  });

  describe('timeouts', () => {
    // Its own app: every provider call there has a short timeout, and the stand-ins answer late.
    // The stand-ins' addresses are known once they listen.
    const impatient = useTestApp(() => ({
      env: { ...stand.env, RAZORPAY_TIMEOUT_MS: '1000', XENDIT_TIMEOUT_MS: '500' },
    }));

    it('a QR create and a VA create answered after the timeout: 503, nothing kept, a retry is payable', async () => {
      const {
        session: india,
        orderId: inOrder,
        amount: inAmount,
      } = await borrower('IN', impatient);
      const {
        session: indonesia,
        orderId: idOrder,
        amount: idAmount,
      } = await borrower('ID', impatient);
      const bca = { payType: 1, payCode: 'BCA' } as const;

      stand.razorpay.fault({ on: 'POST /payments/qr_codes', kind: 'slow', delayMs: 1500 });
      stand.xendit.fault({ kind: 'slow', ms: 1000 }, '/callback_virtual_accounts');
      const [upiLate, vaLate] = await Promise.all([
        askBill(impatient, india, inOrder, inAmount, UPI, ENGLISH),
        askBill(impatient, indonesia, idOrder, idAmount, bca, BAHASA),
      ]);
      expectUnavailable(upiLate, ENGLISH);
      expectUnavailable(vaLate, BAHASA);
      expect(await accountsOf(inOrder, impatient)).toEqual([]);
      expect(await accountsOf(idOrder, impatient)).toEqual([]);

      const { webhook } = await upiPaidAtRazorpay(india, inOrder, impatient);
      const va = await issueBill(indonesia, idOrder, bca, impatient);
      expect(await accountsOf(inOrder, impatient)).toHaveLength(1);
      expect(await accountsOf(idOrder, impatient)).toHaveLength(1);
      const paid = xenditPays(va.cardNo, idAmount);
      for (const [provider, delivery] of [
        ['razorpay', webhook],
        ['xendit', paid.callback],
      ] as const) {
        const res = await deliverWebhook(impatient, provider, delivery);
        expect(res.json().data.result).toBe('applied');
      }
      expect(await owedOf(impatient, inOrder)).toBe(0);
      expect(await owedOf(impatient, idOrder)).toBe(0);
    });
  });
});

// ---- 6. Double tap on the hosted page ----------------------------------------------------

describe('gateway double tap', () => {
  it('two concurrent repayment-huichao calls answer the same page and Razorpay holds one link', async () => {
    const { session: india, orderId, amount } = await borrower('IN');
    const linksBefore = stand.razorpay.state.links.size;

    const taps = await Promise.all([
      openGateway(india, orderId, amount, 'debitCard'),
      openGateway(india, orderId, amount, 'debitCard'),
    ]);
    const [first, second] = taps.map((res) => successData(repaymentHuichao, res).url);
    expect(second).toBe(first);
    expect(stand.razorpay.state.links.size).toBe(linksBefore + 1);
    const link = linkOf(first!);

    const webhook = stand.razorpay.payLink(link.reference_id)!;
    expect(await delivered('razorpay', webhook)).toEqual(applied(eventIdOf(webhook)));
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });
});
