/**
 * Money under concurrency (decision 023), in-process: identical card commits sent 50 at
 * once, identical loan applications pushed at once, and payment notifications replayed and
 * shuffled. Each round must leave exactly one record. SQLite here, PostgreSQL under
 * `npm run test:pg` (where the races are real). Kill -9 rounds: kill-restart.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { loanPush } from '@tenor/contract/endpoints/loans';
import { repaymentCommit } from '@tenor/contract/endpoints/repay';
import { NIGHTLY, recordFigures, shuffled } from './helpers/hardening-run.ts';
import {
  cardScreen,
  formAsBorrower,
  issueAccount,
  orderRow,
  outboxOf,
  paymentEvent,
  postWebhook,
  unpaidTotals,
} from './helpers/repay.ts';
import { useTestApp, demoSession, postJson, productIdOf } from './helpers/test-app.ts';

const COMMITS = 50;
const ROUNDS = NIGHTLY ? 100 : 20;
const PUSHES = 20;
const REPLAYS = 10;

const t = useTestApp();

const codeOf = (res: { json: () => unknown }) => (res.json() as { code: string }).code;
const owed = async (orderId: number) => (await unpaidTotals(t, orderId)).reduce((a, b) => a + b, 0);

const repaymentsOf = (orderId: number) =>
  t.db.selectFrom('repayments').selectAll().where('order_id', '=', orderId).execute();

const chargesOf = (refs: string[]) =>
  t.db
    .selectFrom('sandbox_charges')
    .selectAll()
    .where('reference', 'in', refs.concat('-'))
    .execute();

const figures: Record<string, { rounds: number; requests: number; doubles: number }> = {};

function tally(name: string, requests: number, doubled: boolean) {
  const row = (figures[name] ??= { rounds: 0, requests: 0, doubles: 0 });
  row.rounds += 1;
  row.requests += requests;
  if (doubled) row.doubles += 1;
}

describe(`${COMMITS} identical card commits at once, ${ROUNDS} rounds`, () => {
  it(
    'make exactly one repayment and at most one charge per round',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const session = await demoSession(t.app, { region: 'IN' });
        const orderId = session.orders['174']!;
        const amount = await owed(orderId);
        const way = await cardScreen(t, session, orderId);
        // Alternate: a card charged at once, and one that waits for its SMS code.
        const withSms = round % 2 === 1;
        const card = way.bankCards[withSms ? 0 : 1]!;
        const fields = {
          orderId,
          amount,
          cardId: card.id,
          bankName: card.bankName,
          bankCode: card.bankCode,
          repayToken: way.repayToken,
          sendMsg: withSms ? 1 : 0,
        };
        const answers = await Promise.all(
          Array.from({ length: COMMITS }, () =>
            formAsBorrower(t, session, repaymentCommit.path, fields),
          ),
        );
        const codes = answers.map(codeOf);
        const repayments = await repaymentsOf(orderId);
        const charges = await chargesOf(repayments.map((r) => r.charge_ref));
        tally('identicalCommits', COMMITS, repayments.length > 1 || charges.length > 1);

        expect(codes.filter((c) => c === '00')).toHaveLength(1);
        for (const c of codes) expect(['00', '800005', '1001']).toContain(c);
        expect(repayments).toHaveLength(1);
        if (withSms) {
          expect(repayments[0]).toMatchObject({ status: 'pending', applied_amount: 0 });
          expect(charges).toHaveLength(0);
          expect(await outboxOf(t, session.phone)).toHaveLength(1);
        } else {
          expect(repayments[0]).toMatchObject({ status: 'done', applied_amount: amount });
          expect(charges).toHaveLength(1);
          expect(await orderRow(t, orderId)).toMatchObject({ paid_amount: amount });
        }
      }
    },
    ROUNDS * 6_000,
  );
});

describe(`${PUSHES} identical loan applications at once, ${ROUNDS} rounds`, () => {
  it(
    'make one order per round',
    async () => {
      const rupeeFlow = await productIdOf(t.db, 'in-rupeeflow');
      const loan = { productId: rupeeFlow, amount: 2_000_000, periods: 120, termUnit: 'day' };
      for (let round = 0; round < ROUNDS; round++) {
        const session = await demoSession(t.app, { region: 'IN' });
        const before = new Set(Object.values(session.orders));
        const answers = await Promise.all(
          Array.from({ length: PUSHES }, () =>
            postJson(t.app, `${loanPush.path}?languageType=1`, loan, { 'x-token': session.token }),
          ),
        );
        const created = (
          await t.db
            .selectFrom('orders')
            .select('id')
            .where('borrower_id', '=', session.borrowerId)
            .execute()
        ).filter((o) => !before.has(o.id));
        tally('identicalPushes', PUSHES, created.length > 1);

        expect(answers.map(codeOf)).toEqual(Array(PUSHES).fill('00'));
        const ids = new Set(
          answers.map((res) => (res.json() as { data: { orderId: number } }).data.orderId),
        );
        expect(created).toHaveLength(1);
        expect([...ids]).toEqual([created[0]!.id]);
      }
    },
    ROUNDS * 6_000,
  );
});

describe(`payment notifications replayed ${REPLAYS} times and shuffled, ${ROUNDS} rounds`, () => {
  it(
    'apply each payment once, and one payment per order state',
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const session = await demoSession(t.app, { region: 'ID' });
        // Two orders; the first gets two accounts (a bank and a mini market), both paid.
        const [first, second] = [session.orders['174']!, session.orders['180']!];
        const [amountA, amountB] = [await owed(first), await owed(second)];
        const bank = await issueAccount(t, session, { orderId: first, amount: amountA });
        const market = await issueAccount(t, session, {
          orderId: first,
          amount: amountA,
          payType: 2,
          payCode: 'ALFAMART',
        });
        const other = await issueAccount(t, session, { orderId: second, amount: amountB });
        const events = [
          paymentEvent(bank.cardNo, amountA, `evt-bank-${round}`),
          paymentEvent(market.cardNo, amountA, `evt-market-${round}`),
          paymentEvent(other.cardNo, amountB, `evt-other-${round}`),
        ];
        const sends = shuffled(
          events.flatMap((e) => Array.from({ length: REPLAYS }, () => e)),
          round + 1,
        );
        const answers = await Promise.all(sends.map((e) => postWebhook(t, e)));
        const notifications = await t.db
          .selectFrom('payment_notifications')
          .selectAll()
          .where(
            'event_id',
            'in',
            events.map((e) => e.eventId),
          )
          .execute();
        const applied = (id: string) =>
          notifications.filter((n) => n.event_id === id).reduce((s, n) => s + n.applied_amount, 0);
        const orderA = await orderRow(t, first);
        const doubled =
          notifications.length > 3 ||
          orderA.paid_amount > amountA ||
          applied(events[2]!.eventId) > amountB;
        tally('webhookReplays', sends.length, doubled);

        for (const res of answers) expect(res.statusCode).toBe(200);
        expect(notifications).toHaveLength(3);
        // Whichever of the first order's payments came first settled it; the other is kept, unapplied.
        expect(applied(events[0]!.eventId) + applied(events[1]!.eventId)).toBe(amountA);
        expect(orderA.paid_amount).toBe(amountA);
        expect(applied(events[2]!.eventId)).toBe(amountB);
        expect((await orderRow(t, second)).paid_amount).toBe(amountB);
      }
    },
    ROUNDS * 6_000,
  );
});

it('records its figures', () => {
  recordFigures('money-stress', {
    commitsAtOnce: COMMITS,
    pushesAtOnce: PUSHES,
    replays: REPLAYS,
    ...figures,
  });
  expect(Object.keys(figures)).toHaveLength(3);
});
