import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseRazorpayWebhook, verifyRazorpaySignature } from './webhook.ts';

const SECRET = 'whsec-unit-test';
const sign = (body: string, secret = SECRET) =>
  createHmac('sha256', secret).update(body).digest('hex');

const payment = (over: Record<string, unknown> = {}) => ({
  id: 'pay_Unit000000001',
  entity: 'payment',
  amount: 150000,
  currency: 'INR',
  status: 'captured',
  order_id: null,
  method: 'upi',
  notes: [],
  created_at: 1_750_000_000,
  ...over,
});
const event = (name: string, payload: Record<string, unknown>) =>
  Buffer.from(
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_Unit',
      event: name,
      contains: Object.keys(payload),
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, { entity: v }])),
      created_at: 1_750_000_001,
    }),
  );

describe('verifyRazorpaySignature', () => {
  const body = Buffer.from('{"entity":"event"}');

  it('accepts the hex HMAC-SHA256 of the raw body, in either case', () => {
    expect(
      verifyRazorpaySignature(SECRET, body, { 'x-razorpay-signature': sign(body.toString()) }),
    ).toBe(true);
    const upper = sign(body.toString()).toUpperCase();
    expect(verifyRazorpaySignature(SECRET, body, { 'x-razorpay-signature': upper })).toBe(true);
  });

  it('refuses another secret, another body, no header, a repeated header or junk', () => {
    const good = sign(body.toString());
    expect(
      verifyRazorpaySignature(SECRET, body, {
        'x-razorpay-signature': sign(body.toString(), 'other'),
      }),
    ).toBe(false);
    expect(
      verifyRazorpaySignature(SECRET, Buffer.from('{"entity":"event"} '), {
        'x-razorpay-signature': good,
      }),
    ).toBe(false);
    expect(verifyRazorpaySignature(SECRET, body, {})).toBe(false);
    expect(verifyRazorpaySignature(SECRET, body, { 'x-razorpay-signature': [good, good] })).toBe(
      false,
    );
    expect(verifyRazorpaySignature(SECRET, body, { 'x-razorpay-signature': good.slice(2) })).toBe(
      false,
    );
    // The sandbox's header is not Razorpay's.
    expect(verifyRazorpaySignature(SECRET, body, { 'x-signature': good })).toBe(false);
  });
});

describe('parseRazorpayWebhook', () => {
  it('reads qr_code.credited as a payment into the QR, keyed by the payment id', () => {
    expect(
      parseRazorpayWebhook(
        event('qr_code.credited', { payment: payment(), qr_code: { id: 'qr_Unit1' } }),
      ),
    ).toEqual({
      eventId: 'pay_Unit000000001',
      accountNo: 'qr_Unit1',
      amount: 150000,
      paidAt: new Date(1_750_000_000_000).toISOString(),
      target: 'account',
    });
  });

  it('reads payment_link.paid as a gateway payment of our reference', () => {
    const body = event('payment_link.paid', {
      payment_link: { id: 'plink_Unit', reference_id: 'our-ref', status: 'paid' },
      order: { id: 'order_Unit' },
      payment: payment({ order_id: 'order_Unit', method: 'netbanking' }),
    });
    expect(parseRazorpayWebhook(body)).toMatchObject({ accountNo: 'our-ref', target: 'gateway' });
  });

  it('reads payment.captured only when its notes name one of ours', () => {
    expect(parseRazorpayWebhook(event('payment.captured', { payment: payment() }))).toBeNull();
    const noted = payment({ notes: { tenor_account: 'qr_Unit2' } });
    expect(parseRazorpayWebhook(event('payment.captured', { payment: noted }))).toMatchObject({
      eventId: 'pay_Unit000000001',
      accountNo: 'qr_Unit2',
    });
  });

  it('is null for other events, uncaptured or foreign-currency payments and junk', () => {
    const qr = { id: 'qr_Unit1' };
    expect(parseRazorpayWebhook(event('qr_code.closed', { qr_code: qr }))).toBeNull();
    expect(
      parseRazorpayWebhook(
        event('qr_code.credited', { payment: payment({ status: 'failed' }), qr_code: qr }),
      ),
    ).toBeNull();
    expect(
      parseRazorpayWebhook(
        event('qr_code.credited', { payment: payment({ currency: 'USD' }), qr_code: qr }),
      ),
    ).toBeNull();
    expect(
      parseRazorpayWebhook(
        event('qr_code.credited', { payment: payment({ amount: 1.5 }), qr_code: qr }),
      ),
    ).toBeNull();
    expect(
      parseRazorpayWebhook(event('refund.processed', { refund: { id: 'rfnd_1' } })),
    ).toBeNull();
    expect(parseRazorpayWebhook(Buffer.from('not json'))).toBeNull();
  });
});
