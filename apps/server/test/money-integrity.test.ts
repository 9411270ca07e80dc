/**
 * The six findings of the money-integrity review, each reproduced and now refused: on
 * SQLite here and on PostgreSQL under `npm run test:pg` (where the races are real).
 */
import { describe, expect, it } from 'vitest';
import { loanPush, productApply, recommendProductList } from '@tenor/contract/endpoints/loans';
import { repaymentCommit, repaymentConfirm } from '@tenor/contract/endpoints/repay';
import { orderRepository } from '../src/domain/orders/order-repository.ts';
import { repaymentRepository } from '../src/modules/repay/repayment-repository.ts';
import {
  cardScreen,
  formAsBorrower,
  issueAccount,
  lastCode,
  orderRow,
  outboxOf,
  paymentEvent,
  postWebhook,
  unpaidTotals,
} from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  dialectUnderTest,
  postForm,
  postJson,
  productIdOf,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

// Indonesia offers saved cards here too (India's alone by default), for both markets' cases.
const t = useTestApp({
  env: { CHARGE_RECONCILE_AFTER_SECONDS: '1', PAY_CHANNELS_ID: 'va,market,card' },
});

const owed = async (orderId: number) => (await unpaidTotals(t, orderId)).reduce((a, b) => a + b, 0);

const commit = (session: DemoSession, fields: Record<string, string | number>, lang = '1') =>
  formAsBorrower(t, session, repaymentCommit.path, { sendMsg: 1, ...fields }, lang);

const confirm = (session: DemoSession, fields: Record<string, string | number>, lang = '1') =>
  formAsBorrower(t, session, repaymentConfirm.path, fields, lang);

/** A card commit of the order's amount with one of the borrower's cards. */
const payWith = (
  session: DemoSession,
  p: {
    orderId: number;
    amount: number;
    card: { id: number; bankName: string; bankCode: string; cardNo: string };
    repayToken: string;
  },
  lang = '1',
) =>
  commit(
    session,
    {
      orderId: p.orderId,
      amount: p.amount,
      cardId: p.card.id,
      bankName: p.card.bankName,
      bankCode: p.card.bankCode,
      cardNo: p.card.cardNo,
      repayToken: p.repayToken,
    },
    lang,
  );

const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;

/** What moved money on the order: settlements, card/gateway repayments, charges, notifications. */
async function ledger(orderId: number) {
  const [settlements, repayments, notifications] = await Promise.all([
    t.db.selectFrom('settlements').selectAll().where('order_id', '=', orderId).execute(),
    t.db
      .selectFrom('repayments')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute(),
    t.db
      .selectFrom('payment_notifications')
      .innerJoin('payment_accounts', 'payment_accounts.id', 'payment_notifications.account_id')
      .select(['payment_notifications.amount', 'payment_notifications.applied_amount'])
      .where('payment_accounts.order_id', '=', orderId)
      .execute(),
  ]);
  const charges = await t.db
    .selectFrom('sandbox_charges')
    .selectAll()
    .where('reference', 'in', repayments.map((r) => r.charge_ref).concat(['-']))
    .execute();
  return { settlements, repayments, notifications, charges };
}

describe('card commits with separate tokens, and a webhook racing them', () => {
  const ROUNDS = 20;
  const COMMITS = 50;

  it(`leave one settling payment per order over ${ROUNDS} rounds of ${COMMITS} commits`, async () => {
    let webhookWon = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const session = await demoSession(t.app, { region: 'ID' });
      const orderId = session.orders['174']!;
      const amount = await owed(orderId);
      const screens = await Promise.all(
        Array.from({ length: COMMITS }, () => cardScreen(t, session, orderId)),
      );
      const directCard = screens[0]!.bankCards[1]!;
      const account = await issueAccount(t, session, { orderId, amount });
      const webhook = postWebhook(t, paymentEvent(account.cardNo, amount, `evt-race-${round}`));
      // Spread over a few tens of milliseconds, as phones on a network would send them: some
      // arrive while another charge is under way, some after it finished.
      const answers = await Promise.all([
        ...screens.map(async (s, i) => {
          await new Promise((resolve) => setTimeout(resolve, (i * 7) % 60));
          return payWith(session, {
            orderId,
            amount: amount,
            card: directCard,
            repayToken: s.repayToken,
          });
        }),
      ]);
      const hook = await webhook;
      expect(hook.statusCode).toBe(200);

      const codes = answers.map(codeOf);
      for (const c of codes) expect(['00', '800005', '1009']).toContain(c);
      const { settlements, repayments, notifications, charges } = await ledger(orderId);
      const applied = settlements.filter((s) => s.status === 'applied');
      expect(applied).toHaveLength(1);
      expect(settlements.filter((s) => s.status === 'claimed')).toHaveLength(0);
      // No card payment is done without its money applied, and no charge without a done payment.
      const done = repayments.filter((r) => r.status === 'done');
      for (const r of done) expect(r.applied_amount).toBe(r.amount);
      expect(charges).toHaveLength(done.length);
      expect(codes.filter((c) => c === '00')).toHaveLength(done.length);
      expect(done.length + notifications.filter((n) => n.applied_amount > 0).length).toBe(1);
      if (done.length === 0) webhookWon += 1;
      // The money the order took is exactly what it owed.
      expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
    }
    // Both outcomes are possible; every round ends with one settlement either way.
    expect(webhookWon).toBeLessThanOrEqual(ROUNDS);
  }, 120_000);
});

describe('concurrent right-code confirms', () => {
  it('pay once; the others answer 800005 (10 rounds of 8)', async () => {
    for (let round = 0; round < 10; round++) {
      const session = await demoSession(t.app, { region: 'IN' });
      const orderId = session.orders['174']!;
      const amount = await owed(orderId);
      const way = await cardScreen(t, session, orderId);
      const smsCard = way.bankCards[0]!;
      const started = await payWith(session, {
        orderId,
        amount: amount,
        card: smsCard,
        repayToken: way.repayToken,
      });
      const { repayRecordId } = successData(repaymentCommit, started);
      const code = await lastCode(t, session.phone);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          confirm(session, { orderId, verifyCode: code, repaymentRecordId: repayRecordId }),
        ),
      );
      const codes = answers.map(codeOf).sort();
      expect(codes.filter((c) => c === '00')).toHaveLength(1);
      expect(codes.filter((c) => c !== '00')).toEqual(Array(7).fill('800005'));
      const { repayments, charges } = await ledger(orderId);
      expect(repayments).toMatchObject([{ status: 'done', applied_amount: amount }]);
      expect(charges).toHaveLength(1);
    }
  }, 60_000);
});

describe('one-time codes across payments', () => {
  it('stop the way → commit → 5 wrong confirms loop with a localised lock-out', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const orderId = session.orders['174']!;
    const amount = await owed(orderId);
    let guesses = 0;
    let stoppedBy = '';
    for (let loop = 0; loop < 30 && stoppedBy === ''; loop++) {
      const way = await cardScreen(t, session, orderId);
      const smsCard = way.bankCards[0]!;
      const started = await payWith(
        session,
        { orderId, amount: amount, card: smsCard, repayToken: way.repayToken },
        '2',
      );
      if (codeOf(started) !== '00') {
        stoppedBy = codeOf(started);
        expect(started.statusCode).toBe(429);
        expect((started.json() as { message: string }).message).toMatch(
          /^Terlalu sering memasukkan kode verifikasi yang salah\. .* hingga \d{1,2} \w{3} \d{4} \d\d\.\d\d$/,
        );
        break;
      }
      const { repayRecordId } = successData(repaymentCommit, started);
      const right = await lastCode(t, session.phone);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await confirm(
          session,
          { orderId, verifyCode: wrong, repaymentRecordId: repayRecordId },
          '2',
        );
        if (res.statusCode === 429) {
          stoppedBy = 'lockout';
          break;
        }
        expect(codeOf(res)).toBe('800006');
        guesses += 1;
      }
    }
    expect(stoppedBy).not.toBe('');
    expect(guesses).toBeLessThanOrEqual(10);
    expect((await outboxOf(t, session.phone)).length).toBeLessThanOrEqual(5);
    // The order is untouched and the right code of a locked-out borrower is not even judged.
    expect(await orderRow(t, orderId)).toMatchObject({ status: 174, paid_amount: 0 });
  }, 60_000);

  it('limit codes sent per phone and borrower, with a clear message', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const answers: string[] = [];
    for (let i = 0; i < 7; i++) {
      const orderId = session.orders[i % 2 === 0 ? '174' : '180']!;
      const way = await cardScreen(t, session, orderId);
      const smsCard = way.bankCards[0]!;
      // A payment left waiting for its code blocks the order: expire it as time would.
      await t.db
        .updateTable('repayments')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where('order_id', '=', orderId)
        .where('status', '=', 'pending')
        .execute();
      const res = await payWith(session, {
        orderId,
        amount: await owed(orderId),
        card: smsCard,
        repayToken: way.repayToken,
      });
      answers.push(
        codeOf(res) === '00'
          ? '00'
          : `${codeOf(res)} ${(res.json() as { message: string }).message}`,
      );
    }
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('00'));
    expect(answers[5]).toMatch(
      /^1029 Too many verification codes were requested\. .* after \d{1,2} \w{3} \d{4}, \d\d:\d\d$/,
    );
    expect((await outboxOf(t, session.phone)).length).toBe(5);
  }, 30_000);
});

describe('the market comes from the borrower', () => {
  it('refuses another market’s product whatever X-Language-Type says', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const indian = await productIdOf(t.db, 'in-rupeeflow');
    const headers = { 'x-token': session.token, 'x-language-type': '1' };
    const push = await postJson(
      t.app,
      loanPush.path,
      { productId: indian, amount: 1_000_000, periods: 91, termUnit: 'day' },
      headers,
    );
    expect(push.json()).toMatchObject({ code: '1004', message: 'This product does not exist' });
    const apply = await postForm(
      t.app,
      productApply.path,
      { productId: indian, moduleId: 300 },
      headers,
    );
    expect(codeOf(apply)).toBe('1004');
    const orders = await t.db
      .selectFrom('orders')
      .innerJoin('products', 'products.id', 'orders.product_id')
      .select('products.region')
      .innerJoin('borrowers', 'borrowers.id', 'orders.borrower_id')
      .where('borrowers.phone', '=', session.phone)
      .execute();
    expect(orders.every((o) => o.region === 'ID')).toBe(true);

    // The header still chooses the words: Indonesian products, described in English.
    const list = successData(
      recommendProductList,
      await postForm(t.app, `${recommendProductList.path}?languageType=1`, {}, headers),
    );
    const ids = new Set(
      (await t.db.selectFrom('products').select('id').where('region', '=', 'ID').execute()).map(
        (p) => p.id,
      ),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((p) => ids.has(p.id))).toBe(true);
  });
});

describe('a charge whose answer was lost', () => {
  /**
   * An SMS-card payment whose process died after claiming the charge (5 s ago): the claim is
   * recorded, the provider may or may not have charged.
   */
  async function lostCharge(region: 'IN' | 'ID', status: string) {
    const session = await demoSession(t.app, { region });
    const orderId = session.orders[status]!;
    const amount = await owed(orderId);
    const way = await cardScreen(t, session, orderId);
    const [smsCard, directCard] = way.bankCards;
    const first = successData(
      repaymentCommit,
      await payWith(session, { orderId, amount, card: smsCard!, repayToken: way.repayToken }),
    );
    const lostAt = new Date(Date.now() - 5_000);
    expect(await repaymentRepository(t.db).claimCharge(first.repayRecordId, lostAt)).toBe(
      'claimed',
    );
    return { session, orderId, amount, smsCard: smsCard!, directCard: directCard!, first, lostAt };
  }

  it('is cancelled when the provider never charged it, and the next commit charges once', async () => {
    const { session, orderId, amount, directCard } = await lostCharge('ID', '174');
    const again = await cardScreen(t, session, orderId);
    const res = await payWith(session, {
      orderId,
      amount,
      card: directCard,
      repayToken: again.repayToken,
    });
    expect(successData(repaymentCommit, res).needValid).toBe(0);
    const { repayments, charges, settlements } = await ledger(orderId);
    expect(repayments.map((r) => [r.status, r.closed_reason])).toEqual([
      ['cancelled', 'chargeLost'],
      ['done', null],
    ]);
    expect(charges).toHaveLength(1);
    expect(settlements.map((s) => s.status).sort()).toEqual(['applied', 'void']);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  });

  it('is finished, not charged again, when the provider did charge it', async () => {
    const { session, orderId, amount, smsCard, first, lostAt } = await lostCharge('IN', '180');
    await t.db
      .insertInto('sandbox_charges')
      .values({
        reference: (
          await t.db
            .selectFrom('repayments')
            .select('charge_ref')
            .where('id', '=', first.repayRecordId)
            .executeTakeFirstOrThrow()
        ).charge_ref,
        amount,
        bank_code: smsCard.bankCode,
        last4: '4821',
        created_at: lostAt.toISOString(),
      })
      .execute();
    // A borrower opening the card screen again finds the payment went through.
    const again = await formAsBorrower(t, session, '/greyer/repayment-way', { orderId });
    expect(again.json()).toMatchObject({
      code: '1009',
      message: 'This order has nothing to repay',
    });
    const { repayments, charges } = await ledger(orderId);
    expect(repayments).toMatchObject([{ status: 'done', applied_amount: amount }]);
    expect(charges).toHaveLength(1);
    expect(await orderRow(t, orderId)).toMatchObject({ paid_amount: amount });
  });
});

describe('order numbers', () => {
  it('retry on a collision instead of failing the push', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const taken = (await orderRow(t, session.orders['21']!)).order_no;
    const borrower = await t.db
      .selectFrom('borrowers')
      .select('id')
      .where('phone', '=', session.phone)
      .executeTakeFirstOrThrow();
    const productId = await productIdOf(t.db, 'in-rupeeflow');
    const now = new Date().toISOString();
    let asked = 0;
    const pushed = await orderRepository(t.db).pushOnce({
      borrowerId: borrower.id,
      productId,
      repeatSince: now,
      dayStart: now,
      now,
      renumber: () => {
        asked += 1;
        return asked === 1 ? taken : 'TNIN2099010100000001';
      },
      order: {
        order_no: taken,
        borrower_id: borrower.id,
        product_id: productId,
        status: 21,
        amount: 1_000_000,
        fee_amount: 0,
        interest_amount: 0,
        paid_amount: 0,
        periods: 91,
        term_unit: 'day',
        due_at: null,
        disbursed_at: null,
        settled_at: null,
        created_at: now,
        updated_at: now,
      },
      plan: [
        {
          period_no: 1,
          due_at: now,
          principal: 1_000_000,
          interest: 0,
          fee: 0,
          total: 1_000_000,
          status: 'pending',
          paid_at: null,
        },
      ],
    });
    if (!('orderId' in pushed)) throw new Error('the push was refused');
    expect(pushed.created).toBe(true);
    expect(asked).toBe(2);
    expect((await orderRow(t, pushed.orderId)).order_no).toBe('TNIN2099010100000001');
  });
});

it('runs on the dialect under test', () => {
  expect(['sqlite', 'postgres']).toContain(dialectUnderTest);
});
