import { describe, expect, it } from 'vitest';
import { devOutbox, devPaymentSimulate, devSession } from '@tenor/contract/endpoints/dev';
import { orderStatuses } from '@tenor/contract/orders';
import { useTestApp, successData } from './helpers/test-app.ts';

describe('POST /dev/session (demo mode)', () => {
  const t = useTestApp();

  const create = (payload: object) =>
    t.app.inject({ method: 'POST', url: devSession.path, payload });

  it('creates a new borrower with a session and one order in every status', async () => {
    const data = successData(devSession, await create({ region: 'IN' }));
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(
      Object.keys(data.orders)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...orderStatuses].sort((a, b) => a - b));
    expect(data.products).toHaveLength(6);
    expect(data.products.every((p) => p.region === 'IN')).toBe(true);

    const orders = await t.db
      .selectFrom('orders')
      .innerJoin('products', 'products.id', 'orders.product_id')
      .select([
        'orders.id',
        'orders.status',
        'orders.amount',
        'products.region',
        'products.status as productStatus',
      ])
      .where('orders.borrower_id', '=', data.borrowerId)
      .execute();
    expect(orders).toHaveLength(orderStatuses.length);
    for (const o of orders) {
      expect(data.orders[String(o.status)]).toBe(o.id);
      expect(o.region).toBe('IN');
      expect(o.productStatus).toBe('active');
      expect(o.amount).toBeGreaterThanOrEqual(200_000);
      expect(o.amount).toBeLessThanOrEqual(8_000_000);
    }
  });

  it('defaults to Indonesia and makes a different borrower each time', async () => {
    const a = successData(devSession, await create({}));
    const b = successData(devSession, await create({}));
    expect(a.products.every((p) => p.region === 'ID')).toBe(true);
    expect(a.borrowerId).not.toBe(b.borrowerId);
    expect(a.token).not.toBe(b.token);
    const phones = await t.db
      .selectFrom('borrowers')
      .select(['phone', 'region'])
      .where('id', 'in', [a.borrowerId, b.borrowerId])
      .execute();
    for (const p of phones) expect(p.phone).toMatch(/^\+628\d{10}$/);
  });

  it('gives plausible dates: overdue in the past, not-yet-due in the future', async () => {
    const data = successData(devSession, await create({ region: 'ID' }));
    const byStatus = async (status: number) =>
      t.db
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', data.orders[String(status)]!)
        .executeTakeFirstOrThrow();
    const now = Date.now();
    expect(Date.parse((await byStatus(180)).due_at!)).toBeLessThan(now);
    expect(Date.parse((await byStatus(170)).due_at!)).toBeGreaterThan(now);
    expect((await byStatus(21)).due_at).toBeNull();
    const settled = await byStatus(200);
    expect(settled.settled_at).not.toBeNull();
    expect(settled.paid_amount).toBe(settled.amount + settled.interest_amount);
    expect((await byStatus(3)).term_unit).toBe('month');
  });

  it('answers the borrower’s phone and two demo cards, one of them needing an SMS code', async () => {
    const id = successData(devSession, await create({ region: 'ID' }));
    expect(id.phone).toMatch(/^\+628\d{10}$/);
    expect(
      id.cards.map(({ bankName, cardNo, needValid }) => ({ bankName, cardNo, needValid })),
    ).toEqual([
      { bankName: 'BCA', cardNo: '•••• 4821', needValid: 1 },
      { bankName: 'Mandiri', cardNo: '•••• 7305', needValid: 0 },
    ]);
    const stored = await t.db
      .selectFrom('bank_cards')
      .select(['id', 'last4'])
      .where('borrower_id', '=', id.borrowerId)
      .orderBy('id')
      .execute();
    expect(stored).toEqual(id.cards.map((c) => ({ id: c.id, last4: c.cardNo.slice(-4) })));
    const india = successData(devSession, await create({ region: 'IN' }));
    expect(india.phone).toMatch(/^\+91[6-9]\d{9}$/);
    expect(india.cards.map((c) => c.bankName)).toEqual(['HDFC Bank', 'State Bank of India']);
  });

  it('records applications to every active product in scenario full', async () => {
    const data = successData(devSession, await create({ region: 'IN', scenario: 'full' }));
    const applied = await t.db
      .selectFrom('events')
      .select('product_id')
      .where('borrower_id', '=', data.borrowerId)
      .where('kind', '=', 'apply')
      .execute();
    expect(applied).toHaveLength(5);
  });

  it('is not behind a session', async () => {
    const res = await create({});
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /dev/outbox', () => {
  const t = useTestApp();

  it('lists sent messages newest first, filtered by phone in any spelling', async () => {
    const rows = [
      { phone: '+6281234567890', text: 'first', created_at: '2025-06-15T10:00:00.000Z' },
      { phone: '+919876543210', text: 'other', created_at: '2025-06-15T10:30:00.000Z' },
      { phone: '+6281234567890', text: 'second', created_at: '2025-06-15T11:00:00.000Z' },
    ];
    await t.db.insertInto('sms_outbox').values(rows).execute();
    const list = async (query = '') =>
      successData(
        devOutbox,
        await t.app.inject({ method: 'GET', url: `${devOutbox.path}${query}` }),
      );
    expect((await list()).map((m) => m.text)).toEqual(['second', 'other', 'first']);
    const mine = await list('?phone=%2B6281234567890');
    expect(mine).toEqual([
      {
        phone: '+6281234567890',
        text: 'second',
        sentAt: '2025-06-15T11:00:00.000Z',
        templateId: null,
      },
      {
        phone: '+6281234567890',
        text: 'first',
        sentAt: '2025-06-15T10:00:00.000Z',
        templateId: null,
      },
    ]);
    // An unescaped + arrives as a space; the digits still find the phone.
    expect(await list('?phone=+6281234567890')).toEqual(mine);
    expect(await list('?phone=%2B620000')).toEqual([]);
  });
});

describe('/dev/* outside demo mode', () => {
  const t = useTestApp({ env: { DEMO: 'false', WEBHOOK_SECRET: 'a-production-secret-1234' } });

  it('answers 404 envelopes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${devSession.path}?languageType=1`,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '1004', message: 'Not found', data: null });
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox',
      headers: { accept: 'text/html' },
    });
    expect(outbox.statusCode).toBe(404);
    expect(outbox.json().code).toBe('1004');
    const simulate = await t.app.inject({
      method: 'POST',
      url: devPaymentSimulate.path,
      payload: { cardNo: '3935812345678901' },
    });
    expect(simulate.statusCode).toBe(404);
    expect(simulate.json().code).toBe('1004');
  });

  it('has no sandbox payments: no webhook for the sandbox, no gateway page', async () => {
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/repay/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
    expect(webhook.json().code).toBe('1004');
    const gateway = await t.app.inject({
      method: 'GET',
      url: '/sandbox/gateway?ref=x',
      headers: { accept: 'text/html' },
    });
    expect(gateway.statusCode).toBe(404);
    expect(gateway.json().code).toBe('1004');
  });

  it('seeds no demo products', async () => {
    const products = await t.db.selectFrom('products').selectAll().execute();
    expect(products).toEqual([]);
  });
});

describe('rate limits', () => {
  const t = useTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_DEV_SESSION_PER_MINUTE: '2' },
  });

  it('limits /dev/session more strictly than the rest', async () => {
    const call = () =>
      t.app.inject({ method: 'POST', url: `${devSession.path}?languageType=1`, payload: {} });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: '1029',
      message: 'Too many requests, please try again later',
      data: null,
    });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
