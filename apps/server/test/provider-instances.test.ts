/**
 * Razorpay and Xendit (the stand-ins) behind more than one process on one database: a
 * restart between issuing a bill and its payment, and — on PostgreSQL — two instances behind
 * a load balancer. What one process issued, another must apply, dedupe and close at the
 * provider: the account's stored `provider_ref` is all a process that did not issue it has
 * (the Xendit adapter's own memory of its accounts is empty there). Each app here is another
 * instance in this process (its own pool, providers and memory) on the database of
 * child-server.ts `serverData`: a SQLite file, or PostgreSQL under `npm run test:pg`.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateVcode, repaymentHuichao } from '@tenor/contract/endpoints/repay';
import { serverData, type ServerData } from './helpers/child-server.ts';
import { NIGHTLY } from './helpers/hardening-run.ts';
import {
  appOn,
  applied,
  askBill,
  BCA,
  borrowerOn,
  deliveredTo,
  duplicate,
  heldAt,
  INDOMARET,
  issueBillOn,
  issuedFrom,
  openGatewayOn,
  pageOn,
  SEN,
  upiPaidOn,
  UPI,
  useStandIns,
  xenditPaysAt,
  type Bill,
  type ProviderDelivery,
} from './helpers/provider-stand-ins.ts';
import { orderRow } from './helpers/repay.ts';
import { dialectUnderTest, successData, type TestApp } from './helpers/test-app.ts';

/** Rounds of each race across the two instances; requests sent at once in each. */
const ROUNDS = NIGHTLY ? 30 : 4;
const AT_ONCE = 20;

const stand = useStandIns();

/** The one stored account of a bill number, as a process that reads the database sees it. */
const accountOf = (app: TestApp, vcode: string) =>
  app.db
    .selectFrom('payment_accounts')
    .selectAll()
    .where('vcode', '=', vcode)
    .executeTakeFirstOrThrow();

/** Whether the stand-in would still take money into the account. */
const openAtProvider = (accountNo: string) =>
  heldAt(stand).find((a) => a.accountNo === accountNo)?.open;

/** The stand-in Xendit's PATCH requests (how Xendit is asked to expire an account) for an id. */
const expiriesAsked = (ref: string) => {
  const id = ref.split(':')[1]!;
  return stand.xendit.requests.filter((r) => r.method === 'PATCH' && r.path.endsWith(`/${id}`));
};

const orderPaid = (app: TestApp, orderId: number, amount: number) =>
  expect(orderRow(app, orderId)).resolves.toMatchObject({ status: 200, paid_amount: amount });

// ---- a restart ---------------------------------------------------------------------------

describe('a restart between issuing bills and their payments, on one database', () => {
  let data: ServerData;
  beforeAll(async () => {
    data = await serverData(stand.env);
  });
  afterAll(() => data?.dispose());

  it('the new process applies what was paid meanwhile, closes at the provider what the old one issued, and dedupes what the old one applied', async () => {
    const old = await appOn(data);
    // Bills issued by the old process: a code paid while it is down, a code and a QR left
    // open and settled another way after the restart, and a UPI payment it applied itself.
    const paidMeanwhile = await borrowerOn(old, 'ID');
    const cashierCode = await issueBillOn(
      old,
      paidMeanwhile.session,
      paidMeanwhile.orderId,
      INDOMARET,
    );
    const leftCode = await borrowerOn(old, 'ID');
    const openCode = await issueBillOn(old, leftCode.session, leftCode.orderId, INDOMARET);
    const leftQr = await borrowerOn(old, 'IN');
    const openQr = await issueBillOn(old, leftQr.session, leftQr.orderId, UPI);
    const appliedBefore = await borrowerOn(old, 'IN');
    const upi = await upiPaidOn(old, stand, appliedBefore.session, appliedBefore.orderId);
    expect(await deliveredTo(old, 'razorpay', upi.webhook)).toEqual(applied(upi.eventId));

    // The old process settles an order by VA and dies before Xendit closed its other code:
    // Xendit failed the close (the adapter tries a 5xx twice).
    const unfinished = await borrowerOn(old, 'ID');
    const strandedCode = await issueBillOn(old, unfinished.session, unfinished.orderId, INDOMARET);
    const va = await issueBillOn(old, unfinished.session, unfinished.orderId, BCA);
    for (const status of [503, 502]) {
      stand.xendit.fault({ kind: 'status', status }, '/fixed_payment_code/');
    }
    const atBank = xenditPaysAt(stand, va.cardNo, unfinished.amount);
    expect(await deliveredTo(old, 'xendit', atBank.callback)).toEqual(applied(atBank.paymentId));
    expect(await accountOf(old, strandedCode.vcode)).toMatchObject({
      closed_reason: 'settled',
      provider_closed_at: null,
    });
    expect(openAtProvider(strandedCode.cardNo)).toBe(true);
    await old.close();

    // While no process runs, a borrower pays their code at the cashier.
    const atCashier = xenditPaysAt(stand, cashierCode.cardNo, paidMeanwhile.amount);

    // The new process; its start-up follow-up tells Xendit what the old one could not.
    const restarted = await appOn(data);
    try {
      const stranded = await accountOf(restarted, strandedCode.vcode);
      expect(stranded.provider_closed_at).not.toBeNull();
      expect(openAtProvider(strandedCode.cardNo)).toBe(false);
      expect(expiriesAsked(stranded.provider_ref!)).toHaveLength(3);

      // The payment made meanwhile is applied by the process that never issued its code.
      expect(await deliveredTo(restarted, 'xendit', atCashier.callback)).toEqual(
        applied(atCashier.paymentId),
      );
      await orderPaid(restarted, paidMeanwhile.orderId, paidMeanwhile.amount);

      // Settled by a VA issued now: the old process's code is expired at Xendit by its stored ref.
      const newVa = await issueBillOn(restarted, leftCode.session, leftCode.orderId, BCA);
      const paid = xenditPaysAt(stand, newVa.cardNo, leftCode.amount);
      expect(await deliveredTo(restarted, 'xendit', paid.callback)).toEqual(
        applied(paid.paymentId),
      );
      const closedCode = await accountOf(restarted, openCode.vcode);
      expect(closedCode).toMatchObject({
        closed_reason: 'settled',
        provider_ref: expect.stringMatching(/^code:/),
        provider_closed_at: expect.any(String),
      });
      expect(expiriesAsked(closedCode.provider_ref!)).toHaveLength(1);
      expect(openAtProvider(openCode.cardNo)).toBe(false);
      expect(stand.xendit.pay(openCode.cardNo, leftCode.amount / SEN)).toEqual({
        ok: false,
        refusal: 'expired',
      });

      // Settled on a payment page opened now: the old process's QR is closed at Razorpay.
      const { link } = await pageOn(
        restarted,
        stand,
        leftQr.session,
        leftQr.orderId,
        leftQr.amount,
        'netbanking',
      );
      const page = stand.razorpay.payLink(link.reference_id)!;
      expect((await deliveredTo(restarted, 'razorpay', page)).data).toMatchObject({
        result: 'applied',
      });
      expect(await accountOf(restarted, openQr.vcode)).toMatchObject({
        closed_reason: 'settled',
        provider_closed_at: expect.any(String),
      });
      expect(openAtProvider((await accountOf(restarted, openQr.vcode)).account_no)).toBe(false);

      // What the old process applied, replayed to the new one: a duplicate, nothing moves.
      expect(await deliveredTo(restarted, 'razorpay', upi.webhook)).toEqual(duplicate(upi.eventId));
      await orderPaid(restarted, appliedBefore.orderId, appliedBefore.amount);
    } finally {
      await restarted.close();
    }
  });
});

// ---- two instances -------------------------------------------------------------------------

describe.skipIf(dialectUnderTest !== 'postgres')('two instances on one PostgreSQL', () => {
  let data: ServerData;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    data = await serverData(stand.env);
    a = await appOn(data);
    b = await appOn(data);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await data?.dispose();
  });

  /** Alternately to A and B. */
  const across = (i: number) => (i % 2 === 0 ? a : b);

  it('a bill issued on A, its callback landing on B: applied once, the redelivery to A a duplicate, and B closes at Xendit the code A issued', async () => {
    const { session, orderId, amount } = await borrowerOn(a, 'ID');
    const code = await issueBillOn(a, session, orderId, INDOMARET);
    const va = await issueBillOn(a, session, orderId, BCA);
    const paid = xenditPaysAt(stand, va.cardNo, amount);

    expect(await deliveredTo(b, 'xendit', paid.callback)).toEqual(applied(paid.paymentId));
    const again = stand.xendit.redeliver(paid.paymentId);
    expect(await deliveredTo(a, 'xendit', again)).toEqual(duplicate(paid.paymentId));
    await orderPaid(a, orderId, amount);
    // B never issued the code: it expired it by the ref A stored.
    const closed = await accountOf(b, code.vcode);
    expect(closed.provider_closed_at).not.toBeNull();
    expect(expiriesAsked(closed.provider_ref!)).toHaveLength(1);
    expect(openAtProvider(code.cardNo)).toBe(false);
  });

  it(
    `the same notification delivered to A and B at once: applied once (${ROUNDS} rounds)`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const india = round % 2 === 0;
        const { session, orderId, amount } = await borrowerOn(across(round), india ? 'IN' : 'ID');
        let delivery: ProviderDelivery;
        let eventId: string;
        if (india) {
          ({ webhook: delivery, eventId } = await upiPaidOn(a, stand, session, orderId));
        } else {
          const bill = await issueBillOn(b, session, orderId, BCA);
          const paid = xenditPaysAt(stand, bill.cardNo, amount);
          ({ callback: delivery, paymentId: eventId } = paid);
        }
        const provider = india ? 'razorpay' : 'xendit';
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) => deliveredTo(across(i), provider, delivery)),
        );
        const results = answers.map((r) => (r.data as { result: string }).result).sort();
        expect(results).toEqual(['applied', ...Array(5).fill('duplicate')]);
        await orderPaid(b, orderId, amount);
        const notifications = await a.db
          .selectFrom('payment_notifications')
          .select('applied_amount')
          .where('event_id', '=', eventId)
          .execute();
        expect(notifications).toEqual([{ applied_amount: amount }]);
      }
    },
    ROUNDS * 5_000,
  );

  const bills: { name: string; region: 'IN' | 'ID'; bill: Bill }[] = [
    { name: 'UPI (Razorpay QR)', region: 'IN', bill: UPI },
    { name: 'BCA (Xendit VA)', region: 'ID', bill: BCA },
    { name: 'INDOMARET (Xendit code)', region: 'ID', bill: INDOMARET },
  ];
  it.each(bills)(
    `${AT_ONCE} identical $name asks split across A and B: one account, the other instance's closed at the provider (${ROUNDS} rounds)`,
    async ({ region, bill }) => {
      for (let round = 0; round < ROUNDS; round++) {
        const { session, orderId, amount } = await borrowerOn(a, region);
        const provider = issuedFrom(stand);
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, (_, i) =>
            askBill(across(i), session, orderId, amount, bill),
          ),
        );
        const issued = answers.map((res) => successData(generateVcode, res));
        expect(new Set(issued.map((x) => `${x.vcode} ${x.cardNo}`)).size).toBe(1);
        const stored = await a.db
          .selectFrom('payment_accounts')
          .selectAll()
          .where('order_id', '=', orderId)
          .execute();
        expect(stored).toMatchObject([{ status: 'open', vcode: issued[0]!.vcode }]);
        const made = provider.made();
        // Each instance asks the provider once at most; the one whose insert lost closes its own.
        expect(made.length).toBeLessThanOrEqual(2);
        expect(made.filter((m) => m.open).map((m) => m.accountNo)).toEqual([stored[0]!.account_no]);
      }
    },
    ROUNDS * 5_000,
  );

  it(
    `a double tap on the payment page split across A and B: one payable link, one URL (${ROUNDS} rounds)`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const { session, orderId, amount } = await borrowerOn(b, 'IN');
        const linksBefore = new Set(stand.razorpay.state.links.keys());
        const answers: LightMyRequestResponse[] = await Promise.all(
          Array.from({ length: AT_ONCE }, (_, i) =>
            openGatewayOn(across(i), session, orderId, amount, 'debitCard'),
          ),
        );
        const urls = new Set(answers.map((res) => successData(repaymentHuichao, res).url));
        expect(urls.size).toBe(1);
        const made = [...stand.razorpay.state.links.values()].filter(
          (l) => !linksBefore.has(l.id as string),
        );
        expect(made).toMatchObject([{ short_url: [...urls][0], status: 'created', amount }]);
      }
    },
    ROUNDS * 5_000,
  );
});
