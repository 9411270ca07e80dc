/**
 * Money under concurrency with each market's real provider behind the app (Razorpay for
 * India, Xendit for Indonesia, played by the local stand-ins of their published APIs), as
 * money-stress.test.ts does it with the sandbox: identical asks sent 20 at once, a provider's
 * notifications replayed and shuffled among its other events, and two payments of one order
 * racing. Each round must leave one account, one page, one applied payment, one refund.
 * SQLite here, PostgreSQL under `npm run test:pg` (where the races are real); more rounds
 * nightly (`FUZZ_RUNS=1000`). Across two instances: provider-instances.test.ts.
 */
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { generateVcode, repaymentHuichao } from '@tenor/contract/endpoints/repay';
import { NIGHTLY, shuffled } from './helpers/hardening-run.ts';
import {
  accountsOn,
  askBill,
  BCA,
  borrowerOn,
  deliveredTo,
  eventIdOf,
  heldAt,
  INDOMARET,
  issueBillOn,
  issuedFrom,
  notificationsOn,
  openGatewayOn,
  pageOn,
  refundsAtRazorpay,
  refundsOn,
  upiPaidOn,
  UPI,
  useStandIns,
  xenditPaysAt,
  type Bill,
  type ProviderDelivery,
} from './helpers/provider-stand-ins.ts';
import { orderRow } from './helpers/repay.ts';
import { successData, useTestApp, type TestAppOptions } from './helpers/test-app.ts';

/** Identical requests sent at once. */
const AT_ONCE = 20;
/** Rounds of each kind: identical bills (per rail), identical pages, replays, racing payments. */
const ISSUE_ROUNDS = NIGHTLY ? 30 : 5;
const PAGE_ROUNDS = NIGHTLY ? 60 : 10;
const REPLAY_ROUNDS = NIGHTLY ? 100 : 20;
const RACE_ROUNDS = NIGHTLY ? 60 : 10;
/** Deliveries of the paying notification per round. */
const REPLAYS = 6;

const options: TestAppOptions = {};
const stand = useStandIns(options);
const t = useTestApp(options);

type Provider = 'razorpay' | 'xendit';
interface Answer {
  status: number;
  code: string;
  data: unknown;
}
const resultOf = (a: Answer) => (a.data as { result?: string } | null)?.result;
const codeOf = (res: LightMyRequestResponse) => (res.json() as { code: string }).code;

/** The deliveries in a fixed-seed shuffled order, all at once; the answers in that order. */
async function deliverShuffled(
  sends: { provider: Provider; delivery: ProviderDelivery; eventId: string }[],
  seed: number,
) {
  const order = shuffled(sends, seed);
  const answers = await Promise.all(order.map((s) => deliveredTo(t, s.provider, s.delivery)));
  return order.map((s, i) => ({ eventId: s.eventId, answer: answers[i]! }));
}

const settlementsOf = (orderId: number) =>
  t.db
    .selectFrom('settlements')
    .select(['source', 'status', 'amount'])
    .where('order_id', '=', orderId)
    .where('status', '=', 'applied')
    .execute();

const repaymentsOf = (orderId: number) =>
  t.db.selectFrom('repayments').selectAll().where('order_id', '=', orderId).execute();

/** The order took `amount` once, through one applied settlement. */
async function expectSettledOnce(orderId: number, amount: number) {
  expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
  expect(await settlementsOf(orderId)).toMatchObject([{ amount }]);
}

// ---- identical asks at once ---------------------------------------------------------------

describe(`${AT_ONCE} identical generate-vcode calls at once`, () => {
  const bills: { name: string; region: 'IN' | 'ID'; bill: Bill; rail: string }[] = [
    { name: 'India UPI (Razorpay QR)', region: 'IN', bill: UPI, rail: 'qr' },
    { name: 'Indonesia BCA (Xendit VA)', region: 'ID', bill: BCA, rail: 'va' },
    { name: 'Indonesia INDOMARET (Xendit code)', region: 'ID', bill: INDOMARET, rail: 'code' },
  ];
  it.each(bills)(
    `$name: one stored account, one open at the provider, one number answered (${ISSUE_ROUNDS} rounds)`,
    async ({ region, bill, rail }) => {
      for (let round = 0; round < ISSUE_ROUNDS; round++) {
        const { session, orderId, amount } = await borrowerOn(t, region);
        const provider = issuedFrom(stand);
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, () => askBill(t, session, orderId, amount, bill)),
        );
        const issued = answers.map((res) => successData(generateVcode, res));
        expect(new Set(issued.map((b) => `${b.vcode} ${b.cardNo}`)).size).toBe(1);

        const stored = await accountsOn(t, orderId);
        expect(stored).toMatchObject([{ status: 'open', vcode: issued[0]!.vcode, amount }]);
        const made = provider.made();
        // Exactly the stored one takes money at the provider; any other made is closed there.
        expect(made.filter((a) => a.open)).toEqual([
          { rail, accountNo: stored[0]!.account_no, open: true },
        ]);
        // Identical asks in one process share one call to the provider.
        expect(made).toHaveLength(1);
      }
    },
    ISSUE_ROUNDS * 5_000,
  );
});

describe(`${AT_ONCE} identical repayment-huichao calls at once`, () => {
  it(
    `answer one page, and Razorpay holds one payable link (${PAGE_ROUNDS} rounds)`,
    async () => {
      for (let round = 0; round < PAGE_ROUNDS; round++) {
        const { session, orderId, amount } = await borrowerOn(t, 'IN');
        const method = round % 2 === 0 ? 'debitCard' : 'netbanking';
        const linksBefore = new Set(stand.razorpay.state.links.keys());
        const answers = await Promise.all(
          Array.from({ length: AT_ONCE }, () => openGatewayOn(t, session, orderId, amount, method)),
        );
        // No 800005 is acceptable: gateway-service.ts `open` refuses a tap only when the
        // order's pending payment is not this page (another method or amount, or being
        // charged); identical taps all find the one pending repayment and answer its page.
        expect(answers.map(codeOf)).toEqual(Array(AT_ONCE).fill('00'));
        const urls = new Set(answers.map((res) => successData(repaymentHuichao, res).url));
        expect(urls.size).toBe(1);

        const made = [...stand.razorpay.state.links.values()].filter(
          (l) => !linksBefore.has(l.id as string),
        );
        expect(made).toMatchObject([{ short_url: [...urls][0], status: 'created', amount }]);
        const pending = await repaymentsOf(orderId);
        expect(pending).toMatchObject([{ status: 'pending', gateway_ref: made[0]!.reference_id }]);
      }
    },
    PAGE_ROUNDS * 5_000,
  );
});

// ---- notifications replayed and shuffled ----------------------------------------------------

type Rail = 'upi' | 'link' | 'va' | 'code';
const RAILS: Rail[] = ['upi', 'link', 'va', 'code'];

/**
 * A bill or page of a new borrower paid at the provider, and what the provider then sends:
 * the paying notification `REPLAYS` times (Razorpay retries, Xendit redelivers) and the
 * provider's other events of the same payment.
 */
async function paidAtProvider(rail: Rail) {
  const india = rail === 'upi' || rail === 'link';
  const { session, orderId, amount } = await borrowerOn(t, india ? 'IN' : 'ID');
  const times = <T>(n: number, make: () => T) => Array.from({ length: n }, make);
  const sends = (provider: Provider, eventId: string) => ({
    orderId,
    amount,
    eventId,
    send: (delivery: ProviderDelivery) => ({ provider, delivery, eventId }),
  });
  if (rail === 'upi') {
    const { webhook, eventId, qrId } = await upiPaidOn(t, stand, session, orderId);
    const { send, ...paid } = sends('razorpay', eventId);
    const { capturedEvent, closedEvent } = stand.razorpay;
    return {
      ...paid,
      paying: times(REPLAYS, () => send(webhook)),
      others: [capturedEvent(eventId), closedEvent(qrId), capturedEvent(eventId)].map(send),
    };
  }
  if (rail === 'link') {
    const { link } = await pageOn(t, stand, session, orderId, amount, 'netbanking');
    const webhook = stand.razorpay.payLink(link.reference_id)!;
    const { send, ...paid } = sends('razorpay', eventIdOf(webhook));
    return {
      ...paid,
      paying: times(REPLAYS, () => send(webhook)),
      others: times(2, () => send(stand.razorpay.capturedEvent(paid.eventId))),
    };
  }
  const bill = await issueBillOn(t, session, orderId, rail === 'va' ? BCA : INDOMARET);
  const { callback, paymentId } = xenditPaysAt(stand, bill.cardNo, amount);
  const { send, ...paid } = sends('xendit', paymentId);
  return {
    ...paid,
    paying: [callback, ...times(REPLAYS - 1, () => stand.xendit.redeliver(paymentId))].map(send),
    others: [],
  };
}

describe(`a paid bill's notification delivered ${REPLAYS} times at once, shuffled among other events`, () => {
  it(
    `applies the money exactly once per round (${REPLAY_ROUNDS} rounds: UPI, payment link, VA, Indomaret)`,
    async () => {
      for (let round = 0; round < REPLAY_ROUNDS; round++) {
        const rail = RAILS[round % RAILS.length]!;
        const paid = await paidAtProvider(rail);
        const answers = await deliverShuffled([...paid.paying, ...paid.others], round + 1);

        for (const { answer } of answers) expect(answer).toMatchObject({ status: 200, code: '00' });
        const results = answers.map(({ answer }) => resultOf(answer));
        expect(results.filter((r) => r === 'applied')).toHaveLength(1);
        expect(results.filter((r) => r === 'duplicate')).toHaveLength(REPLAYS - 1);
        expect(results.filter((r) => r === 'ignored')).toHaveLength(paid.others.length);

        await expectSettledOnce(paid.orderId, paid.amount);
        expect(await refundsOn(t, paid.orderId)).toEqual([]);
        if (rail === 'link') {
          expect(await repaymentsOf(paid.orderId)).toMatchObject([
            { status: 'done', applied_amount: paid.amount },
          ]);
          expect(refundsAtRazorpay(stand, paid.eventId)).toEqual([]);
        } else {
          expect(await notificationsOn(t, paid.orderId)).toEqual([
            { event_id: paid.eventId, amount: paid.amount, applied_amount: paid.amount },
          ]);
        }
      }
    },
    REPLAY_ROUNDS * 5_000,
  );
});

// ---- two payments of one order racing -------------------------------------------------------

describe('two different payments of one order, their notifications racing', () => {
  it(
    `India: a UPI QR and a payment link both paid — the order takes one, Razorpay refunds the other once (${RACE_ROUNDS} rounds)`,
    async () => {
      for (let round = 0; round < RACE_ROUNDS; round++) {
        const { session, orderId, amount } = await borrowerOn(t, 'IN');
        const upi = await upiPaidOn(t, stand, session, orderId);
        const { link } = await pageOn(t, stand, session, orderId, amount, 'debitCard');
        const page = stand.razorpay.payLink(link.reference_id)!;
        const pageEventId = eventIdOf(page);
        const sends = [
          { provider: 'razorpay' as const, delivery: upi.webhook, eventId: upi.eventId },
          { provider: 'razorpay' as const, delivery: page, eventId: pageEventId },
        ];
        const first = await deliverShuffled([...sends, ...sends], round + 101);

        for (const { answer } of first) expect(answer).toMatchObject({ status: 200, code: '00' });
        const winners = first.filter(({ answer }) => resultOf(answer) === 'applied');
        expect(winners).toHaveLength(1);
        const won = winners[0]!.eventId;
        const lost = won === upi.eventId ? pageEventId : upi.eventId;
        expect(first.filter((d) => d.eventId === lost).map((d) => resultOf(d.answer))).toContain(
          'unapplied',
        );
        await expectSettledOnce(orderId, amount);

        // Replayed again later: nothing more taken, nothing more given back.
        const again = await deliverShuffled(sends, round + 201);
        expect(again.every(({ answer }) => resultOf(answer) !== 'applied')).toBe(true);
        expect(refundsAtRazorpay(stand, lost)).toMatchObject([{ amount, status: 'processed' }]);
        expect(refundsAtRazorpay(stand, won)).toEqual([]);
        // A QR payment given back is on the refunds list, done; a page's is refunded at once.
        expect(await refundsOn(t, orderId)).toMatchObject(
          lost === upi.eventId ? [{ account_no: upi.qrId, amount, status: 'refunded' }] : [],
        );
        await expectSettledOnce(orderId, amount);
      }
    },
    RACE_ROUNDS * 5_000,
  );

  it(
    `Indonesia: a VA and an Indomaret code both paid — the order takes one, the other is listed pending (${RACE_ROUNDS} rounds)`,
    async () => {
      for (let round = 0; round < RACE_ROUNDS; round++) {
        const { session, orderId, amount } = await borrowerOn(t, 'ID');
        const va = await issueBillOn(t, session, orderId, BCA);
        const code = await issueBillOn(t, session, orderId, INDOMARET);
        const atBank = xenditPaysAt(stand, va.cardNo, amount);
        const atCashier = xenditPaysAt(stand, code.cardNo, amount);
        const sends = [
          { cardNo: va.cardNo, paid: atBank },
          { cardNo: code.cardNo, paid: atCashier },
        ].flatMap(({ paid }) => [
          { provider: 'xendit' as const, delivery: paid.callback, eventId: paid.paymentId },
          {
            provider: 'xendit' as const,
            delivery: stand.xendit.redeliver(paid.paymentId),
            eventId: paid.paymentId,
          },
        ]);
        const answers = await deliverShuffled(sends, round + 301);

        for (const { answer } of answers) expect(answer).toMatchObject({ status: 200, code: '00' });
        const results = answers.map(({ answer }) => resultOf(answer));
        expect(results.filter((r) => r === 'applied')).toHaveLength(1);
        expect(results.filter((r) => r === 'unapplied')).toHaveLength(1);
        expect(results.filter((r) => r === 'duplicate')).toHaveLength(2);
        const won = answers.find(({ answer }) => resultOf(answer) === 'applied')!.eventId;
        const loser = won === atBank.paymentId ? code.cardNo : va.cardNo;
        await expectSettledOnce(orderId, amount);

        // Xendit cannot refund these by API: one refund, pending for the operators.
        expect(await refundsOn(t, orderId)).toMatchObject([
          { account_no: loser, amount, status: 'pending' },
        ]);
        const notifications = await notificationsOn(t, orderId);
        expect(notifications.map((n) => n.applied_amount).sort((a, b) => a - b)).toEqual([
          0,
          amount,
        ]);
      }
    },
    RACE_ROUNDS * 5_000,
  );
});

describe('a bill asked for while another payment settles the loan', () => {
  it('comes back refused and closed at the provider, never open for a loan that owes nothing', async () => {
    const { session, orderId, amount } = await borrowerOn(t, 'ID');
    const code = await issueBillOn(t, session, orderId, INDOMARET);
    const atCashier = xenditPaysAt(stand, code.cardNo, amount);
    // Xendit is slow to make the virtual account; the cashier's payment lands meanwhile.
    stand.xendit.fault({ kind: 'slow', ms: 1500 }, '/callback_virtual_accounts');
    const vaCreates = () =>
      stand.xendit.requests.filter((r) => r.path.startsWith('/callback_virtual_accounts')).length;
    const before = vaCreates();
    const asked = askBill(t, session, orderId, amount, BCA);
    // Wait (bounded by count) until the request has reached Xendit, then pay.
    const reached = () => vaCreates() > before;
    for (let i = 0; i < 2000 && !reached(); i++) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(reached()).toBe(true);
    expect((await deliveredTo(t, 'xendit', atCashier.callback)).data).toMatchObject({
      result: 'applied',
    });
    const answer = await asked;
    expect(answer.statusCode).toBe(409);
    expect(codeOf(answer)).not.toBe('00');
    expect(await orderRow(t, orderId)).toMatchObject({ status: 200, paid_amount: amount });
    // The virtual account made meanwhile is stored closed, and closed at Xendit by the follow-up.
    const accounts = await accountsOn(t, orderId);
    expect(accounts.filter((a) => a.status === 'open')).toEqual([]);
    const va = accounts.find((a) => a.pay_code === 'BCA');
    expect(va).toMatchObject({ status: 'expired', closed_reason: 'settled' });
    expect(heldAt(stand).find((a) => a.accountNo === va!.account_no)).toMatchObject({
      rail: 'va',
      open: false,
    });
  });
});
