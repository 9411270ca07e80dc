/**
 * Junk cannot block the providers' callbacks (http/callback-budget.ts): thousands of unsigned
 * POSTs to `/repay/webhook/<provider>` in a minute — from the very address a provider's real
 * notification then comes from, from an IPv6 /64 rotating its addresses, and from a hundred
 * addresses each under its own allowance — leave a signed Razorpay notification and a Xendit
 * callback answered 200 and applied at once, with the API's per-address limit on. Two
 * instances on one database (child-server.ts `serverData`): a SQLite file, or PostgreSQL with
 * the budgets shared through `rate_windows` under `npm run test:pg`.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_LIMITS } from '../src/http/callback-budget.ts';
import { serverData, type ServerData } from './helpers/child-server.ts';
import {
  appOn,
  applied,
  BCA,
  borrowerOn,
  issueBillOn,
  upiPaidOn,
  useStandIns,
  xenditPaysAt,
  type ProviderDelivery,
} from './helpers/provider-stand-ins.ts';
import { orderRow } from './helpers/repay.ts';
import type { TestApp } from './helpers/test-app.ts';

const stand = useStandIns();

/** Sent at once per batch: enough to race, few enough for a slow machine. */
const BATCH = 100;

function post(
  app: TestApp,
  provider: string,
  delivery: ProviderDelivery,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.app.inject({
    method: 'POST',
    url: `/repay/webhook/${provider}`,
    headers: delivery.headers,
    payload: delivery.body,
    remoteAddress,
  });
}

/** `count` junk POSTs, alternating between the instances, in batches; their statuses. */
async function junk(
  apps: TestApp[],
  count: number,
  send: (app: TestApp, i: number) => Promise<LightMyRequestResponse>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let from = 0; from < count; from += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) =>
      send(apps[(from + k) % apps.length]!, from + k),
    );
    statuses.push(...(await Promise.all(batch)).map((r) => r.statusCode));
  }
  return statuses;
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

describe('junk POSTs to the providers webhook, on two instances', () => {
  let data: ServerData;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // The API's per-address limit on, as in production.
    data = await serverData({ ...stand.env, RATE_LIMIT_PER_MINUTE: '600' });
    a = await appOn(data);
    b = await appOn(data);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await data?.dispose();
  });

  it('leave a signed notification and a callback answered 200 at once, and limit each junk client alone', async () => {
    const upi = await borrowerOn(a, 'IN');
    const paid = await upiPaidOn(a, stand, upi.session, upi.orderId);
    const va = await borrowerOn(b, 'ID');
    const bill = await issueBillOn(b, va.session, va.orderId, BCA);
    const callback = xenditPaysAt(stand, bill.cardNo, va.amount).callback;

    // Junk: the real bodies, unsigned or with a wrong token.
    const unsigned = { body: paid.webhook.body, headers: { 'content-type': 'application/json' } };
    const forged = {
      body: callback.body,
      headers: { 'content-type': 'application/json', 'x-callback-token': 'guessed-token' },
    };
    const sameAddress = await junk([a, b], 1000, (app) => post(app, 'razorpay', unsigned));
    const rotatingV6 = await junk([a, b], 1000, (app, i) =>
      post(app, 'razorpay', unsigned, `2001:db8:77:1:${(i + 1).toString(16)}::1`),
    );
    // A hundred addresses, each well under its own allowance: none of it is refused for
    // volume, and none of it may spend Razorpay's budget.
    const many = await junk([a, b], 1000, (app, i) =>
      post(app, 'razorpay', unsigned, `198.51.100.${(i % 100) + 1}`),
    );
    const xendit = await junk([a, b], 300, (app) => post(app, 'xendit', forged));
    const nobody = await junk([a, b], 20, (app, i) =>
      post(app, ['%00', 'nobody', 'razorpay%2F..'][i % 3]!, unsigned, '192.0.2.9'),
    );

    // Each junk client is answered 401 (404 for no provider) up to its allowance, then 429:
    // per instance and window at most, since the two share their counts a sync later.
    const allowance = CALLBACK_LIMITS.unverifiedPerMinute;
    for (const statuses of [sameAddress, rotatingV6]) {
      const n = tally(statuses);
      expect(Object.keys(n).sort()).toEqual(['401', '429']);
      expect(n[401]).toBeGreaterThanOrEqual(allowance);
      expect(n[401]).toBeLessThanOrEqual(4 * allowance);
    }
    expect(tally(many)).toEqual({ 401: 1000 });
    // The same client's allowance, spent on Razorpay's path already.
    expect(tally(xendit)[401] ?? 0).toBeLessThanOrEqual(2 * allowance);
    expect(tally(xendit)[429]).toBeGreaterThan(0);
    expect(Object.keys(tally(nobody)).every((s) => s === '404' || s === '429')).toBe(true);

    // The providers' own deliveries, from the addresses the junk came from: taken at once.
    const razorpay = await post(b, 'razorpay', paid.webhook);
    expect({ status: razorpay.statusCode, ...razorpay.json() }).toMatchObject({
      ...applied(paid.eventId),
      message: 'ok',
    });
    const atBank = await post(a, 'xendit', callback, '2001:db8:77:1:ffff::1');
    expect(atBank.statusCode).toBe(200);
    expect(atBank.json()).toMatchObject({ code: '00', data: { result: 'applied' } });
    await expect(orderRow(a, upi.orderId)).resolves.toMatchObject({ status: 200 });
    await expect(orderRow(b, va.orderId)).resolves.toMatchObject({ status: 200 });
  }, 120_000);
});
