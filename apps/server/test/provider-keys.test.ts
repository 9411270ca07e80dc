/**
 * The keys Tenor gives a payment provider are random and stored with their row
 * (modules/repay/provider-keys.ts): two deployments on one Razorpay account — two databases
 * whose first refunds both have id 1 — each get their refunds made, once, and a retry of a row
 * sends the key it was made with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverData, type ServerData } from './helpers/child-server.ts';
import {
  appOn,
  borrowerOn,
  deliverWebhook,
  eventIdOf,
  pageOn,
  refundsAtRazorpay,
  upiPaidOn,
  useStandIns,
} from './helpers/provider-stand-ins.ts';
import type { TestApp } from './helpers/test-app.ts';

const stand = useStandIns();

/**
 * An Indian order paid twice, by UPI QR and on a hosted page: the second notification's money
 * is refunded (a QR payment into `payment_refunds`, a page's into `gateway_refunds`).
 */
async function paidTwice(app: TestApp, refunded: 'qr' | 'page') {
  const { session, orderId, amount } = await borrowerOn(app, 'IN');
  const upi = await upiPaidOn(app, stand, session, orderId);
  const { link } = await pageOn(app, stand, session, orderId, amount, 'debitCard');
  const page = stand.razorpay.payLink(link.reference_id)!;
  const order = refunded === 'qr' ? [page, upi.webhook] : [upi.webhook, page];
  for (const delivery of order) {
    expect((await deliverWebhook(app, 'razorpay', delivery)).statusCode).toBe(200);
  }
  return refunded === 'qr' ? upi.eventId : eventIdOf(page);
}

const refundRows = (app: TestApp) =>
  Promise.all([
    app.db.selectFrom('payment_refunds').select(['id', 'reference', 'status']).execute(),
    app.db.selectFrom('gateway_refunds').select(['id', 'reference', 'status']).execute(),
  ]);

describe('refunds of two databases on one Razorpay account', () => {
  const data: ServerData[] = [];
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      data.push(await serverData(stand.env));
      apps.push(await appOn(data[i]!));
    }
  }, 60_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const d of data) await d.dispose();
  });

  it('never share a key: each refund is made once, and its row keeps the key it was sent with', async () => {
    const given: string[] = [];
    for (const app of apps) {
      given.push(await paidTwice(app, 'qr'), await paidTwice(app, 'page'));
    }
    const rows = await Promise.all(apps.map(refundRows));
    // Both databases' first refunds have the same ids; their keys differ.
    for (const [accounts, pages] of rows) {
      expect(accounts.map((r) => [r.id, r.status])).toEqual([[1, 'refunded']]);
      expect(pages.map((r) => [r.id, r.status])).toEqual([[1, 'refunded']]);
    }
    const references = rows.flat(2).map((r) => r.reference);
    expect(new Set(references).size).toBe(4);
    for (const reference of references) expect(reference).toMatch(/^[\w-]{10,40}$/);
    // Razorpay made every one of the four refunds, each under its row's reference.
    for (const paymentId of given) {
      expect(refundsAtRazorpay(stand, paymentId)).toMatchObject([{ status: 'processed' }]);
    }
    const receipts = given.map((id) => refundsAtRazorpay(stand, id)[0]!.receipt);
    expect(receipts.sort()).toEqual([...references].sort());
  });
});
