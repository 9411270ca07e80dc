/**
 * Indonesia's bank direct debit by BRI debit card through Xendit's Direct Debit API (decision
 * 081), played by the local stand-in of the published API (test/stand-ins/
 * xendit-direct-debit.ts): the card linked with the bank's code typed on our page — a wrong
 * code, an expired one (a new code asked for), then the right one; no debit without the
 * Indonesian notice naming the card; one debit per period — a crash between Xendit's answer and
 * our record leads the next run to ask Xendit by reference, never to a second debit, and the
 * `direct_debit.payment` callback crossing the status query applies the money once; a failed
 * debit — answered FAILED, or refused later by `direct_debit.payment` — falls back to the
 * one-off rails with an SMS; cancelled at Xendit from the page; ended at the bank
 * (`payment_method.expiry.expired`). SQLite here, PostgreSQL under
 * `node scripts/test-pg.mjs`.
 */
import { describe, expect, it } from 'vitest';
import { autopayChange, autopaySetup, autopayVerify } from '@tenor/contract/endpoints/autopay';
import { codes } from '@tenor/contract/envelope';
import { formatMoney } from '@tenor/contract/format';
import { loanDueFrom } from './helpers/autopay.ts';
import { marketTime } from './helpers/market-time.ts';
import { deliverWebhook, useStandIns } from './helpers/provider-stand-ins.ts';
import { razorpayAutopay } from './helpers/razorpay-autopay.ts';
import { asBorrower } from './helpers/repay.ts';
import {
  successData,
  useTestApp,
  type DemoSession,
  type TestAppOptions,
} from './helpers/test-app.ts';
import { xenditAutopay } from './helpers/xendit-autopay.ts';
import { LINKING_TEST_CODE } from './stand-ins/xendit-direct-debit.ts';

const options: TestAppOptions = {
  env: { REMINDER_EVERY_SECONDS: '0', PUBLIC_HOST: 'app.tenor.test' },
};
const stand = useStandIns(options);
const t = useTestApp(options);

const MINUTE = 60_000;
const { job, mandateRow, debitsOf } = razorpayAutopay(t, stand);
const { crossedOnce, declinedFallsBack } = xenditAutopay(t, stand);

const deliver = async (json: unknown) =>
  (await deliverWebhook(t, 'xendit', stand.xendit.callback(json))).statusCode;

const card = {
  channel: 'DC_BRI',
  cardLastFour: '8888',
  cardExpiry: '06/30',
  phone: '0812 3456 7890',
  email: 'borrower@example.co.id',
} as const;

const debitPosts = () =>
  stand.xendit.requests.filter((r) => r.method === 'POST' && r.path === '/direct_debits');

/** The stand-in bank's right code typed: the card is linked, the mandate active. */
async function linkedWith(session: DemoSession, orderId: number) {
  const linked = successData(
    autopayVerify,
    await asBorrower(t, session, autopayVerify.path, { orderId, code: LINKING_TEST_CODE }),
  );
  expect(linked.mandate).toMatchObject({
    status: 'active',
    card: { bank: 'BRI', lastFour: '8888' },
  });
}

/** An Indonesian instalment loan due from `date`, its BRI card linked with the bank's code. */
async function linkedOn(date: string) {
  const { session, orderId, open } = await loanDueFrom(t, date, 'ID');
  const set = successData(
    autopaySetup,
    await asBorrower(t, session, autopaySetup.path, { orderId, directDebit: card }),
  );
  expect(set.mandate).toMatchObject({
    method: 'directDebit',
    status: 'pending',
    intentUrl: null,
    card: { bank: 'BRI', lastFour: '8888' },
  });
  await linkedWith(session, orderId);
  const mandate = await mandateRow(orderId);
  expect(mandate).toMatchObject({ status: 'active', method: 'directDebit', market: 'ID' });
  expect(mandate.token_ref).toMatch(/^pm-/);
  return { session, orderId, mandate, first: open[0]! };
}

describe('Indonesian bank direct debit by BRI card through Xendit (stand-in)', () => {
  it('links the card with the bank’s code: wrong, expired (a new code), then right; idempotent customer', async () => {
    const { session, orderId } = await loanDueFrom(t, '2027-06-10', 'ID');
    const set = successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, directDebit: card }),
    );
    expect(set.phone).toMatch(/^08\d+$/);
    expect(set.mandate).toMatchObject({ method: 'directDebit', status: 'pending' });
    // The customer is asked for by our reference before one is made.
    const [asked, made] = stand.xendit.requests.filter((r) => r.path.startsWith('/customers'));
    expect(asked).toMatchObject({ method: 'GET' });
    expect(asked!.path).toMatch(/^\/customers\?reference_id=tnr_brw_\d+$/);
    expect(made).toMatchObject({ method: 'POST' });
    const link = stand.xendit.requests.find((r) => r.path === '/linked_account_tokens/auth')!;
    expect(link.body).toMatchObject({
      channel_code: 'DC_BRI',
      properties: {
        account_mobile_number: '+6281234567890',
        card_last_four: '8888',
        card_expiry: '06/30',
        account_email: 'borrower@example.co.id',
      },
    });
    // A wrong code: refused with words, the mandate still waits.
    const wrong = await asBorrower(t, session, autopayVerify.path, { orderId, code: '123456' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: codes.wrongVerifyCode });
    expect(wrong.json().message).toMatch(/not right/);
    expect((await mandateRow(orderId)).status).toBe('pending');
    // Expired: a new code is asked for by sending the card again — a new link at the bank.
    const first = (await mandateRow(orderId)).auth_ref!;
    stand.xendit.directDebit.refuseNext(first, 'EXPIRED_OTP_ERROR');
    const expired = await asBorrower(t, session, autopayVerify.path, {
      orderId,
      code: LINKING_TEST_CODE,
    });
    expect(expired.json()).toMatchObject({ code: codes.wrongVerifyCode });
    expect(expired.json().message).toMatch(/expired/);
    successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, directDebit: card }),
    );
    const second = (await mandateRow(orderId)).auth_ref!;
    expect(second).not.toBe(first);
    // Too many tries on the new link: said so, a new code again.
    stand.xendit.directDebit.refuseNext(second, 'MAX_OTP_ATTEMPTS_ERROR');
    const locked = await asBorrower(t, session, autopayVerify.path, { orderId, code: '111111' });
    expect(locked.json().message).toMatch(/too many/);
    successData(
      autopaySetup,
      await asBorrower(t, session, autopaySetup.path, { orderId, directDebit: card }),
    );
    await linkedWith(session, orderId);
    // One customer for the borrower, however many links; a second tap links nothing more.
    expect(stand.xendit.directDebit.customers).toHaveLength(1);
    const again = successData(
      autopayVerify,
      await asBorrower(t, session, autopayVerify.path, { orderId, code: LINKING_TEST_CODE }),
    );
    expect(again.mandate?.status).toBe('active');
    expect(stand.xendit.directDebit.methods).toHaveLength(1);
  });

  it('debits nothing without the notice, then once per period after a crash, and applies once when the callback and the status query cross', async () => {
    const svc = job();
    const { orderId } = await linkedOn('2027-07-08');
    const posts = debitPosts().length;
    // The due day came with no notice sent: no debit.
    expect((await svc.run(marketTime('ID', '2027-07-08', '09:00'))).debits).toBe(0);
    expect(debitPosts()).toHaveLength(posts);
    expect(await debitsOf(orderId)).toHaveLength(0);

    const { orderId: second, mandate } = await linkedOn('2027-08-12');
    expect((await svc.run(marketTime('ID', '2027-08-10', '10:00'))).notices).toBe(1);
    const sms = stand.sms.sent.at(-1)!;
    expect(sms.text).toContain('kartu debit BRI');
    expect(sms.text).toContain('8888');
    expect(sms.text).not.toMatch(/dompet|UPI/);
    // The debit's first try: Xendit makes it, and its answer and the client's one retry are
    // lost (the run dies between Xendit's answer and our record).
    stand.xendit.fault({ kind: 'dropAfter' }, '/direct_debits', 'POST');
    stand.xendit.fault({ kind: 'dropAfter' }, '/direct_debits', 'POST');
    const due = marketTime('ID', '2027-08-12', '09:00');
    expect((await svc.run(due)).debits).toBe(0);
    const later = new Date(due.getTime() + 6 * MINUTE);
    await svc.run(later);
    await svc.run(new Date(later.getTime() + 6 * MINUTE));
    const [repayment] = await debitsOf(second);
    const mine = stand.xendit.directDebit.debits.filter(
      (d) => d.reference_id === repayment!.gateway_ref,
    );
    expect(mine).toHaveLength(1);
    const [debit] = mine;
    expect(debit).toMatchObject({ payment_method_id: mandate.token_ref, status: 'PENDING' });
    const creates = debitPosts().filter(
      (r) => (r.body as { reference_id: string }).reference_id === debit!.reference_id,
    );
    // The lost try and its retry, and no more: the later runs found the debit by reference.
    expect(creates).toHaveLength(2);
    const create = creates[0]!;
    expect(create.headers['idempotency-key']).toBe(debit!.reference_id);
    expect(create.body).toMatchObject({ currency: 'IDR', enable_otp: false });
    // Asked by reference before any debit was made again.
    const asked = stand.xendit.requests.filter(
      (r) => r.method === 'GET' && r.path === `/direct_debits?reference_id=${debit!.reference_id}`,
    );
    expect(asked.length).toBeGreaterThanOrEqual(2);
    // The bank takes the money: the status query (follow-up) and the callback cross.
    const callback = stand.xendit.directDebit.settle(debit!.reference_id);
    await crossedOnce(
      svc,
      second,
      later,
      callback,
      () =>
        stand.xendit.directDebit.debits.filter((d) => d.reference_id === debit!.reference_id)
          .length,
    );
  });

  it('falls back on a failed debit with an SMS, cancels at Xendit from the page, and honours the card ended at the bank', async () => {
    const svc = job();
    const { session, orderId, first } = await linkedOn('2027-09-09');
    const text = await declinedFallsBack(
      svc,
      orderId,
      '2027-09-07',
      '2027-09-09',
      first.total,
      () => stand.xendit.directDebit.failNext(),
    );
    expect(text).toContain('kartu debit BRI');
    // Cancelled from the page: the payment method expired and the link unbound at Xendit.
    const row = await mandateRow(orderId);
    const cancelled = successData(
      autopayChange,
      await asBorrower(t, session, autopayChange.path, { orderId, action: 'cancel' }),
    );
    expect(cancelled.mandate).toMatchObject({ status: 'cancelled', reason: 'borrower' });
    expect(stand.xendit.directDebit.methods.find((m) => m.id === row.token_ref)?.status).toBe(
      'EXPIRED',
    );
    expect(stand.xendit.directDebit.tokens.find((x) => x.id === row.auth_ref)?.deleted).toBe(true);
    // Another loan's card ended at the bank: payment_method.expiry.expired names its link.
    const other = await linkedOn('2027-10-14');
    expect(await deliver(stand.xendit.directDebit.unlink(other.mandate.auth_ref!))).toBe(200);
    expect(await mandateRow(other.orderId)).toMatchObject({
      status: 'cancelled',
      status_reason: 'bank',
      live_order_id: null,
    });
  });

  it('a debit the bank refuses later (direct_debit.payment FAILED) falls back once, with an SMS', async () => {
    const svc = job();
    const { orderId, first } = await linkedOn('2027-11-11');
    expect((await svc.run(marketTime('ID', '2027-11-09', '10:00'))).notices).toBe(1);
    expect((await svc.run(marketTime('ID', '2027-11-11', '09:00'))).debits).toBe(1);
    const [pending] = await debitsOf(orderId);
    expect(pending).toMatchObject({ status: 'pending' });
    const sent = stand.sms.sent.length;
    const refused = stand.xendit.directDebit.refuse(pending!.gateway_ref!);
    expect(await deliver(refused)).toBe(200);
    // Redelivered, it changes nothing and sends nothing more.
    expect(await deliver(refused)).toBe(200);
    const [failed] = await debitsOf(orderId);
    expect(failed).toMatchObject({ status: 'cancelled', closed_reason: 'autopayFailed' });
    const fallback = stand.sms.sent.slice(sent);
    expect(fallback).toHaveLength(1);
    expect(fallback[0]!.text).toContain(formatMoney('ID', first.total));
    expect(fallback[0]!.text).toContain('kartu debit BRI');
  });
});
