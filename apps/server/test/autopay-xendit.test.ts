/**
 * Indonesia's auto-debit of a linked wallet through Xendit's payment tokens (decision 076),
 * played by the local stand-in of the published Payments API v3 (test/stand-ins/
 * xendit-payment-tokens.ts): the wallet linked on its own page and activated by
 * `payment_token.activation`; no debit without the Indonesian notice; one debit per period — a
 * crash between Xendit's answer and our record leads the next run to ask Xendit by reference,
 * never to a second debit, and the `payment.capture` webhook crossing the status query applies
 * the money once; unlinked in the wallet app (`payment_token.expiry`) honoured; a failed debit
 * falls back to the one-off rails with an SMS. SQLite here, PostgreSQL under
 * `node scripts/test-pg.mjs`.
 */
import { describe, expect, it } from 'vitest';
import { autopayChange, autopaySetup } from '@tenor/contract/endpoints/autopay';
import { loanDueFrom } from './helpers/autopay.ts';
import { marketTime } from './helpers/market-time.ts';
import { deliverWebhook, useStandIns } from './helpers/provider-stand-ins.ts';
import { razorpayAutopay } from './helpers/razorpay-autopay.ts';
import { xenditAutopay } from './helpers/xendit-autopay.ts';
import { asBorrower, planOf } from './helpers/repay.ts';
import { successData, useTestApp, type TestAppOptions } from './helpers/test-app.ts';

const options: TestAppOptions = {
  env: { REMINDER_EVERY_SECONDS: '0', PUBLIC_HOST: 'app.tenor.test' },
};
const stand = useStandIns(options);
const t = useTestApp(options);

const MINUTE = 60_000;
// The job, the mandate and debit rows are the same as Razorpay's tests read (provider-agnostic).
const { job, mandateRow, debitsOf } = razorpayAutopay(t, stand);
const { crossedOnce, declinedFallsBack } = xenditAutopay(t, stand);

const deliver = async (json: unknown) =>
  (await deliverWebhook(t, 'xendit', stand.xendit.callback(json))).statusCode;

const tokenDebitPosts = () =>
  stand.xendit.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/v3/payment_requests' &&
      (r.body as Record<string, unknown>).payment_token_id !== undefined,
  );

/** An Indonesian instalment loan due from `date` at 23:00 WIB, its wallet linked and active. */
async function linkedOn(date: string) {
  const { session, orderId, open } = await loanDueFrom(t, date, 'ID');
  const set = successData(
    autopaySetup,
    await asBorrower(t, session, autopaySetup.path, { orderId, wallet: 'DANA' }),
  );
  expect(set.mandate).toMatchObject({ method: 'wallet', status: 'pending' });
  expect(set.mandate?.intentUrl).toMatch(/^https:\/\/wallet\.stand-in\.test\/dana\/link\//);
  const mandate = await mandateRow(orderId);
  expect(await deliver(stand.xendit.tokens.approve(mandate.auth_ref!))).toBe(200);
  const active = await mandateRow(orderId);
  expect(active).toMatchObject({ status: 'active', market: 'ID', provider: 'xendit' });
  return { session, orderId, mandate: active, first: open[0]! };
}

describe('Indonesian wallet auto-debit through Xendit payment tokens (stand-in)', () => {
  it('links the wallet on its page with the terms and the way back to /autopay, never for an Indian loan', async () => {
    const { orderId, mandate } = await linkedOn('2027-06-10');
    const link = stand.xendit.requests.find((r) => r.path === '/v3/payment_tokens')!;
    expect(link.headers['api-version']).toBe('2024-11-11');
    expect(link.body).toMatchObject({
      reference_id: mandate.ref,
      channel_code: 'DANA',
      country: 'ID',
      currency: 'IDR',
      channel_properties: {
        success_return_url: `https://app.tenor.test/autopay?orderId=${orderId}`,
        failure_return_url: `https://app.tenor.test/autopay?orderId=${orderId}`,
      },
    });
    const plan = (await planOf(t, orderId)).filter((p) => p.status !== 'paid');
    expect(mandate.max_amount).toBe(Math.max(...plan.map((p) => p.total)));
    // A wallet is Indonesia's: an Indian loan asked for one is refused.
    const india = await loanDueFrom(t, '2027-06-10');
    const refused = await asBorrower(t, india.session, autopaySetup.path, {
      orderId: india.orderId,
      wallet: 'OVO',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('debits nothing without the notice, then once per period after a crash, and applies once when the webhook and the status query cross', async () => {
    const { orderId, mandate, first } = await linkedOn('2027-07-08');
    const svc = job();
    // The due day came with no notice sent (the job did not run in its window): no debit.
    const posts = tokenDebitPosts().length;
    expect((await svc.run(marketTime('ID', '2027-07-08', '09:00'))).debits).toBe(0);
    await svc.run(marketTime('ID', '2027-07-08', '15:00'));
    expect(tokenDebitPosts()).toHaveLength(posts);
    expect(await debitsOf(orderId)).toHaveLength(0);
    const rows = await t.db
      .selectFrom('mandate_debits')
      .selectAll()
      .where('mandate_id', '=', mandate.id)
      .execute();
    expect(rows.filter((r) => r.period_no === first.period_no)).toHaveLength(0);

    const { orderId: second } = await linkedOn('2027-08-12');
    // Notice: two days ahead, in contact hours (a Tuesday, 10:00 WIB), in Indonesian.
    expect((await svc.run(marketTime('ID', '2027-08-10', '10:00'))).notices).toBe(1);
    const sms = stand.sms.sent.at(-1)!;
    expect(sms.text).toContain('debit otomatis');
    expect(sms.text).not.toContain('UPI');
    // The debit's first try: Xendit makes it, and both answers are lost (the run dies).
    stand.xendit.fault({ kind: 'dropAfter' }, '/v3/payment_requests');
    stand.xendit.fault({ kind: 'dropAfter' }, '/v3/payment_requests');
    const due = marketTime('ID', '2027-08-12', '09:00');
    const crashed = await svc.run(due);
    expect(crashed.debits).toBe(0);
    // Past the claim's lease, the next run asks Xendit by reference and makes none again.
    const later = new Date(due.getTime() + 6 * MINUTE);
    await svc.run(later);
    await svc.run(new Date(later.getTime() + 6 * MINUTE));
    const [repayment] = await debitsOf(second);
    const mine = stand.xendit.tokens.debits.filter(
      (d) => d.reference_id === repayment!.gateway_ref,
    );
    expect(mine).toHaveLength(1);
    const [debit] = mine;
    // Xendit was asked by reference before any debit was made again.
    const asked = stand.xendit.requests.filter(
      (r) =>
        r.method === 'GET' && r.path === `/v3/payment_requests?reference_id=${debit!.reference_id}`,
    );
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(debit).toMatchObject({ reference_id: repayment!.gateway_ref, status: 'PENDING' });
    // The wallet takes the money: the status query (follow-up) and the webhook cross.
    const capture = stand.xendit.tokens.settle(debit!.reference_id);
    await crossedOnce(
      svc,
      second,
      later,
      capture,
      () => stand.xendit.tokens.debits.filter((d) => d.reference_id === debit!.reference_id).length,
    );
  });

  it('honours unlinking in the wallet app, cancels at Xendit from the page, and falls back on a failed debit with an SMS', async () => {
    const svc = job();
    const { session, orderId, first } = await linkedOn('2027-09-09');
    await declinedFallsBack(svc, orderId, '2027-09-07', '2027-09-09', first.total, () =>
      stand.xendit.tokens.failNext(),
    );
    // Cancelled from the page: the token is cancelled at Xendit.
    const cancelled = successData(
      autopayChange,
      await asBorrower(t, session, autopayChange.path, { orderId, action: 'cancel' }),
    );
    expect(cancelled.mandate).toMatchObject({ status: 'cancelled', reason: 'borrower' });
    const token = (await mandateRow(orderId)).token_ref!;
    expect(stand.xendit.tokens.tokens.find((x) => x.payment_token_id === token)?.status).toBe(
      'CANCELED',
    );
    // Another loan's wallet unlinked in the wallet app: payment_token.expiry ends it.
    const other = await linkedOn('2027-10-14');
    expect(await deliver(stand.xendit.tokens.unlink(other.mandate.token_ref!))).toBe(200);
    expect(await mandateRow(other.orderId)).toMatchObject({
      status: 'cancelled',
      status_reason: 'walletApp',
      live_order_id: null,
    });
  });
});
