import { beforeAll, describe, expect, it } from 'vitest';
import { generateVcode, initPayType } from '@tenor/contract/endpoints/repay';
import { endOfMarketDay } from '../src/modules/repay/settlement/deadline.ts';
import { asBorrower, issueAccount, owedOf, planOf, unpaidTotals } from './helpers/repay.ts';
import { useTestApp, demoSession, successData, type DemoSession } from './helpers/test-app.ts';

let session: DemoSession;
const t = useTestApp();
beforeAll(async () => {
  session = await demoSession(t.app, { region: 'ID' });
});

const vcode = (payload: object, languageType = '1') =>
  asBorrower(
    t,
    session,
    generateVcode.path,
    {
      payCode: 'BCA',
      payType: 1,
      isDefault: 1,
      isDisplay: 0,
      specificNum: 0,
      ...payload,
    },
    languageType,
  );

const owed = (orderId: number) => owedOf(t, orderId);

describe('init-pay-type', () => {
  it('lists the banks with their methods for payType 1 and the mini markets for 2', async () => {
    const orderId = session.orders['170']!;
    const banks = successData(
      initPayType,
      await asBorrower(t, session, initPayType.path, { orderId, payType: 1 }),
    );
    expect(banks.markets).toEqual([]);
    expect(banks.banks.map((b) => b.payCode)).toEqual(['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA']);
    expect(banks.banks[0]).toEqual({
      bankName: 'BCA',
      payCode: 'BCA',
      methods: ['ATM', 'MobileBank', 'InternetBank'],
    });
    const markets = successData(
      initPayType,
      await asBorrower(t, session, initPayType.path, { orderId, payType: '2' }),
    );
    expect(markets).toEqual({
      banks: [],
      markets: [
        { name: 'ALFAMART', payCode: 'ALFAMART' },
        { name: 'INDOMARET', payCode: 'INDOMARET' },
      ],
      channels: ['va', 'market', 'qris', 'ewallet'],
      payable: { amount: await owed(orderId), amountChanged: false, kind: 'settle' },
      lender: expect.objectContaining({ regulator: 'OJK' }),
    });
  });

  it('refuses orders with nothing to pay (1009), other borrowers’ orders (1004) and bad types (1001)', async () => {
    const settled = await asBorrower(t, session, initPayType.path, {
      orderId: session.orders['200']!,
      payType: 1,
    });
    expect(settled.statusCode).toBe(409);
    expect(settled.json()).toEqual({
      code: '1009',
      message: 'This order has nothing to repay',
      data: null,
    });
    const other = await demoSession(t.app, { region: 'ID' });
    const foreign = await asBorrower(t, other, initPayType.path, {
      orderId: session.orders['170']!,
      payType: 1,
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await asBorrower(t, session, initPayType.path, {
      orderId: session.orders['170']!,
      payType: 6,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('1001');
  });
});

describe('generate-vcode', () => {
  it('issues a fixed-amount virtual account with the bank’s steps, bill number, ending with its due day', async () => {
    const orderId = session.orders['174']!;
    // Due today in Jakarta (the seed's "in 6 hours" may fall after midnight there).
    await t.db
      .updateTable('repayment_plans')
      .set({ due_at: new Date().toISOString() })
      .where('order_id', '=', orderId)
      .execute();
    const amount = await owed(orderId);
    const va = successData(
      generateVcode,
      await vcode({ orderId, amount, payCode: 'BRI', isDefault: 0, specificNum: 1 }, '0'),
    );
    expect(va).toMatchObject({
      amount,
      payType: 1,
      payCode: 'BRI',
      specificNum: 1,
      telephone: t.config.support.ID.phone,
    });
    expect(va.cardNo).toMatch(/^26215\d{11}$/);
    expect(va.vcode).toMatch(/^VC\d{16}$/);
    expect(va.payStep.market).toEqual([]);
    // The chosen method only (specificNum 1 = ATM), in Indonesian, with the number filled in.
    expect(va.payStep.bank).toHaveLength(1);
    expect(va.payStep.bank[0]!.name).toBe('ATM');
    expect(va.payStep.bank[0]!.steps[1]).toBe(
      'Pilih menu Transaksi Lain > Pembayaran > Lainnya > BRIVA.',
    );
    expect(va.payStep.bank[0]!.steps.join(' ')).toContain(va.cardNo);
    // Due today: payable until 23:59:59 in Jakarta, not into tomorrow (one deadline per payment).
    expect(va.expiresAt).toBe(endOfMarketDay('ID', new Date()).toISOString());
  });

  it('gives a loan not yet due a 24 h account', async () => {
    const orderId = session.orders['170']!;
    const va = successData(generateVcode, await vcode({ orderId, amount: await owed(orderId) }));
    const hours = (Date.parse(va.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
  });

  it('shows every bank method for the default choice and market steps for a mini market', async () => {
    const orderId = session.orders['170']!;
    const amount = await owed(orderId);
    const all = successData(
      generateVcode,
      await vcode({ orderId, amount, payCode: 'PERMATA', specificNum: 2 }),
    );
    expect(all.specificNum).toBe(0);
    expect(all.payStep.bank.map((m) => m.name)).toEqual(['ATM', 'MobileBank', 'InternetBank']);
    const market = successData(
      generateVcode,
      await vcode({ orderId, amount, payType: 2, payCode: 'INDOMARET' }),
    );
    expect(market.payStep.bank).toEqual([]);
    expect(market.payStep.market[2]).toBe(`Show the payment code ${market.cardNo} to the cashier.`);
    expect(market.cardNo).toMatch(/^7702\d{12}$/);
  });

  it('answers the same open account again for the same order, amount and method', async () => {
    const orderId = session.orders['170']!;
    const amount = await owed(orderId);
    const [a, b] = await Promise.all([
      issueAccount(t, session, { orderId, amount, payCode: 'BNI' }),
      issueAccount(t, session, { orderId, amount, payCode: 'BNI' }),
    ]);
    const c = await issueAccount(t, session, { orderId, amount, payCode: 'BNI' });
    expect(b.cardNo).toBe(a.cardNo);
    expect(c).toMatchObject({ cardNo: a.cardNo, vcode: a.vcode, expiresAt: a.expiresAt });
    const other = await issueAccount(t, session, { orderId, amount, payCode: 'MANDIRI' });
    expect(other.cardNo).not.toBe(a.cardNo);
  });

  it('issues a new account once the old one has expired', async () => {
    const orderId = session.orders['170']!;
    const amount = await owed(orderId);
    const first = await issueAccount(t, session, { orderId, amount, payCode: 'BCA' });
    await t.db
      .updateTable('payment_accounts')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('account_no', '=', first.cardNo)
      .execute();
    const second = await issueAccount(t, session, { orderId, amount, payCode: 'BCA' });
    expect(second.cardNo).not.toBe(first.cardNo);
    const old = await t.db
      .selectFrom('payment_accounts')
      .select('status')
      .where('account_no', '=', first.cardNo)
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('expired');
  });

  it('takes the outstanding or a run of next instalments, and refuses other amounts (1001)', async () => {
    const orderId = session.orders['3']!;
    const [p2, p3] = await unpaidTotals(t, orderId);
    for (const amount of [p2!, p2! + p3!]) {
      expect(successData(generateVcode, await vcode({ orderId, amount })).amount).toBe(amount);
    }
    const wrong = await vcode({ orderId, amount: p3! });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('1001');
    expect(wrong.json().message).toMatch(
      /^The amount no longer matches your unpaid instalments \(at most Rp [\d.]+\)\. Please go back/,
    );

    const day = session.orders['170']!;
    const id = await vcode({ orderId: day, amount: 1 }, '0');
    expect(id.json().message).toMatch(/^Jumlah tagihan sekarang Rp \d[\d.]*\. Silakan kembali/);
  });

  it('takes the extension fee only with isDisplay 1, and only where extension is offered', async () => {
    const orderId = session.orders['174']!;
    const plan = await planOf(t, orderId);
    const fee = Math.floor((plan[0]!.principal * 500 + 5_000) / 10_000);
    const ext = successData(generateVcode, await vcode({ orderId, amount: fee, isDisplay: 1 }));
    expect(ext.amount).toBe(fee);
    const asRepay = await vcode({ orderId, amount: fee, isDisplay: 0 });
    expect(asRepay.json().code).toBe('1001');
    const wrongFee = await vcode({ orderId, amount: fee + 1, isDisplay: 1 });
    expect(wrongFee.json().message).toMatch(/^The extension fee is now Rp [\d.]+\. Please go back/);

    // The overdue day loan is on a product without extensions; 170 is not yet extendable.
    for (const status of ['180', '170']) {
      const refused = await vcode({ orderId: session.orders[status]!, amount: fee, isDisplay: 1 });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: '1009',
        message: 'This loan cannot be extended',
        data: null,
      });
    }
  });

  it('refuses unknown pay codes, methods out of range and orders with nothing to pay', async () => {
    const orderId = session.orders['170']!;
    const amount = await owed(orderId);
    const unknown = await vcode({ orderId, amount, payCode: 'ALFAMART', payType: 1 });
    expect(unknown.json()).toEqual({
      code: '1001',
      message: 'This bank or store is not offered for this payment. Please choose another',
      data: null,
    });
    const method = await vcode({ orderId, amount, isDefault: 0, specificNum: 4 });
    expect(method.json().message).toBe(
      'This way of paying at the bank is not offered. Please choose another (there are 3)',
    );
    const review = await vcode({ orderId: session.orders['21']!, amount: 100 });
    expect(review.statusCode).toBe(409);
    expect(review.json().code).toBe('1009');
  });
});
