import { beforeAll, describe, expect, it } from 'vitest';
import {
  initPayType,
  paymentReceipt,
  repaymentHuichao,
  repaymentWay,
} from '@tenor/contract/endpoints/repay';
import { devPaymentSimulate } from '@tenor/contract/endpoints/dev';
import {
  asBorrower,
  formAsBorrower,
  issueAccount,
  orderRow,
  owedOf,
  unpaidTotals,
} from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postForm,
  postJson,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

let india: DemoSession;
let indonesia: DemoSession;

const t = useTestApp();
beforeAll(async () => {
  india = await demoSession(t.app, { region: 'IN' });
  indonesia = await demoSession(t.app, { region: 'ID' });
});

const owed = (orderId: number) => owedOf(t, orderId);

const receipt = async (session: DemoSession, payload: object, languageType = '1') =>
  successData(
    paymentReceipt,
    await asBorrower(t, session, paymentReceipt.path, payload, languageType),
  );

describe('ways to pay by market', () => {
  it('offers India UPI, net banking, debit card and saved cards, and Indonesia banks and mini markets', async () => {
    const inOptions = successData(
      initPayType,
      await asBorrower(t, india, initPayType.path, { orderId: india.orders['174']!, payType: 1 }),
    );
    expect(inOptions).toEqual({
      banks: [],
      markets: [],
      channels: ['upi', 'netbanking', 'debitCard', 'card'],
      payable: { amount: await owed(india.orders['174']!), amountChanged: false, kind: 'settle' },
      lender: expect.objectContaining({ regulator: 'RBI' }),
    });
    const idOptions = successData(
      initPayType,
      await asBorrower(
        t,
        indonesia,
        initPayType.path,
        { orderId: indonesia.orders['174']!, payType: 1 },
        '0',
      ),
    );
    expect(idOptions.channels).toEqual(['va', 'market', 'qris', 'ewallet']);
    expect(idOptions.banks.map((b) => b.payCode)).toContain('BCA');
  });

  it('refuses another market’s rails with a plain message (1001)', async () => {
    const orderId = india.orders['174']!;
    const amount = await owed(orderId);
    const va = await asBorrower(t, india, '/v3/loan-details/generate-vcode', {
      orderId,
      amount,
      payCode: 'BCA',
      payType: 1,
      isDefault: 1,
      isDisplay: 0,
      specificNum: 0,
    });
    expect(va.json()).toEqual({
      code: '1001',
      message: 'This way to pay is not offered for your loan. Please choose another',
      data: null,
    });
    const idOrder = indonesia.orders['174']!;
    const upi = await asBorrower(
      t,
      indonesia,
      '/v3/loan-details/generate-vcode',
      {
        orderId: idOrder,
        amount: await owed(idOrder),
        payCode: 'UPI',
        payType: 3,
        isDefault: 1,
        isDisplay: 0,
        specificNum: 0,
      },
      '0',
    );
    expect(upi.json().code).toBe('1001');
    expect(upi.json().message).toBe(
      'Cara pembayaran ini tidak tersedia untuk pinjaman Anda. Silakan pilih cara lain',
    );
    const card = await formAsBorrower(t, indonesia, repaymentWay.path, { orderId: idOrder });
    expect(card.json().code).toBe('1001');
    const gateway = await formAsBorrower(t, indonesia, repaymentHuichao.path, {
      orderId: idOrder,
      amount: await owed(idOrder),
      method: 'netbanking',
    });
    expect(gateway.json().code).toBe('1001');
  });
});

describe('UPI', () => {
  it('issues a UPI address with an intent link, a QR code and steps; paying it settles the loan and gives a receipt', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['174']!;
    const amount = await owed(orderId);
    const upi = await issueAccount(t, session, { orderId, amount, payType: 3, payCode: 'UPI' });
    expect(upi.cardNo).toMatch(/^tenor\.\d{12}@sbox$/);
    expect(upi.payStep.bank).toHaveLength(1);
    expect(upi.payStep.bank[0]!.steps.join(' ')).toContain(upi.cardNo);
    expect(upi.telephone).toBe(t.config.support.IN.phone);
    // The sandbox issues a UPI address of its own: typed into an app, it pays this bill.
    expect(upi.upi!.payByAddress).toBe(true);
    const intent = new URL(upi.upi!.intentUrl);
    expect(intent.protocol).toBe('upi:');
    expect(Object.fromEntries(intent.searchParams)).toMatchObject({
      pa: upi.cardNo,
      pn: t.config.brand.appName,
      am: (amount / 100).toFixed(2),
      cu: 'INR',
      tr: upi.vcode,
    });
    expect(upi.upi!.qr.size).toBeGreaterThanOrEqual(29);
    expect(upi.upi!.qr.path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);

    const before = await receipt(session, { orderId, vcode: upi.vcode });
    expect(before).toMatchObject({ state: 'pending', paidAt: '', method: 'UPI', amount });

    const paid = await postJson(t.app, devPaymentSimulate.path, { cardNo: upi.cardNo });
    expect(paid.json().code).toBe('00');
    expect((await orderRow(t, orderId)).status).toBe(200);
    const after = await receipt(session, { orderId, vcode: upi.vcode });
    expect(after).toMatchObject({
      state: 'paid',
      purpose: 'repay',
      amount,
      reference: upi.vcode,
      method: 'UPI',
      outstanding: 0,
      dueDate: '',
    });
    expect(Date.parse(after.paidAt)).not.toBeNaN();
  });
});

describe('receipts', () => {
  it('names the bank of a virtual account and says what is still owed after an instalment', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['3']!;
    const [first, ...rest] = await unpaidTotals(t, orderId);
    const va = await issueAccount(t, session, { orderId, amount: first!, payCode: 'BRI' });
    await postJson(t.app, devPaymentSimulate.path, { cardNo: va.cardNo });
    const r = await receipt(session, { orderId, vcode: va.vcode }, '0');
    expect(r).toMatchObject({
      state: 'paid',
      method: 'Virtual account BRI',
      outstanding: rest.reduce((s, n) => s + n, 0),
    });
    expect(r.dueDate).not.toBe('');
  });

  it('gives a gateway payment’s receipt by its number, and nobody else’s', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['170']!;
    const { url } = successData(
      repaymentHuichao,
      await formAsBorrower(t, session, repaymentHuichao.path, {
        orderId,
        amount: await owed(orderId),
        method: 'debitCard',
      }),
    );
    const ref = new URL(url, 'http://x').searchParams.get('ref')!;
    const paid = await postForm(t.app, '/sandbox/gateway/pay', { ref });
    const repaymentId = Number(
      new URL(paid.headers.location!, 'http://x').searchParams.get('repaymentId'),
    );
    const r = await receipt(session, { orderId, repaymentId });
    expect(r).toMatchObject({ state: 'paid', method: 'Debit card', outstanding: 0 });
    expect(r.reference).toMatch(/^RP\d{8}$/);

    const stranger = await demoSession(t.app, { region: 'IN' });
    const foreign = await asBorrower(t, stranger, paymentReceipt.path, { orderId, repaymentId });
    expect(foreign.json().code).toBe('1004');
    const otherOrder = await asBorrower(t, session, paymentReceipt.path, {
      orderId: session.orders['174']!,
      repaymentId,
    });
    expect(otherOrder.json().code).toBe('1004');
  });

  it('needs exactly one of a bill number and a repayment number (1001)', async () => {
    const orderId = india.orders['174']!;
    const none = await asBorrower(t, india, paymentReceipt.path, { orderId });
    expect(none.json().code).toBe('1001');
    const both = await asBorrower(t, india, paymentReceipt.path, {
      orderId,
      vcode: 'VC1',
      repaymentId: 1,
    });
    expect(both.json().code).toBe('1001');
  });
});
