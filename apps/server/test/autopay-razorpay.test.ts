/**
 * UPI AutoPay through Razorpay's Recurring Payments API (decision 072), played by the local
 * stand-in of its published API (test/stand-ins/razorpay-mandates.ts): the mandate registered
 * by intent with the token's terms and approved by `payment.authorized`; each debit asked once
 * per period — after a crash between Razorpay's answer and our record, the next run asks
 * Razorpay (the order by its receipt) and makes no second payment; a `payment.captured`
 * webhook and the status query crossing apply the money once; `token.paused` and
 * `token.cancelled` from the UPI app honoured; `payment.failed` falls back to the one-off rails.
 * SQLite here, PostgreSQL under `node scripts/test-pg.mjs`.
 */
import { describe, expect, it } from 'vitest';
import { autopayGet, autopaySetup } from '@tenor/contract/endpoints/autopay';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { copy } from '../src/modules/repay/mandate/mandate-copy.ts';
import {
  DLT_URL,
  DLT_VARIABLE,
  dltHindiTemplates,
  dltTemplates,
} from '../src/providers/sms-gateway/dlt-templates.ts';
import { loanDueFrom } from './helpers/autopay.ts';
import { marketTime } from './helpers/market-time.ts';
import { AUTOPAY_FAILED_TEMPLATE, AUTOPAY_NOTICE_TEMPLATE } from './helpers/sms-gateway.ts';
import { useStandIns } from './helpers/provider-stand-ins.ts';
import { razorpayAutopay } from './helpers/razorpay-autopay.ts';
import { asBorrower, planOf } from './helpers/repay.ts';
import { successData, useTestApp, type TestAppOptions } from './helpers/test-app.ts';

const options: TestAppOptions = {
  env: { REMINDER_EVERY_SECONDS: '0', PUBLIC_HOST: 'app.tenor.test' },
};
const stand = useStandIns(options);
const t = useTestApp(options);

const MINUTE = 60_000;

const { job, deliver, mandateRow, debitsOf, clockAt } = razorpayAutopay(t, stand);

/** The stand-in's recurring payment of the order's debit (noted with our ref). */
async function paymentOf(orderId: number) {
  const [debit] = await debitsOf(orderId);
  const refOf = (p: Record<string, unknown>) => (p.notes as Record<string, unknown>).tenor_ref;
  return stand.razorpay.mandates.debits().find((p) => refOf(p) === debit?.gateway_ref);
}

/** An Indian instalment loan, its next period due on `date` at 23:00 IST, with an approved mandate. */
async function approvedOn(date: string) {
  const { session, orderId, open } = await loanDueFrom(t, date);
  const set = successData(
    autopaySetup,
    await asBorrower(t, session, autopaySetup.path, { orderId }),
  );
  expect(set.mandate?.intentUrl).toMatch(/^upi:\/\/mandate\?/);
  const mandate = await mandateRow(orderId);
  expect(await deliver(stand.razorpay.mandates.approve(mandate.auth_ref!))).toBe(200);
  const active = await mandateRow(orderId);
  expect(active).toMatchObject({ status: 'active' });
  return { session, orderId, mandate: active, first: open[0]! };
}

describe('UPI AutoPay through Razorpay (stand-in)', () => {
  it('registers by intent with the token’s terms, never by collect', async () => {
    const { mandate, orderId } = await approvedOn('2027-04-10');
    const calls = stand.razorpay.calls;
    const order = calls.find((c) => c.path === '/orders' && c.body.receipt === mandate.ref)!;
    const plan = (await planOf(t, orderId)).filter((p) => p.status !== 'paid');
    expect(order.body).toMatchObject({
      method: 'upi',
      currency: 'INR',
      customer_id: mandate.customer_ref,
      token: {
        max_amount: Math.max(...plan.map((p) => p.total)),
        frequency: 'as_presented',
        expire_at: Math.floor(Date.parse(plan.at(-1)!.due_at) / 1000),
      },
    });
    const auth = calls.find(
      (c) => c.path === '/payments/create/upi' && c.body.order_id === mandate.auth_ref,
    )!;
    expect(auth.body).toMatchObject({ recurring: '1', upi: { flow: 'intent' } });
    expect(mandate.token_ref).toMatch(/^token_/);
  });

  it('debits once after a crash between Razorpay’s answer and the record, and applies once when the webhook and the status query cross', async () => {
    const { orderId, first } = await approvedOn('2027-06-10');
    const svc = job();
    const noticed = marketTime('IN', '2027-06-08', '10:00');
    expect((await svc.run(noticed)).notices).toBe(1);
    // The notice reached Razorpay too: its order for the debit carries the pre-debit
    // notification, no debit possible before the due day and 24 hours after the notice.
    const announced = stand.razorpay.calls.filter((c) => c.path === '/orders').at(-1)!;
    expect(announced.body).toMatchObject({
      amount: first.total,
      notes: { tenor_ref: expect.any(String) },
    });
    const after = (announced.body.notification as { payment_after: number }).payment_after * 1000;
    expect(after).toBeGreaterThanOrEqual(noticed.getTime() + 24 * 60 * MINUTE);
    // The recurring payment is made at Razorpay, and its answer is lost.
    stand.razorpay.fault({ on: 'POST /payments/create/recurring', kind: 'drop', when: 'after' });
    const due = marketTime('IN', '2027-06-10', '09:30');
    clockAt(due);
    expect((await svc.run(due)).debits).toBe(0);
    const made = () =>
      stand.razorpay.calls.filter((c) => c.path === '/payments/create/recurring').length;
    expect(made()).toBe(1);
    // Within the claim's lease nothing is asked again; after it, Razorpay is asked first.
    expect((await svc.run(new Date(due.getTime() + MINUTE))).debits).toBe(0);
    expect((await svc.run(new Date(due.getTime() + 6 * MINUTE))).debits).toBe(1);
    expect(made()).toBe(1);
    const payment = await paymentOf(orderId);
    expect(payment).toMatchObject({ amount: first.total, status: 'created' });
    // The bank captures it: the webhook and the follow-up's status query arrive together.
    const captured = stand.razorpay.mandates.settleDebit(payment!.id as string, 'captured');
    const later = new Date(due.getTime() + 30 * MINUTE);
    const [status] = await Promise.all([deliver(captured), svc.run(later), svc.run(later)]);
    expect(status).toBe(200);
    expect(await deliver(captured)).toBe(200);
    const debits = await debitsOf(orderId);
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ status: 'done', applied_amount: first.total });
    const plan = await planOf(t, orderId);
    expect(plan.find((p) => p.period_no === first.period_no)?.status).toBe('paid');
    expect(plan.filter((p) => p.paid_at !== null && p.period_no > first.period_no)).toHaveLength(0);
    expect(made()).toBe(1);
  });

  it('asks Razorpay about a mandate no webhook has moved for an hour: approved, or declined, in the UPI app', async () => {
    const setUp = async (date: string) => {
      const { session, orderId } = await loanDueFrom(t, date);
      successData(autopaySetup, await asBorrower(t, session, autopaySetup.path, { orderId }));
      const mandate = await mandateRow(orderId);
      return { orderId, mandate, setAt: Date.parse(mandate.updated_at) };
    };
    // Approved in the UPI app; the webhook is lost.
    const approved = await setUp('2028-07-10');
    stand.razorpay.mandates.approve(approved.mandate.auth_ref!);
    // Declined in another; that webhook is lost too.
    const declined = await setUp('2028-08-10');
    stand.razorpay.mandates.decline(declined.mandate.auth_ref!);
    await job().run(new Date(approved.setAt + 30 * MINUTE));
    expect(await mandateRow(approved.orderId)).toMatchObject({ status: 'pending' });
    await job().run(new Date(declined.setAt + 61 * MINUTE));
    const active = await mandateRow(approved.orderId);
    expect(active).toMatchObject({ status: 'active' });
    expect(active.token_ref).toMatch(/^token_/);
    expect(await mandateRow(declined.orderId)).toMatchObject({
      status: 'failed',
      status_reason: 'rejected',
    });
  });

  it('honours token.paused and token.cancelled from the UPI app, and falls back on payment.failed', async () => {
    const { session, orderId, mandate } = await approvedOn('2027-08-10');
    const svc = job();
    expect(await deliver(stand.razorpay.mandates.tokenEvent(mandate.token_ref!, 'paused'))).toBe(
      200,
    );
    expect(await mandateRow(orderId)).toMatchObject({ status: 'paused', status_reason: 'upiApp' });
    expect((await svc.run(marketTime('IN', '2027-08-08', '10:00'))).notices).toBe(0);
    expect(await deliver(stand.razorpay.mandates.tokenEvent(mandate.token_ref!, 'confirmed'))).toBe(
      200,
    );
    expect((await svc.run(marketTime('IN', '2027-08-08', '10:05'))).notices).toBe(1);
    clockAt(marketTime('IN', '2027-08-10', '14:00'));
    expect((await svc.run(marketTime('IN', '2027-08-10', '14:00'))).debits).toBe(1);
    const payment = await paymentOf(orderId);
    expect(
      await deliver(stand.razorpay.mandates.settleDebit(payment!.id as string, 'failed')),
    ).toBe(200);
    const [debit] = await debitsOf(orderId);
    expect(debit).toMatchObject({ status: 'cancelled', closed_reason: 'autopayFailed' });
    // Both SMS passed the gateway's DLT scrubbing under their own templates.
    const ids = stand.sms.sent.filter((m) => m.to === session.phone.replace('+', ''));
    expect(ids.map((m) => m.contentId)).toEqual([AUTOPAY_NOTICE_TEMPLATE, AUTOPAY_FAILED_TEMPLATE]);
    const view = successData(
      autopayGet,
      await t.app.inject({
        method: 'GET',
        url: `${autopayGet.path}?orderId=${orderId}&languageType=1`,
        headers: { 'x-token': session.token },
      }),
    );
    expect(view.debit?.state).toBe('failed');
    expect(await deliver(stand.razorpay.mandates.tokenEvent(mandate.token_ref!, 'cancelled'))).toBe(
      200,
    );
    expect(await mandateRow(orderId)).toMatchObject({
      status: 'cancelled',
      status_reason: 'upiApp',
      live_order_id: null,
    });
  });

  it('writes the notice and the failed debit as their DLT templates, in English and in Hindi', () => {
    const fill = (template: string, ...values: string[]) =>
      values.reduce((text, value) => text.replace(DLT_VARIABLE, value), template);
    const due = '2027-06-10T17:30:00.000Z';
    const amount = formatMoney('IN', 5_150_00);
    const link = 'https://app.tenor.test/installmentRepay?productId=7&orderId=42';
    const en = dltTemplates('Tenor');
    const hi = dltHindiTemplates('Tenor');
    const dateEn = formatDate('IN', due);
    const dateHi = formatDate('IN', due, 'hi-IN');
    // UPI AutoPay's, and e-NACH's own (decision 078).
    for (const [notice, failed, noticeKind, failedKind] of [
      ['smsNotice', 'smsFailed', 'autopayNotice', 'autopayFailed'],
      ['smsEnachNotice', 'smsEnachFailed', 'enachNotice', 'enachFailed'],
    ] as const) {
      expect(copy('en', notice, { brand: 'Tenor', amount, date: dateEn })).toBe(
        fill(en[noticeKind], amount, dateEn),
      );
      expect(copy('hi', notice, { brand: 'Tenor', amount, date: dateHi })).toBe(
        fill(hi[noticeKind]!, dateHi, amount),
      );
      expect(copy('en', failed, { brand: 'Tenor', amount, date: dateEn, link })).toBe(
        fill(en[failedKind], amount, dateEn).replace(DLT_URL, link),
      );
      expect(copy('hi', failed, { brand: 'Tenor', amount, date: dateHi, link })).toBe(
        fill(hi[failedKind]!, amount, dateHi).replace(DLT_URL, link),
      );
    }
  });
});
