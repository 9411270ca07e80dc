import { describe, expect, it } from 'vitest';
import {
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
} from '@tenor/contract/endpoints/repay';
import {
  cardScreen,
  formAsBorrower,
  issueAccount,
  lastCode,
  orderRow,
  outboxOf,
  owedOf,
  paymentEvent,
  postWebhook,
  unpaidTotals,
} from './helpers/repay.ts';
import {
  useTestApp,
  demoSession,
  postForm,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

// Saved cards are India's by default; Indonesia offers them here too, so the card rules
// are tested in both markets' words (the default refusal is in repay-markets.test.ts).
const t = useTestApp({ env: { PAY_CHANNELS_ID: 'va,market,card' } });

const owed = (orderId: number) => owedOf(t, orderId);

const repaymentsOf = (orderId: number) =>
  t.db.selectFrom('repayments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

/** The card screen of an order: its token and the two demo cards (SMS card first). */
async function screen(session: DemoSession, status: string) {
  const orderId = session.orders[status]!;
  const way = await cardScreen(t, session, orderId);
  const [smsCard, directCard] = way.bankCards;
  return {
    orderId,
    token: way.repayToken,
    smsCard: smsCard!,
    directCard: directCard!,
    amount: await owed(orderId),
  };
}

const commit = (
  session: DemoSession,
  fields: Record<string, string | number>,
  languageType = '1',
) => formAsBorrower(t, session, repaymentCommit.path, { sendMsg: 1, ...fields }, languageType);

const confirm = (
  session: DemoSession,
  fields: Record<string, string | number>,
  languageType = '1',
) => formAsBorrower(t, session, repaymentConfirm.path, fields, languageType);

describe('repayment-way', () => {
  it('lists the borrower’s cards masked to the last four digits, with a fresh token', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const way = await cardScreen(t, session, session.orders['170']!);
    expect(way.alipay).toBe(1);
    expect(way.repayToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      way.bankCards.map(({ bankName, cardNo, bankCode }) => ({ bankName, cardNo, bankCode })),
    ).toEqual([
      { bankName: 'BCA', cardNo: '•••• 4821', bankCode: 'BCA' },
      { bankName: 'Mandiri', cardNo: '•••• 7305', bankCode: 'MANDIRI' },
    ]);
    expect(way.bankCards.map((c) => c.id)).toEqual(session.cards.map((c) => c.id));
    const stored = await t.db.selectFrom('repay_tokens').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(way.repayToken);
    const again = await cardScreen(t, session, session.orders['170']!);
    expect(again.repayToken).not.toBe(way.repayToken);

    const settled = await formAsBorrower(t, session, '/greyer/repayment-way', {
      orderId: session.orders['200']!,
    });
    expect(settled.statusCode).toBe(409);
  });
});

describe('repayment-commit', () => {
  it('charges a card without SMS at once: needValid 0, the order settled, the token used up', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const s = await screen(session, '170');
    const res = await commit(session, {
      orderId: s.orderId,
      amount: s.amount,
      cardId: s.directCard.id,
      repayToken: s.token,
      cardNo: '7305',
      bankName: 'Mandiri',
      bankCode: 'MANDIRI',
    });
    const data = successData(repaymentCommit, res);
    expect(data.needValid).toBe(0);
    expect(await orderRow(t, s.orderId)).toMatchObject({ status: 200, paid_amount: s.amount });
    expect(await repaymentsOf(s.orderId)).toMatchObject([
      {
        id: data.repayRecordId,
        status: 'done',
        channel: 'card',
        amount: s.amount,
        applied_amount: s.amount,
      },
    ]);
    const repeat = await commit(session, {
      orderId: s.orderId,
      amount: s.amount,
      cardId: s.directCard.id,
      repayToken: s.token,
    });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toEqual({
      code: '800005',
      message: 'Do not submit the payment application repeatedly',
      data: null,
    });
  });

  it('makes exactly one repayment of 20 concurrent commits for one order; the rest are 800005', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const s = await screen(session, '174');
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        commit(session, {
          orderId: s.orderId,
          amount: s.amount,
          cardId: s.smsCard.id,
          repayToken: s.token,
        }),
      ),
    );
    const codes = results.map((r) => r.json().code as string);
    expect(codes.filter((c) => c === '00')).toHaveLength(1);
    expect(codes.filter((c) => c === '800005')).toHaveLength(19);
    expect(await repaymentsOf(s.orderId)).toHaveLength(1);
    expect(await outboxOf(t, session.phone)).toHaveLength(1);
  });

  it('makes one charge of 20 concurrent commits with a card that needs no code', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const s = await screen(session, '3');
    const [next] = await unpaidTotals(t, s.orderId);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        commit(session, {
          orderId: s.orderId,
          amount: next!,
          cardId: s.directCard.id,
          repayToken: s.token,
        }),
      ),
    );
    expect(results.filter((r) => r.json().code === '00')).toHaveLength(1);
    expect(results.filter((r) => r.json().code === '800005')).toHaveLength(19);
    expect(await repaymentsOf(s.orderId)).toHaveLength(1);
    expect((await orderRow(t, s.orderId)).status).toBe(3);
    expect(await unpaidTotals(t, s.orderId)).toHaveLength(1);
  });

  it('refuses a foreign or expired token (1001), another borrower’s card (1004) and a wrong amount (1001)', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const other = await demoSession(t.app, { region: 'ID' });
    const s = await screen(session, '170');
    const otherToken = (await cardScreen(t, session, session.orders['174']!)).repayToken;
    const base = { orderId: s.orderId, amount: s.amount, cardId: s.smsCard.id };

    const foreignToken = await commit(session, { ...base, repayToken: otherToken });
    expect(foreignToken.json()).toEqual({
      code: '1001',
      message: 'This payment page has expired, please open it again',
      data: null,
    });
    await t.db
      .updateTable('repay_tokens')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await commit(session, { ...base, repayToken: s.token })).json().code).toBe('1001');

    const fresh = await screen(session, '170');
    const card = await commit(session, {
      ...base,
      cardId: other.cards[0]!.id,
      repayToken: fresh.token,
    });
    expect(card.statusCode).toBe(404);
    expect(card.json().message).toBe('This bank card does not exist');
    const amount = await commit(session, {
      ...base,
      amount: s.amount - 1,
      repayToken: fresh.token,
    });
    expect(amount.json().message).toMatch(
      /^The amount due is now Rp [\d.]+\. Please go back to your loan/,
    );
    expect(await repaymentsOf(s.orderId)).toEqual([]);
  });
});

describe('repayment-confirm', () => {
  async function pendingSmsPayment(region: 'ID' | 'IN' = 'ID') {
    const session = await demoSession(t.app, { region });
    const s = await screen(session, '170');
    const data = successData(
      repaymentCommit,
      await commit(session, {
        orderId: s.orderId,
        amount: s.amount,
        cardId: s.smsCard.id,
        repayToken: s.token,
      }),
    );
    expect(data.needValid).toBe(1);
    return { session, s, recordId: data.repayRecordId };
  }

  it('sends the code by SMS (outbox), stores only its hash, and pays on the right code', async () => {
    const { session, s, recordId } = await pendingSmsPayment('IN');
    const [sms] = await outboxOf(t, session.phone);
    expect(sms!.phone).toBe(session.phone);
    expect(sms!.text).toMatch(/^Tenor: \d{6} is your code to confirm the repayment of ₹/);
    const code = await lastCode(t, session.phone);
    const [record] = await repaymentsOf(s.orderId);
    expect(record!.otp_hash).not.toContain(code);

    const wrong = await confirm(session, {
      orderId: s.orderId,
      verifyCode: code === '000000' ? '111111' : '000000',
      repaymentRecordId: recordId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: '800006',
      message: 'Verification code error (4 attempts left)',
      data: null,
    });
    expect((await orderRow(t, s.orderId)).status).toBe(170);

    const right = await confirm(session, {
      orderId: s.orderId,
      verifyCode: code,
      repaymentRecordId: recordId,
    });
    expect(successData(repaymentConfirm, right)).toBeNull();
    expect((await orderRow(t, s.orderId)).status).toBe(200);
    expect((await repaymentsOf(s.orderId))[0]).toMatchObject({ status: 'done', otp_attempts: 2 });

    const again = await confirm(session, {
      orderId: s.orderId,
      verifyCode: code,
      repaymentRecordId: recordId,
    });
    expect(again.json().code).toBe('800005');
  });

  it('cancels the payment on the fifth wrong code and then accepts no code at all', async () => {
    const { session, s, recordId } = await pendingSmsPayment();
    const code = await lastCode(t, session.phone);
    const wrongCode = code === '999999' ? '888888' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (
          await confirm(session, {
            orderId: s.orderId,
            verifyCode: wrongCode,
            repaymentRecordId: recordId,
          })
        ).json(),
      );
    }
    expect(answers.map((a) => a.code)).toEqual(Array(5).fill('800006'));
    expect(answers[3].message).toBe('Verification code error (1 attempts left)');
    expect(answers[4].message).toBe(
      'Wrong verification code 5 times: this payment was cancelled. Please start the payment again',
    );
    expect((await repaymentsOf(s.orderId))[0]).toMatchObject({
      status: 'cancelled',
      closed_reason: 'otpLocked',
    });

    const late = await confirm(session, {
      orderId: s.orderId,
      verifyCode: code,
      repaymentRecordId: recordId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      code: '1009',
      message: 'This payment was cancelled or has expired, please start the payment again',
      data: null,
    });
    expect((await orderRow(t, s.orderId)).status).toBe(170);
    // A cancelled payment no longer blocks the order: the same page can start again.
    const restart = await commit(session, {
      orderId: s.orderId,
      amount: s.amount,
      cardId: s.smsCard.id,
      repayToken: s.token,
    });
    expect(successData(repaymentCommit, restart).repayRecordId).not.toBe(recordId);
  });

  it('counts concurrent guesses: at most five, whatever arrives at once', async () => {
    const { session, s, recordId } = await pendingSmsPayment();
    const code = await lastCode(t, session.phone);
    const guesses = Array.from({ length: 12 }, (_, i) =>
      String((Number(code) + i + 1) % 1_000_000).padStart(6, '0'),
    );
    await Promise.all(
      guesses.map((verifyCode) =>
        confirm(session, { orderId: s.orderId, verifyCode, repaymentRecordId: recordId }),
      ),
    );
    const [record] = await repaymentsOf(s.orderId);
    expect(record!.status).toBe('cancelled');
    expect(
      (
        await confirm(session, {
          orderId: s.orderId,
          verifyCode: code,
          repaymentRecordId: recordId,
        })
      ).json().code,
    ).toBe('1009');
  });

  it('resends a new code after the countdown (same page and card), at most three times', async () => {
    const { session, s, recordId } = await pendingSmsPayment();
    const first = await lastCode(t, session.phone);
    const resend = () =>
      commit(session, {
        orderId: s.orderId,
        amount: s.amount,
        cardId: s.smsCard.id,
        repayToken: s.token,
      });
    // Within the 60 s countdown: a repeat.
    expect((await resend()).json().code).toBe('800005');
    const rewind = () =>
      t.db
        .updateTable('repayments')
        .set({ otp_sent_at: new Date(Date.now() - 61_000).toISOString() })
        .where('id', '=', recordId)
        .execute();
    await rewind();
    expect(successData(repaymentCommit, await resend())).toEqual({
      needValid: 1,
      repayRecordId: recordId,
      phone: `+62 •••• •••• ${session.phone.slice(-4)}`,
    });
    const second = await lastCode(t, session.phone);
    expect(await outboxOf(t, session.phone)).toHaveLength(2);
    if (second !== first) {
      expect(
        (
          await confirm(session, {
            orderId: s.orderId,
            verifyCode: first,
            repaymentRecordId: recordId,
          })
        ).json().code,
      ).toBe('800006');
    }
    await rewind();
    successData(repaymentCommit, await resend());
    await rewind();
    expect((await resend()).json().code).toBe('800005');
    const latest = await lastCode(t, session.phone);
    expect(
      successData(
        repaymentConfirm,
        await confirm(session, {
          orderId: s.orderId,
          verifyCode: latest,
          repaymentRecordId: recordId,
        }),
      ),
    ).toBeNull();
  });

  it('charges nothing when the order was paid another way meanwhile', async () => {
    const { session, s, recordId } = await pendingSmsPayment();
    const code = await lastCode(t, session.phone);
    const account = await issueAccount(t, session, { orderId: s.orderId, amount: s.amount });
    await postWebhook(t, paymentEvent(account.cardNo, account.amount, 'evt-meanwhile'));
    const res = await confirm(session, {
      orderId: s.orderId,
      verifyCode: code,
      repaymentRecordId: recordId,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('1009');
    expect((await repaymentsOf(s.orderId))[0]).toMatchObject({
      status: 'cancelled',
      closed_reason: 'orderChanged',
    });
    expect(await orderRow(t, s.orderId)).toMatchObject({ status: 200, paid_amount: s.amount });
  });

  it('refuses an expired code without counting it, and other people’s payments (1004)', async () => {
    const { session, s, recordId } = await pendingSmsPayment();
    const code = await lastCode(t, session.phone);
    await t.db
      .updateTable('repayments')
      .set({ otp_expires_at: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', recordId)
      .execute();
    const expired = await confirm(session, {
      orderId: s.orderId,
      verifyCode: code,
      repaymentRecordId: recordId,
    });
    expect(expired.json()).toEqual({
      code: '800006',
      message: 'The verification code has expired, please request a new one',
      data: null,
    });
    expect((await repaymentsOf(s.orderId))[0]!.otp_attempts).toBe(0);

    const stranger = await demoSession(t.app, { region: 'ID' });
    const foreign = await confirm(stranger, {
      orderId: s.orderId,
      verifyCode: code,
      repaymentRecordId: recordId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('1004');
  });
});

describe('repayment-huichao and the sandbox gateway page', () => {
  it('answers the gateway page, whose Pay completes the payment and leads to its receipt', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['3']!;
    const [next] = await unpaidTotals(t, orderId);
    const { url } = successData(
      repaymentHuichao,
      await formAsBorrower(t, session, repaymentHuichao.path, {
        orderId,
        amount: next!,
        userId: session.borrowerId,
        method: 'netbanking',
      }),
    );
    expect(url).toMatch(/^\/sandbox\/gateway\?ref=[A-Za-z0-9_-]{32}$/);
    const again = successData(
      repaymentHuichao,
      await formAsBorrower(t, session, repaymentHuichao.path, {
        orderId,
        amount: next!,
        method: 'netbanking',
      }),
    );
    expect(again.url).toBe(url);

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<html lang="en-IN">');
    expect(page.body).toContain('<form method="post" action="/sandbox/gateway/pay">');
    expect(page.body).toContain('<dd>Net banking</dd>');
    expect(page.body).toContain('<input type="radio" name="bank" value="SBI" checked>');
    expect(page.body).toMatch(/<button type="submit" class="pay">Pay ₹[\d,.]+<\/button>/);
    expect(page.body).not.toMatch(/<script|style=|<style/);
    const css = await t.app.inject({ method: 'GET', url: '/sandbox/gateway.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');

    const ref = new URL(url, 'http://x').searchParams.get('ref')!;
    const paid = await postForm(t.app, '/sandbox/gateway/pay', { ref, bank: 'HDFC' });
    expect(paid.statusCode).toBe(303);
    const product = (await orderRow(t, orderId)).product_id;
    expect(paid.headers.location).toMatch(
      new RegExp(`^/repayReceipt\\?orderId=${orderId}&productId=${product}&repaymentId=\\d+$`),
    );
    const charge = await t.db.selectFrom('sandbox_charges').selectAll().execute();
    expect(charge.some((c) => c.bank_code === 'HDFC' && c.amount === next)).toBe(true);
    expect((await orderRow(t, orderId)).status).toBe(3);
    expect(await unpaidTotals(t, orderId)).toHaveLength(1);

    // Pay again (back button, double tap): nothing more is paid.
    expect((await postForm(t.app, '/sandbox/gateway/pay', { ref })).statusCode).toBe(303);
    expect(await unpaidTotals(t, orderId)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url })).body).toContain(
      'This payment is complete.',
    );
  });

  it('cancels from the gateway page; unknown references are a 404 page', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['170']!;
    const { url } = successData(
      repaymentHuichao,
      await formAsBorrower(t, session, repaymentHuichao.path, {
        orderId,
        amount: await owed(orderId),
      }),
    );
    const ref = new URL(url, 'http://x').searchParams.get('ref')!;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.body).toContain('<html lang="en-IN">');
    expect(page.body).toContain('Pay ₹');
    const cancelled = await postForm(t.app, '/sandbox/gateway/cancel', { ref });
    expect(cancelled.statusCode).toBe(303);
    // Back to the ways to pay, to choose another.
    expect(cancelled.headers.location).toMatch(
      new RegExp(`^/that\\?amount=\\d+&orderId=${orderId}&productId=\\d+$`),
    );
    expect((await orderRow(t, orderId)).status).toBe(170);
    expect(await repaymentsOf(orderId)).toMatchObject([
      { status: 'cancelled', closed_reason: 'gatewayCancelled' },
    ]);
    expect((await postForm(t.app, '/sandbox/gateway/pay', { ref })).headers.location).toBe(url);
    expect((await orderRow(t, orderId)).status).toBe(170);

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/sandbox/gateway?ref=nope&languageType=1',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This payment does not exist.');
    expect((await postForm(t.app, '/sandbox/gateway/pay', { ref: 'nope' })).statusCode).toBe(404);
  });

  it('refuses amounts the order cannot take (1001)', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const res = await formAsBorrower(t, session, repaymentHuichao.path, {
      orderId: session.orders['170']!,
      amount: 1,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('1001');
  });
});
