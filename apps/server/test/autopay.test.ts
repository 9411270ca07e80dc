/**
 * UPI AutoPay in the demo sandbox (decision 072, docs/compliance.md): set up from loan details
 * on an Indian instalment loan, approved "in the UPI app", then on a fake clock: the pre-debit
 * notice goes out once, 48 to 24 hours before the due day, stating amount and date; no debit
 * before it is 24 hours old, whatever the due date says; one debit per period, also with two
 * runs racing; the debit is applied through the settlement path and has its receipt; paused,
 * nothing is announced or taken; cancelled (here or in the UPI app) it ends; a declined debit
 * falls back to the one-off rails with an SMS and loan details says so. In Indonesia a wallet is
 * linked on the sandbox wallet's page (decision 076) and debited the same way, and a BRI card
 * with the code the sandbox bank texts to the outbox (decision 081).
 */
import { describe, expect, it } from 'vitest';
import {
  autopayChange,
  autopayGet,
  autopaySetup,
  autopayVerify,
} from '@tenor/contract/endpoints/autopay';
import { devAutopayEvent, devAutopayRun } from '@tenor/contract/endpoints/dev';
import { paymentReceipt } from '@tenor/contract/endpoints/repay';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { loanDueFrom as helperLoanDueFrom } from './helpers/autopay.ts';
import { marketTime } from './helpers/market-time.ts';
import { asBorrower, outboxOf, planOf } from './helpers/repay.ts';
import { successData, useTestApp, type DemoSession } from './helpers/test-app.ts';

// Tuesday 6 February 2029 is a public holiday in Indonesia here (no other test's day).
const t = useTestApp({ env: { REMINDER_EVERY_SECONDS: '0', MARKET_HOLIDAYS_ID: '2029-02-06' } });

const HOUR = 3_600_000;

async function getView(session: DemoSession, orderId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${autopayGet.path}?orderId=${orderId}&languageType=1`,
    headers: { 'x-token': session.token },
  });
  return successData(autopayGet, res);
}

const run = async (at: Date) =>
  successData(
    devAutopayRun,
    await t.app.inject({
      method: 'POST',
      url: devAutopayRun.path,
      payload: { at: at.toISOString() },
    }),
  );

const event = async (orderId: number, name: string) =>
  t.app.inject({ method: 'POST', url: devAutopayEvent.path, payload: { orderId, event: name } });

const loanDueFrom = (first: string) => helperLoanDueFrom(t, first);

async function activeMandate(first: string) {
  const loan = await loanDueFrom(first);
  const before = await getView(loan.session, loan.orderId);
  expect(before.offered).toBe(true);
  const set = successData(
    autopaySetup,
    await asBorrower(t, loan.session, autopaySetup.path, { orderId: loan.orderId }),
  );
  expect(set.mandate?.status).toBe('pending');
  expect(set.mandate?.intentUrl).toMatch(/^upi:\/\/mandate\?/);
  expect((await event(loan.orderId, 'approve')).statusCode).toBe(200);
  return loan;
}

const notices = async (phone: string) =>
  (await outboxOf(t, phone)).filter((m) => m.text.includes('UPI AutoPay will debit'));
const chargesOf = (orderId: number) =>
  t.db
    .selectFrom('repayments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('gateway_method', '=', 'autopay')
    .execute();

describe('UPI AutoPay (sandbox)', () => {
  it('shows the terms, then one notice 48–24 h ahead, one debit once it is 24 h old, the receipt', async () => {
    const { session, orderId, periods } = await activeMandate('2027-03-10');
    const open = periods.filter((p) => p.status !== 'paid');
    const view = await getView(session, orderId);
    expect(view.mandate?.status).toBe('active');
    expect(view.terms).toMatchObject({
      maxAmount: Math.max(...open.map((p) => p.total)),
      frequency: 'as_presented',
      endsAt: new Date(open.at(-1)!.due_at).toISOString(),
    });
    expect(view.offered).toBe(false);

    // Three days ahead: too early for the notice.
    expect(await run(marketTime('IN', '2027-03-07', '12:00'))).toEqual({ notices: 0, debits: 0 });
    // The day before at noon (less than 48 h before the due day): the notice, late.
    expect((await run(marketTime('IN', '2027-03-09', '12:00'))).notices).toBe(1);
    expect((await run(marketTime('IN', '2027-03-09', '12:30'))).notices).toBe(0);
    const sent = await notices(session.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(formatMoney('IN', open[0]!.total));
    expect(sent[0]!.text).toContain(formatDate('IN', open[0]!.due_at));
    expect((await getView(session, orderId)).debit).toMatchObject({
      state: 'notified',
      periodNo: open[0]!.period_no,
    });

    // The due day has begun, but the notice is only 12.5 hours old: no debit.
    expect((await run(marketTime('IN', '2027-03-10', '00:30'))).debits).toBe(0);
    expect(await chargesOf(orderId)).toHaveLength(0);
    // 24 hours after the notice, outside UPI's peak hours: one debit, even with two runs racing
    // and a third after.
    // 24.5 hours after it, but inside UPI's peak hours (10:00–13:00 IST): none yet.
    expect((await run(marketTime('IN', '2027-03-10', '12:30'))).debits).toBe(0);
    const at = marketTime('IN', '2027-03-10', '14:05');
    const raced = await Promise.all([run(at), run(at)]);
    expect(raced.reduce((n, r) => n + r.debits, 0)).toBe(1);
    expect((await run(new Date(at.getTime() + HOUR))).debits).toBe(0);
    const charges = await chargesOf(orderId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'done', amount: open[0]!.total });
    const after = await planOf(t, orderId);
    expect(after.find((p) => p.period_no === open[0]!.period_no)?.status).toBe('paid');
    const shown = await getView(session, orderId);
    expect(shown.debit).toMatchObject({ state: 'paid', repaymentId: charges[0]!.id });
    const receipt = successData(
      paymentReceipt,
      await asBorrower(t, session, paymentReceipt.path, {
        orderId,
        repaymentId: charges[0]!.id,
      }),
    );
    expect(receipt).toMatchObject({ state: 'paid', amount: open[0]!.total, way: { kind: 'upi' } });
  });

  it('paused, announces and takes nothing; resumed, goes on; cancelled here or in the UPI app, it ends', async () => {
    const { session, orderId, periods } = await activeMandate('2027-05-10');
    const open = periods.filter((p) => p.status !== 'paid');
    const paused = successData(
      autopayChange,
      await asBorrower(t, session, autopayChange.path, { orderId, action: 'pause' }),
    );
    expect(paused.mandate).toMatchObject({ status: 'paused', reason: 'borrower' });
    expect((await run(marketTime('IN', '2027-05-08', '09:00'))).notices).toBe(0);
    await asBorrower(t, session, autopayChange.path, { orderId, action: 'resume' });
    expect((await run(marketTime('IN', '2027-05-08', '09:05'))).notices).toBe(1);
    // Cancelled in the UPI app after the notice: the announced debit is not made.
    expect((await event(orderId, 'cancel')).json()).toMatchObject({
      data: { status: 'cancelled' },
    });
    expect((await run(marketTime('IN', '2027-05-10', '10:00'))).debits).toBe(0);
    expect(await chargesOf(orderId)).toHaveLength(0);
    const view = await getView(session, orderId);
    expect(view.mandate).toMatchObject({ status: 'cancelled', reason: 'upiApp' });
    expect(view.offered).toBe(true);
    expect(
      (await planOf(t, orderId)).find((p) => p.period_no === open[0]!.period_no)?.status,
    ).not.toBe('paid');

    // Set up again and cancelled from loan details.
    await asBorrower(t, session, autopaySetup.path, { orderId });
    await event(orderId, 'approve');
    const cancelled = successData(
      autopayChange,
      await asBorrower(t, session, autopayChange.path, { orderId, action: 'cancel' }),
    );
    expect(cancelled.mandate).toMatchObject({ status: 'cancelled', reason: 'borrower' });
  });

  it('an instalment due too soon for 24 hours’ notice is paid another way: AutoPay starts with the next', async () => {
    // The first instalment falls due tonight (23:00 India time), the next a month later.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const { session, orderId, open } = await activeMandate(today);
    const view = await getView(session, orderId);
    expect(Date.parse(view.terms!.nextDueAt!)).toBe(Date.parse(open[1]!.due_at));
    expect(view.terms!.nextAmount).toBe(open[1]!.total);
    // On the due day itself nothing is announced for it, so nothing is debited a day late.
    const dueAt = Date.parse(open[0]!.due_at);
    expect(await run(new Date(dueAt - 2 * HOUR))).toEqual({ notices: 0, debits: 0 });
    expect(await run(new Date(dueAt + 20 * HOUR))).toEqual({ notices: 0, debits: 0 });
    expect(await notices(session.phone)).toEqual([]);
    expect(await chargesOf(orderId)).toEqual([]);
  });

  it('sends the notice only in the reminders’ contact hours, by 19:00 the day before at the latest', async () => {
    const { session, periods } = await activeMandate('2027-11-10');
    const open = periods.filter((p) => p.status !== 'paid');
    // Inside the window, but before 08:00 India time: nothing is sent yet.
    expect((await run(marketTime('IN', '2027-11-08', '07:30'))).notices).toBe(0);
    expect(await notices(session.phone)).toEqual([]);
    // From 08:00 it goes out, at least 24 hours before the debit on the due day.
    expect((await run(marketTime('IN', '2027-11-08', '08:00'))).notices).toBe(1);
    expect(await notices(session.phone)).toHaveLength(1);
    // The next instalment, due 10 December: after 19:00 the day before, a notice would come
    // outside contact hours, and one the next morning would put the debit a day late: none.
    expect(Date.parse(open[1]!.due_at)).toBe(marketTime('IN', '2027-12-10', '23:00').getTime());
    expect((await run(marketTime('IN', '2027-12-09', '19:00'))).notices).toBe(0);
    expect((await run(marketTime('IN', '2027-12-09', '23:30'))).notices).toBe(0);
    expect((await run(marketTime('IN', '2027-12-10', '08:00'))).notices).toBe(0);
    // Until 19:00 the day before it still goes out, 24 hours before 19:00 on the due day.
    expect((await run(marketTime('IN', '2027-12-09', '18:59'))).notices).toBe(1);
    expect(await notices(session.phone)).toHaveLength(2);
  });

  it('a declined debit falls back to paying another way, with an SMS and on loan details', async () => {
    const { session, orderId, periods } = await activeMandate('2027-07-10');
    const open = periods.filter((p) => p.status !== 'paid');
    await run(marketTime('IN', '2027-07-08', '08:00'));
    await event(orderId, 'failNextDebit');
    expect((await run(marketTime('IN', '2027-07-10', '09:00'))).debits).toBe(1);
    const charges = await chargesOf(orderId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'cancelled', closed_reason: 'autopayFailed' });
    expect(
      (await planOf(t, orderId)).find((p) => p.period_no === open[0]!.period_no)?.status,
    ).not.toBe('paid');
    const sms = (await outboxOf(t, session.phone)).filter((m) =>
      m.text.includes('did not go through'),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(`orderId=${orderId}`);
    const view = await getView(session, orderId);
    expect(view.debit).toMatchObject({ state: 'failed', periodNo: open[0]!.period_no });
    expect(view.mandate?.status).toBe('active');
    // Never tried again for that period.
    expect((await run(marketTime('IN', '2027-07-10', '22:00'))).debits).toBe(0);
  });

  it('e-NACH in the sandbox: signed on the sandbox bank’s page, confirmed by the bank, debited once without UPI’s peak hours, cancelled', async () => {
    const loan = await loanDueFrom('2027-10-10');
    const enach = {
      authType: 'debitcard',
      holder: 'Ravi Kumar',
      accountNumber: '001234567890',
      ifsc: 'SBIN0001234',
      accountType: 'current',
    };
    const set = successData(
      autopaySetup,
      await asBorrower(t, loan.session, autopaySetup.path, { orderId: loan.orderId, enach }),
    );
    expect(set.mandate).toMatchObject({ method: 'enach', status: 'pending' });
    const page = set.mandate!.intentUrl!;
    expect(page).toMatch(/^\/sandbox\/enach\?ref=mnd_/);
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(200);
    const ref = new URL(page, 'http://x').searchParams.get('ref')!;
    const signed = await t.app.inject({
      method: 'POST',
      url: '/sandbox/enach/sign',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${encodeURIComponent(ref)}`,
    });
    expect(signed.statusCode).toBe(303);
    expect(signed.headers.location).toContain(`/autopay?orderId=${loan.orderId}`);
    // Signed: the page is gone, the bank confirms later.
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
    expect((await getView(loan.session, loan.orderId)).mandate).toMatchObject({
      status: 'pending',
      intentUrl: null,
    });
    expect((await event(loan.orderId, 'approve')).statusCode).toBe(200);
    expect((await getView(loan.session, loan.orderId)).mandate?.status).toBe('active');
    expect((await run(marketTime('IN', '2027-10-08', '09:00'))).notices).toBe(1);
    // 11:00 is inside UPI's peak hours, which e-NACH does not keep.
    expect((await run(marketTime('IN', '2027-10-10', '11:00'))).debits).toBe(1);
    const charges = await chargesOf(loan.orderId);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: 'done' });
    const cancelled = successData(
      autopayChange,
      await asBorrower(t, loan.session, autopayChange.path, {
        orderId: loan.orderId,
        action: 'cancel',
      }),
    );
    expect(cancelled.mandate).toMatchObject({ method: 'enach', wallet: null, status: 'cancelled' });
  });

  it('Indonesia in the sandbox: a wallet linked on the sandbox wallet’s page, announced in Indonesian, debited once, unlinked in the wallet app', async () => {
    const loan = await helperLoanDueFrom(t, '2027-11-10', 'ID');
    expect((await getView(loan.session, loan.orderId)).offered).toBe(true);
    // A wallet is what Indonesia links; India's methods are refused there.
    const upi = await asBorrower(t, loan.session, autopaySetup.path, { orderId: loan.orderId });
    expect(upi.statusCode).toBe(400);
    const set = successData(
      autopaySetup,
      await asBorrower(t, loan.session, autopaySetup.path, {
        orderId: loan.orderId,
        wallet: 'DANA',
      }),
    );
    expect(set.mandate).toMatchObject({ method: 'wallet', wallet: 'DANA', status: 'pending' });
    const page = set.mandate!.intentUrl!;
    expect(page).toMatch(/^\/sandbox\/wallet\?ref=mnd_[\w-]+&wallet=DANA$/);
    const shown = await t.app.inject({ method: 'GET', url: page });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Dompet sandbox: tautkan DANA');
    expect(shown.body).toContain(formatMoney('ID', set.terms!.maxAmount));
    const ref = new URL(page, 'http://x').searchParams.get('ref')!;
    const linked = await t.app.inject({
      method: 'POST',
      url: '/sandbox/wallet/link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${encodeURIComponent(ref)}&wallet=DANA`,
    });
    expect(linked.statusCode).toBe(303);
    expect(linked.headers.location).toContain(`/autopay?orderId=${loan.orderId}`);
    // Linked: active at once, as Xendit's payment_token.activation makes it; the page is gone.
    expect((await t.app.inject({ method: 'GET', url: page })).statusCode).toBe(404);
    expect((await getView(loan.session, loan.orderId)).mandate).toMatchObject({
      method: 'wallet',
      wallet: 'DANA',
      status: 'active',
      intentUrl: null,
    });
    // Monday 8 Nov, 10:00 WIB: two days ahead, inside contact hours (Monday–Saturday, 08:00–20:00).
    expect((await run(marketTime('ID', '2027-11-08', '10:00'))).notices).toBe(1);
    const sms = (await outboxOf(t, loan.session.phone)).filter((m) =>
      m.text.includes('debit otomatis'),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).not.toContain('UPI');
    expect((await run(marketTime('ID', '2027-11-10', '11:00'))).debits).toBe(1);
    expect((await run(marketTime('ID', '2027-11-10', '12:00'))).debits).toBe(0);
    expect(await chargesOf(loan.orderId)).toMatchObject([{ status: 'done' }]);
    // Unlinked in the wallet app: the mandate ends, and says where.
    expect((await event(loan.orderId, 'cancel')).statusCode).toBe(200);
    expect((await getView(loan.session, loan.orderId)).mandate).toMatchObject({
      status: 'cancelled',
      reason: 'walletApp',
    });
  });

  it('Indonesia in the sandbox: a BRI card linked with the sandbox bank’s code from the outbox, announced naming the card, debited once, ended at the bank', async () => {
    const loan = await helperLoanDueFrom(t, '2028-01-12', 'ID');
    const before = await getView(loan.session, loan.orderId);
    expect(before.phone).toMatch(/^08\d{8,11}$/);
    const card = {
      channel: 'DC_BRI',
      cardLastFour: '4321',
      cardExpiry: '09/31',
      phone: before.phone!,
      email: 'demo@example.co.id',
    } as const;
    const set = successData(
      autopaySetup,
      await asBorrower(t, loan.session, autopaySetup.path, {
        orderId: loan.orderId,
        directDebit: card,
      }),
    );
    expect(set.mandate).toMatchObject({
      method: 'directDebit',
      status: 'pending',
      intentUrl: null,
      card: { bank: 'BRI', lastFour: '4321' },
    });
    // The sandbox bank texts its code to the phone typed: the demo's outbox holds it.
    const codeOf = async () =>
      /\b(\d{6})\b/.exec(
        (await outboxOf(t, loan.session.phone)).find((m) => m.text.startsWith('BRI:'))?.text ?? '',
      )?.[1];
    const code = await codeOf();
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await asBorrower(t, loan.session, autopayVerify.path, {
      orderId: loan.orderId,
      code: code === '999999' ? '999998' : '999999',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/tidak cocok|not right/);
    // A new code asked for: the old one no longer links.
    successData(
      autopaySetup,
      await asBorrower(t, loan.session, autopaySetup.path, {
        orderId: loan.orderId,
        directDebit: card,
      }),
    );
    const fresh = await codeOf();
    if (fresh !== code) {
      const old = await asBorrower(t, loan.session, autopayVerify.path, {
        orderId: loan.orderId,
        code,
      });
      expect(old.statusCode).toBe(400);
    }
    const linked = successData(
      autopayVerify,
      await asBorrower(t, loan.session, autopayVerify.path, { orderId: loan.orderId, code: fresh }),
    );
    expect(linked.mandate).toMatchObject({ status: 'active', card: { lastFour: '4321' } });
    // Monday 10 Jan, 10:00 WIB: the notice names the card, not a wallet.
    expect((await run(marketTime('ID', '2028-01-10', '10:00'))).notices).toBe(1);
    const sms = (await outboxOf(t, loan.session.phone)).filter((m) =>
      m.text.includes('debit otomatis'),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain('kartu debit BRI');
    expect(sms[0]!.text).toContain('4321');
    expect(sms[0]!.text).not.toContain('dompet');
    expect((await run(marketTime('ID', '2028-01-12', '11:00'))).debits).toBe(1);
    expect((await run(marketTime('ID', '2028-01-12', '12:00'))).debits).toBe(0);
    expect(await chargesOf(loan.orderId)).toMatchObject([{ status: 'done' }]);
    // The sandbox bank ends the card's link: the mandate ends, and says where.
    expect((await event(loan.orderId, 'cancel')).statusCode).toBe(200);
    expect((await getView(loan.session, loan.orderId)).mandate).toMatchObject({
      status: 'cancelled',
      reason: 'bank',
    });
  });

  it('Indonesia in the sandbox: no notice on an Indonesian public holiday; it goes the next working day, still a day ahead', async () => {
    const loan = await helperLoanDueFrom(t, '2029-02-08', 'ID');
    const set = successData(
      autopaySetup,
      await asBorrower(t, loan.session, autopaySetup.path, {
        orderId: loan.orderId,
        wallet: 'OVO',
      }),
    );
    const ref = new URL(set.mandate!.intentUrl!, 'http://x').searchParams.get('ref')!;
    await t.app.inject({
      method: 'POST',
      url: '/sandbox/wallet/link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${encodeURIComponent(ref)}&wallet=OVO`,
    });
    expect((await getView(loan.session, loan.orderId)).mandate?.status).toBe('active');
    // Tuesday 6 February, 10:00 WIB: inside the notice's window and contact hours, but a holiday.
    expect((await run(marketTime('ID', '2029-02-06', '10:00'))).notices).toBe(0);
    expect((await run(marketTime('ID', '2029-02-06', '15:00'))).notices).toBe(0);
    // Wednesday 7 February, 10:00 WIB: sent, 24 hours before the debit may be asked for.
    expect((await run(marketTime('ID', '2029-02-07', '10:00'))).notices).toBe(1);
    expect((await run(marketTime('ID', '2029-02-08', '09:00'))).debits).toBe(0);
    expect((await run(marketTime('ID', '2029-02-08', '10:30'))).debits).toBe(1);
  });

  it('Indonesia in the sandbox: a wallet not linked on its page fails, and may be linked again', async () => {
    const loan = await helperLoanDueFrom(t, '2027-12-10', 'ID');
    const set = successData(
      autopaySetup,
      await asBorrower(t, loan.session, autopaySetup.path, {
        orderId: loan.orderId,
        wallet: 'OVO',
      }),
    );
    const ref = new URL(set.mandate!.intentUrl!, 'http://x').searchParams.get('ref')!;
    const refused = await t.app.inject({
      method: 'POST',
      url: '/sandbox/wallet/refuse',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `ref=${encodeURIComponent(ref)}&wallet=OVO`,
    });
    expect(refused.statusCode).toBe(303);
    const view = await getView(loan.session, loan.orderId);
    expect(view.mandate).toMatchObject({ status: 'failed', reason: 'rejected' });
    expect(view.offered).toBe(true);
  });

  it('declined in the UPI app, the mandate fails and may be set up again', async () => {
    const loan = await loanDueFrom('2027-09-10');
    await asBorrower(t, loan.session, autopaySetup.path, { orderId: loan.orderId });
    await event(loan.orderId, 'decline');
    const view = await getView(loan.session, loan.orderId);
    expect(view.mandate).toMatchObject({ status: 'failed', reason: 'rejected' });
    expect(view.offered).toBe(true);
  });
});
