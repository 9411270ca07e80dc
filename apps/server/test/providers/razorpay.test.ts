/**
 * The Razorpay adapter against the local stand-in of Razorpay's v1 API (test/stand-ins):
 * what it creates there, what the webhooks it gets back mean, and how it fails — never
 * twice the money for one reference, never a guess when an answer is lost.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RazorpayError } from '../../src/providers/razorpay/errors.ts';
import {
  razorpayProvider,
  type RazorpayProvider,
} from '../../src/providers/razorpay/razorpay-payment.ts';
import type { RazorpaySettings } from '../../src/config/razorpay-settings.ts';
import { secret } from '../../src/config/secret.ts';
import type { IssueRequest } from '../../src/providers/payment-provider.ts';
import {
  startRazorpayStandIn,
  STAND_IN_KEY_ID,
  STAND_IN_KEY_SECRET,
  STAND_IN_WEBHOOK_SECRET,
  type RazorpayStandIn,
} from '../stand-ins/razorpay.ts';

/** Generous for ordinary calls on a busy machine; `impatient` below times out on purpose. */
const TIMEOUT_MS = 5_000;
const SHORT_TIMEOUT_MS = 250;
/** Beyond the short timeout: the stand-in's slow answers. */
const SLOW_MS = SHORT_TIMEOUT_MS * 3;
let rzp: RazorpayStandIn;
let provider: RazorpayProvider;
let impatient: RazorpayProvider;

const settingsFor = (
  url: string,
  { keySecret = STAND_IN_KEY_SECRET, timeoutMs = TIMEOUT_MS } = {},
): RazorpaySettings => ({
  keyId: STAND_IN_KEY_ID,
  keySecret: secret(keySecret),
  webhookSecret: secret(STAND_IN_WEBHOOK_SECRET),
  apiUrl: url,
  timeoutMs,
});

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);
const upi = (over: Partial<IssueRequest> = {}): IssueRequest => ({
  region: 'IN',
  payType: 3,
  payCode: 'UPI',
  amount: 150_000,
  expiresAt: inMinutes(24 * 60),
  vcode: 'V20250101000001',
  ...over,
});
const gateway = (ref: string, amount = 250_000) => ({
  ref,
  amount,
  method: 'netbanking' as const,
  expiresAt: inMinutes(30),
  returnUrl: 'https://app.example.in/repayReceipt',
});
const raw = (w: { body: string }) => Buffer.from(w.body);
const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (err: unknown) => (err instanceof RazorpayError ? err.failure : `other: ${String(err)}`),
  );

beforeEach(async () => {
  rzp = await startRazorpayStandIn();
  provider = razorpayProvider(settingsFor(rzp.url));
  impatient = razorpayProvider(settingsFor(rzp.url, { timeoutMs: SHORT_TIMEOUT_MS }));
});
afterEach(async () => {
  await rzp.settled();
  await rzp.close();
});

describe('issuing', () => {
  it('issues a single-use UPI QR for the exact amount, closing at the account expiry', async () => {
    const expiresAt = inMinutes(6 * 60);
    const issued = await provider.issueAccount(upi({ expiresAt }));
    const qr = rzp.state.qrCodes.get(issued.accountNo);
    expect(qr).toMatchObject({
      type: 'upi_qr',
      usage: 'single_use',
      fixed_amount: true,
      payment_amount: 150_000,
      status: 'active',
      close_by: Math.floor(expiresAt.getTime() / 1000),
    });
    expect(issued.qrImageUrl).toBe(qr?.image_url);
    expect(issued.intentUrl).toMatch(/^upi:\/\/pay\?/);
    expect(rzp.calls[0]?.headers.authorization).toMatch(/^Basic /);
  });

  it('moves an expiry closer than Razorpay allows to its 15-minute minimum', async () => {
    const { accountNo } = await provider.issueAccount(upi({ expiresAt: inMinutes(5) }));
    const closeBy = rzp.state.qrCodes.get(accountNo)?.close_by as number;
    expect(closeBy).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 15 * 60);
  });

  it('refuses another market before calling Razorpay', async () => {
    expect(await failureOf(provider.issueAccount(upi({ region: 'ID' })))).toBe('refused');
    expect(rzp.calls).toHaveLength(0);
    expect(provider.channels('ID').upi).toBe(false);
    expect(provider.channels('IN')).toEqual({ banks: [], markets: [], upi: true });
  });

  it('opens a payment link for the gateway with our ref and only the chosen method', async () => {
    const { url } = await provider.openGateway(gateway('ref-netbanking-0001'));
    const [link] = [...rzp.state.links.values()];
    expect(url).toBe(link?.short_url);
    expect(link).toMatchObject({
      reference_id: 'ref-netbanking-0001',
      amount: 250_000,
      status: 'created',
    });
    const body = rzp.calls[0]?.body as { options: { checkout: { method: object } } };
    expect(body.options.checkout.method).toEqual({
      netbanking: '1',
      card: '0',
      upi: '0',
      wallet: '0',
    });
  });

  it('steps speak of the QR code, never of a UPI address', () => {
    const steps = provider.steps({
      payType: 3,
      payCode: 'UPI',
      specificNum: 0,
      lang: 'en',
      accountNo: 'qr_X',
      amountText: '₹1,500.00',
      merchant: 'Tenor',
    });
    expect(steps.bank[0]?.steps.join(' ')).toContain('₹1,500.00');
    expect(steps.bank[0]?.steps.join(' ')).not.toContain('qr_X');
  });
});

describe('webhooks', () => {
  it('reports a paid QR by its payment id, signed, with the QR as the account', async () => {
    const { accountNo } = await provider.issueAccount(upi());
    const hook = rzp.payQr(accountNo);
    expect(provider.verifyWebhook(raw(hook), hook.headers)).toBe(true);
    const payment = provider.parseWebhook(raw(hook));
    expect(payment).toEqual({
      eventId: expect.stringMatching(/^pay_/),
      accountNo,
      amount: 150_000,
      paidAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      target: 'account',
    });
    // Single use: Razorpay takes no second payment into it.
    expect(() => rzp.payQr(accountNo)).toThrow(/closed/);
  });

  it('refuses a forged or altered notification', async () => {
    const { accountNo } = await provider.issueAccount(upi());
    const hook = rzp.payQr(accountNo);
    const forged = { ...hook.headers, 'x-razorpay-signature': 'ab'.repeat(32) };
    expect(provider.verifyWebhook(raw(hook), forged)).toBe(false);
    const altered = Buffer.from(hook.body.replace('150000', '15000000'));
    expect(provider.verifyWebhook(altered, hook.headers)).toBe(false);
    const { 'x-razorpay-signature': _, ...unsigned } = hook.headers;
    expect(provider.verifyWebhook(raw(hook), unsigned)).toBe(false);
  });

  it('gives a replay, and every event of the same payment, the same event id', async () => {
    const { accountNo } = await provider.issueAccount(upi());
    const hook = rzp.payQr(accountNo);
    const first = provider.parseWebhook(raw(hook));
    expect(provider.parseWebhook(raw(hook))?.eventId).toBe(first?.eventId);
    // Bare payment.captured names no account of ours (QR notes stay on the QR): not a payment.
    expect(provider.parseWebhook(raw(rzp.capturedEvent(first?.eventId ?? '')))).toBeNull();
  });

  it('reads events in any order: a close before the credit, two QRs crossed', async () => {
    const a = await provider.issueAccount(upi({ amount: 10_000 }));
    const b = await provider.issueAccount(upi({ amount: 20_000 }));
    const paidA = rzp.payQr(a.accountNo);
    const closedA = rzp.closedEvent(a.accountNo);
    const paidB = rzp.payQr(b.accountNo);
    expect(provider.parseWebhook(raw(closedA))).toBeNull();
    expect(provider.parseWebhook(raw(paidB))).toMatchObject({
      accountNo: b.accountNo,
      amount: 20_000,
    });
    expect(provider.parseWebhook(raw(paidA))).toMatchObject({
      accountNo: a.accountNo,
      amount: 10_000,
    });
  });

  it('reports a paid link as a gateway payment of our ref', async () => {
    await provider.openGateway(gateway('ref-paid-000000001'));
    const hook = rzp.payLink('ref-paid-000000001');
    expect(hook).not.toBeNull();
    if (hook === null) return;
    expect(provider.verifyWebhook(raw(hook), hook.headers)).toBe(true);
    expect(provider.parseWebhook(raw(hook))).toMatchObject({
      accountNo: 'ref-paid-000000001',
      amount: 250_000,
      target: 'gateway',
    });
  });

  it('survives delivery over HTTP: the raw bytes keep their signature', async () => {
    const { accountNo } = await provider.issueAccount(upi());
    const hook = rzp.payQr(accountNo);
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () =>
        res.writeHead(provider.verifyWebhook(Buffer.concat(chunks), req.headers) ? 200 : 401).end(),
      );
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/repay/webhook/razorpay`;
    try {
      expect(await rzp.deliver(hook, url)).toBe(200);
      expect(await rzp.deliver({ ...hook, body: `${hook.body} ` }, url)).toBe(401);
    } finally {
      receiver.close();
    }
  });
});

describe('status of a charge whose answer was lost', () => {
  it('succeeded once the link is paid, failed for a reference Razorpay never saw', async () => {
    await provider.openGateway(gateway('ref-status-00000001'));
    expect(await provider.chargeStatus('ref-status-00000001')).toBe('unknown');
    rzp.payLink('ref-status-00000001');
    expect(await provider.chargeStatus('ref-status-00000001')).toBe('succeeded');
    expect(await provider.chargeStatus('repayment-42')).toBe('failed');
  });

  it('unknown while a declined payer may still retry, failed once the link expired', async () => {
    await provider.openGateway(gateway('ref-declined-000001'));
    expect(rzp.payLink('ref-declined-000001', 'declined')).toBeNull();
    expect(await provider.chargeStatus('ref-declined-000001')).toBe('unknown');
    rzp.advance(31 * 60);
    expect(await provider.chargeStatus('ref-declined-000001')).toBe('failed');
  });

  it('unknown, never a guess, when Razorpay fails or is slow', async () => {
    await provider.openGateway(gateway('ref-flaky-000000001'));
    rzp.fault({ on: 'GET /payment_links', kind: 'status', status: 503 });
    expect(await provider.chargeStatus('ref-flaky-000000001')).toBe('unknown');
    rzp.fault({ on: 'GET /payment_links', kind: 'slow', delayMs: SLOW_MS });
    expect(await impatient.chargeStatus('ref-flaky-000000001')).toBe('unknown');
  });
});

describe('closing and cancelling', () => {
  it('closes a QR so the payer can pay no more; closing again is a no-op', async () => {
    const { accountNo } = await provider.issueAccount(upi());
    await provider.closeAccount(accountNo);
    expect(rzp.state.qrCodes.get(accountNo)).toMatchObject({
      status: 'closed',
      close_reason: 'on_demand',
    });
    await provider.closeAccount(accountNo);
    expect(() => rzp.payQr(accountNo)).toThrow(/closed/);
  });

  it('closing a QR that was paid meanwhile is a no-op too', async () => {
    const { accountNo } = await provider.issueAccount(upi());
    rzp.payQr(accountNo);
    await expect(provider.closeAccount(accountNo)).resolves.toBeUndefined();
  });

  it('cancels an open link (true), not a paid one (false)', async () => {
    await provider.openGateway(gateway('ref-cancel-0000001'));
    expect(await provider.cancelGateway('ref-cancel-0000001')).toBe(true);
    expect([...rzp.state.links.values()][0]?.status).toBe('cancelled');
    expect(await provider.cancelGateway('ref-cancel-0000001')).toBe(true);
    expect(() => rzp.payLink('ref-cancel-0000001')).toThrow(/not payable/);

    await provider.openGateway(gateway('ref-cancel-0000002'));
    rzp.payLink('ref-cancel-0000002');
    expect(await provider.cancelGateway('ref-cancel-0000002')).toBe(false);
    expect(await provider.cancelGateway('ref-never-opened')).toBe(true);
  });
});

describe('refunds', () => {
  async function paidQr() {
    const { accountNo } = await provider.issueAccount(upi());
    const payment = provider.parseWebhook(raw(rzp.payQr(accountNo)));
    if (payment === null) throw new Error('no payment');
    return { reference: 'refund-1', accountNo, eventId: payment.eventId, amount: payment.amount };
  }

  it('refunds once per reference, however often asked', async () => {
    const request = await paidQr();
    expect(await provider.refund(request)).toBe(true);
    expect(await provider.refund(request)).toBe(true);
    expect(rzp.state.refunds.size).toBe(1);
    const call = rzp.calls.find((c) => c.path.endsWith('/refund'));
    expect(call?.headers['x-refund-idempotency']).toBe('tenor-refund-1');
    expect(call?.body).toMatchObject({ amount: 150_000, speed: 'normal', receipt: 'refund-1' });
  });

  it('a refund whose answer was lost is taken once when retried', async () => {
    const request = await paidQr();
    rzp.fault({ on: 'POST /payments/', kind: 'drop', when: 'after' });
    expect(await failureOf(provider.refund(request))).toBe('unavailable');
    expect(rzp.state.refunds.size).toBe(1);
    expect(await provider.refund(request)).toBe(true);
    expect(rzp.state.refunds.size).toBe(1);
  });

  it('another reference for money already given back is refused', async () => {
    const request = await paidQr();
    await provider.refund(request);
    expect(await failureOf(provider.refund({ ...request, reference: 'refund-2' }))).toBe('refused');
  });
});

describe('provider errors', () => {
  it('a wrong key is an auth failure, told to borrowers as unavailable', async () => {
    const wrong = razorpayProvider(settingsFor(rzp.url, { keySecret: 'not-the-secret' }));
    const err = await wrong.issueAccount(upi()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RazorpayError);
    expect(err).toMatchObject({ failure: 'auth', status: 401, messageKey: 'unavailable' });
    expect((err as RazorpayError).body.description).toBe('The api key provided is invalid');
  });

  it('invalid input is a refusal with Razorpay’s field', async () => {
    const err = await provider.issueAccount(upi({ amount: 50 })).catch((e: unknown) => e);
    expect(err).toMatchObject({ failure: 'refused', status: 400, messageKey: 'chargeFailed' });
    expect((err as RazorpayError).body).toMatchObject({
      code: 'BAD_REQUEST_ERROR',
      field: 'payment_amount',
    });
  });

  it('5xx, timeouts and dropped connections are unavailable', async () => {
    rzp.fault({ kind: 'status', status: 502 });
    expect(await failureOf(provider.issueAccount(upi()))).toBe('unavailable');
    rzp.fault({ kind: 'slow', delayMs: SLOW_MS });
    expect(await failureOf(impatient.issueAccount(upi()))).toBe('unavailable');
    rzp.fault({ kind: 'drop' });
    expect(await failureOf(provider.closeAccount('qr_anything'))).toBe('unavailable');
  });

  it('a gateway open retried after a lost answer makes no second link', async () => {
    rzp.fault({ on: 'POST /payment_links', kind: 'drop', when: 'after' });
    expect(await failureOf(provider.openGateway(gateway('ref-retry-00000001')))).toBe(
      'unavailable',
    );
    const { url } = await provider.openGateway(gateway('ref-retry-00000001'));
    expect(rzp.state.links.size).toBe(1);
    expect(url).toBe([...rzp.state.links.values()][0]?.short_url);
  });

  it('nor after a timeout whose work finished late', async () => {
    rzp.fault({ on: 'POST /payment_links', kind: 'slow', delayMs: SLOW_MS });
    expect(await failureOf(impatient.openGateway(gateway('ref-slow-000000001')))).toBe(
      'unavailable',
    );
    await rzp.settled();
    await provider.openGateway(gateway('ref-slow-000000001'));
    expect(rzp.state.links.size).toBe(1);
  });

  it('a card charge is refused without reaching Razorpay, however often retried', async () => {
    const charge = { bankCode: 'HDFC', last4: '4242', amount: 100_000, reference: 'repayment-7' };
    expect(await provider.chargeCard(charge)).toBe(false);
    expect(await provider.chargeCard(charge)).toBe(false);
    expect(rzp.calls).toHaveLength(0);
    expect(rzp.state.payments.size).toBe(0);
    expect(await provider.chargeStatus('repayment-7')).toBe('failed');
  });
});
