/**
 * e-NACH through Razorpay's e-mandates (decision 078), played by the local stand-in of its
 * published API (test/stand-ins/razorpay-emandate.ts): the borrower's account and auth type go
 * to a registration link (checked before anything is sent, asked once per mandate), the
 * mandate waits while the bank confirms the token and is active on `token.confirmed`, rejected
 * on `token.rejected`; each debit is announced by Tenor's SMS inside the contact hours at least
 * 24 hours ahead, asked once per period — after a crash between Razorpay's answer and our
 * record, the next run asks Razorpay first — stays processing while the bank takes its working
 * days, and a `payment.captured` webhook crossing the status query applies it once; cancel
 * deletes the token and `token.cancelled` is honoured; a failed debit falls back with the SMS.
 * SQLite here, PostgreSQL under `node scripts/test-pg.mjs`.
 */
import { describe, expect, it } from 'vitest';
import { autopayChange, autopayGet, autopaySetup } from '@tenor/contract/endpoints/autopay';
import { paymentReceipt } from '@tenor/contract/endpoints/repay';
import { loanDueFrom } from './helpers/autopay.ts';
import { marketTime } from './helpers/market-time.ts';
import { ENACH_FAILED_TEMPLATE, ENACH_NOTICE_TEMPLATE } from './helpers/sms-gateway.ts';
import { useStandIns } from './helpers/provider-stand-ins.ts';
import { razorpayAutopay } from './helpers/razorpay-autopay.ts';
import { asBorrower, planOf } from './helpers/repay.ts';
import {
  successData,
  useTestApp,
  type DemoSession,
  type TestAppOptions,
} from './helpers/test-app.ts';

const options: TestAppOptions = {
  env: { REMINDER_EVERY_SECONDS: '0', PUBLIC_HOST: 'app.tenor.test' },
};
const stand = useStandIns(options);
const t = useTestApp(options);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const ACCOUNT = {
  authType: 'netbanking',
  holder: 'Asha Verma',
  accountNumber: '50100012345678',
  ifsc: 'HDFC0001234',
  accountType: 'savings',
} as const;

const { job, deliver, mandateRow, debitsOf, clockAt } = razorpayAutopay(t, stand);

async function viewOf(session: DemoSession, orderId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${autopayGet.path}?orderId=${orderId}&languageType=1`,
    headers: { 'x-token': session.token },
  });
  return successData(autopayGet, res);
}

const emandate = () => stand.razorpay.mandates.emandate;
const links = () =>
  stand.razorpay.calls.filter(
    (c) => c.method === 'POST' && c.path === '/subscription_registration/auth_links',
  );
const recurring = () =>
  stand.razorpay.calls.filter((c) => c.path === '/payments/create/recurring').length;

/** An Indian loan due from `date` with an e-NACH mandate signed at the bank and confirmed. */
async function confirmedOn(date: string) {
  // Razorpay's clock back to now: the link's expiry is written from the real clock.
  clockAt(new Date());
  const { session, orderId, open } = await loanDueFrom(t, date);
  const set = successData(
    autopaySetup,
    await asBorrower(t, session, autopaySetup.path, { orderId, enach: ACCOUNT }),
  );
  expect(set.mandate).toMatchObject({ method: 'enach', status: 'pending' });
  const mandate = await mandateRow(orderId);
  expect(await deliver(emandate().sign(mandate.auth_ref!))).toBe(200);
  const signed = await mandateRow(orderId);
  expect(await deliver(emandate().confirm(signed.token_ref!))).toBe(200);
  const active = await mandateRow(orderId);
  expect(active).toMatchObject({ status: 'active', method: 'enach' });
  return { session, orderId, mandate: active, first: open[0]! };
}

describe('e-NACH through Razorpay (stand-in)', () => {
  it('checks the account first, registers by Razorpay’s link once, waits for the bank’s confirmation', async () => {
    const { session, orderId } = await loanDueFrom(t, '2027-04-10');
    const plan = (await planOf(t, orderId)).filter((p) => p.status !== 'paid');
    // A mistyped IFSC is refused here in the borrower's words; nothing reaches Razorpay.
    const bad = await asBorrower(t, session, autopaySetup.path, {
      orderId,
      enach: { ...ACCOUNT, ifsc: 'HDFC1234' },
    });
    expect(bad.statusCode).toBe(400);
    expect(links()).toHaveLength(0);
    expect((await viewOf(session, orderId)).mandate).toBeNull();

    const set = successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, enach: ACCOUNT }),
    );
    expect(set.mandate).toMatchObject({ method: 'enach', status: 'pending' });
    expect(set.mandate?.intentUrl).toMatch(/^https:\/\/rzp\.io\/i\//);
    // A second tap while pending answers the same link.
    const again = successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, enach: ACCOUNT }),
    );
    expect(again.mandate?.intentUrl).toBe(set.mandate?.intentUrl);
    expect(links()).toHaveLength(1);
    const mandate = await mandateRow(orderId);
    expect(links()[0]!.body).toMatchObject({
      type: 'link',
      amount: 0,
      receipt: mandate.ref,
      customer_id: mandate.customer_ref,
      sms_notify: 0,
      subscription_registration: {
        method: 'emandate',
        auth_type: 'netbanking',
        max_amount: Math.max(...plan.map((p) => p.total)),
        expire_at: Math.floor(Date.parse(plan.at(-1)!.due_at) / 1000),
        bank_account: {
          beneficiary_name: ACCOUNT.holder,
          account_number: ACCOUNT.accountNumber,
          account_type: 'savings',
          ifsc_code: ACCOUNT.ifsc,
        },
      },
    });
    // Signed at the bank: the token exists, the bank has not confirmed it yet (days).
    expect(await deliver(emandate().sign(mandate.auth_ref!))).toBe(200);
    const signed = await mandateRow(orderId);
    expect(signed).toMatchObject({ status: 'pending' });
    expect(signed.token_ref).toMatch(/^token_/);
    expect((await viewOf(session, orderId)).mandate).toMatchObject({
      status: 'pending',
      intentUrl: null,
    });
    expect(await deliver(emandate().confirm(signed.token_ref!))).toBe(200);
    expect((await viewOf(session, orderId)).mandate).toMatchObject({
      method: 'enach',
      status: 'active',
    });
  });

  it('the bank’s confirmation before the signature that names the token: Razorpay is asked to send it again, then it counts', async () => {
    const { session, orderId } = await loanDueFrom(t, '2028-03-10');
    successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, enach: ACCOUNT }),
    );
    const mandate = await mandateRow(orderId);
    const signature = emandate().sign(mandate.auth_ref!);
    const tokenId = JSON.parse(signature.body).payload.payment.entity.token_id as string;
    const confirmation = emandate().confirm(tokenId);
    // Webhooks are not ordered: the verdict first finds no token here and is refused (503),
    // which Razorpay retries; nothing is recorded.
    expect(await deliver(confirmation)).toBe(503);
    expect(await mandateRow(orderId)).toMatchObject({ status: 'pending', token_ref: null });
    expect(await deliver(signature)).toBe(200);
    expect(await deliver(confirmation)).toBe(200);
    expect((await viewOf(session, orderId)).mandate).toMatchObject({ status: 'active' });
    // A verdict on a token no mandate waits for (another product's) is taken and dropped.
    expect(await deliver(emandate().confirm(tokenId))).toBe(200);
  });

  it('rejected by the bank, the mandate fails and may be set up again', async () => {
    const { session, orderId } = await loanDueFrom(t, '2027-05-10');
    successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, enach: ACCOUNT }),
    );
    const mandate = await mandateRow(orderId);
    expect(await deliver(emandate().sign(mandate.auth_ref!))).toBe(200);
    const signed = await mandateRow(orderId);
    expect(await deliver(emandate().reject(signed.token_ref!))).toBe(200);
    const view = await viewOf(session, orderId);
    expect(view.mandate).toMatchObject({ status: 'failed', reason: 'rejected' });
    expect(view.offered).toBe(true);
  });

  it('announces by SMS only, debits once after a crash, stays processing for the bank’s days, applies once when the webhook and the status query cross', async () => {
    const { session, orderId, first } = await confirmedOn('2027-06-10');
    const svc = job();
    const orders = () => stand.razorpay.calls.filter((c) => c.path === '/orders').length;
    const ordersBefore = orders();
    const noticed = marketTime('IN', '2027-06-08', '10:00');
    expect((await svc.run(noticed)).notices).toBe(1);
    // Razorpay's pre-debit notification is UPI's: nothing was made at Razorpay for the notice.
    expect(orders()).toBe(ordersBefore);
    // The recurring payment is made at Razorpay, and its answer is lost.
    stand.razorpay.fault({ on: 'POST /payments/create/recurring', kind: 'drop', when: 'after' });
    const due = marketTime('IN', '2027-06-10', '11:00');
    clockAt(due);
    expect((await svc.run(due)).debits).toBe(0);
    expect(recurring()).toBe(1);
    expect((await svc.run(new Date(due.getTime() + 6 * MINUTE))).debits).toBe(1);
    expect(recurring()).toBe(1);
    // The bank takes its working days: the repayment stays pending, the page says processing.
    const later = new Date(due.getTime() + 2 * DAY);
    await svc.run(later);
    const [pending] = await debitsOf(orderId);
    expect(pending).toMatchObject({ status: 'pending' });
    expect((await viewOf(session, orderId)).debit?.state).toBe('requested');
    const payment = stand.razorpay.mandates
      .debits()
      .find((p) => (p.notes as Record<string, unknown>).tenor_ref === pending!.gateway_ref);
    expect(payment).toMatchObject({ method: 'emandate', status: 'created' });
    const captured = stand.razorpay.mandates.settleDebit(payment!.id as string, 'captured');
    const end = new Date(later.getTime() + 30 * MINUTE);
    const [status] = await Promise.all([deliver(captured), svc.run(end), svc.run(end)]);
    expect(status).toBe(200);
    expect(await deliver(captured)).toBe(200);
    const debits = await debitsOf(orderId);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ status: 'done', applied_amount: first.total });
    expect(recurring()).toBe(1);
    const plan = await planOf(t, orderId);
    expect(plan.find((p) => p.period_no === first.period_no)?.status).toBe('paid');
    const receipt = successData(
      paymentReceipt,
      await asBorrower(t, session, paymentReceipt.path, {
        orderId,
        repaymentId: debits[0]!.id,
      }),
    );
    expect(receipt).toMatchObject({ state: 'paid', amount: first.total });
  });

  it('falls back on a failed debit with the SMS; cancel deletes the token and token.cancelled is honoured', async () => {
    const { session, orderId, mandate } = await confirmedOn('2027-08-10');
    const svc = job();
    expect((await svc.run(marketTime('IN', '2027-08-08', '10:00'))).notices).toBe(1);
    const due = marketTime('IN', '2027-08-10', '11:00');
    clockAt(due);
    expect((await svc.run(due)).debits).toBe(1);
    const [debit] = await debitsOf(orderId);
    const payment = stand.razorpay.mandates
      .debits()
      .find((p) => (p.notes as Record<string, unknown>).tenor_ref === debit!.gateway_ref);
    expect(
      await deliver(stand.razorpay.mandates.settleDebit(payment!.id as string, 'failed')),
    ).toBe(200);
    expect((await debitsOf(orderId))[0]).toMatchObject({
      status: 'cancelled',
      closed_reason: 'autopayFailed',
    });
    const sms = stand.sms.sent.filter((m) => m.to === session.phone.replace('+', ''));
    expect(sms.map((m) => m.contentId)).toEqual([ENACH_NOTICE_TEMPLATE, ENACH_FAILED_TEMPLATE]);
    // e-NACH's own words: the bank account, never a UPI app the borrower may not have.
    for (const m of sms) {
      expect(m.text).toContain('from your bank account');
      expect(m.text).not.toContain('UPI');
    }

    const cancelled = successData(
      autopayChange,
      await asBorrower(t, session, autopayChange.path, { orderId, action: 'cancel' }),
    );
    expect(cancelled.mandate).toMatchObject({ status: 'cancelled', reason: 'borrower' });
    const deleted = stand.razorpay.calls.filter(
      (c) =>
        c.method === 'DELETE' &&
        c.path === `/customers/${mandate.customer_ref}/tokens/${mandate.token_ref}`,
    );
    expect(deleted).toHaveLength(1);
    // NPCI acknowledges the next working day: the webhook changes nothing more.
    expect(await deliver(emandate().cancelled(mandate.token_ref!))).toBe(200);
    expect(await mandateRow(orderId)).toMatchObject({
      status: 'cancelled',
      status_reason: 'borrower',
      live_order_id: null,
    });
  });

  it('honours token.cancelled from the borrower’s bank', async () => {
    const { session, orderId, mandate } = await confirmedOn('2027-09-10');
    // The borrower cancels at the bank: Razorpay deletes and NPCI cancels the token.
    stand.razorpay.mandates.tokens.get(mandate.token_ref!)!.deleted = true;
    expect(await deliver(emandate().cancelled(mandate.token_ref!))).toBe(200);
    expect(await mandateRow(orderId)).toMatchObject({ status: 'cancelled', status_reason: 'bank' });
    expect((await viewOf(session, orderId)).mandate?.reason).toBe('bank');
  });

  it('asks Razorpay about a pending mandate no webhook has moved for an hour: a lost signature and a lost verdict are found', async () => {
    clockAt(new Date());
    const { session, orderId } = await loanDueFrom(t, '2028-05-10');
    successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, enach: ACCOUNT }),
    );
    const mandate = await mandateRow(orderId);
    const asked = () =>
      stand.razorpay.calls.filter((c) => c.path === `/orders/${mandate.auth_ref}/payments`).length;
    const setAt = Date.parse(mandate.updated_at);
    // Signed at the bank; the webhook never arrives.
    emandate().sign(mandate.auth_ref!);
    await job().run(new Date(setAt + 30 * MINUTE));
    expect(asked()).toBe(0);
    expect(await mandateRow(orderId)).toMatchObject({ status: 'pending', token_ref: null });
    await job().run(new Date(setAt + 61 * MINUTE));
    const signed = await mandateRow(orderId);
    expect(signed).toMatchObject({ status: 'pending' });
    expect(signed.token_ref).toMatch(/^token_/);
    expect((await viewOf(session, orderId)).mandate).toMatchObject({ intentUrl: null });
    // The bank has not answered: asked again no sooner than an hour later.
    await job().run(new Date(setAt + 100 * MINUTE));
    await job().run(new Date(setAt + 122 * MINUTE));
    expect(await mandateRow(orderId)).toMatchObject({ status: 'pending' });
    const tokenAsks = () =>
      stand.razorpay.calls.filter(
        (c) => c.method === 'GET' && c.path.endsWith(`/tokens/${signed.token_ref}`),
      ).length;
    expect(tokenAsks()).toBe(2);
    // The bank confirms; that webhook is lost too.
    emandate().confirm(signed.token_ref!);
    await job().run(new Date(setAt + 183 * MINUTE));
    expect((await viewOf(session, orderId)).mandate).toMatchObject({ status: 'active' });
    await job().run(new Date(setAt + 250 * MINUTE));
    expect(tokenAsks()).toBe(3);
    expect(asked()).toBe(1);
  });

  it('asks about a link never signed: lapsed after its day, the mandate ends and may be set up again', async () => {
    clockAt(new Date());
    const { session, orderId } = await loanDueFrom(t, '2028-06-10');
    successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, enach: ACCOUNT }),
    );
    const first = await mandateRow(orderId);
    const setAt = Date.parse(first.updated_at);
    // Within the link's day the borrower may still sign: asked, nothing ends.
    await job().run(new Date(setAt + 2 * 60 * MINUTE));
    expect(await mandateRow(orderId)).toMatchObject({ status: 'pending' });
    clockAt(new Date(setAt + 25 * 60 * MINUTE));
    await job().run(new Date(setAt + 25 * 60 * MINUTE));
    const view = await viewOf(session, orderId);
    expect(view.mandate).toMatchObject({ status: 'failed', reason: 'expired' });
    expect(view.offered).toBe(true);
    clockAt(new Date());
    const again = successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, enach: ACCOUNT }),
    );
    expect(again.mandate).toMatchObject({ method: 'enach', status: 'pending' });
    const second = await mandateRow(orderId);
    expect(second.id).not.toBe(first.id);
    expect(again.mandate?.intentUrl).toMatch(/^https:\/\/rzp\.io\/i\//);
  });
});
