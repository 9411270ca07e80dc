/**
 * The server killed with SIGKILL at a random moment of a burst of card payments, payment
 * notifications (replayed), loan applications and page events (committed in groups,
 * decision 012), then started again on the same data
 * (decision 023): every write the server acknowledged is there, the orders' paid
 * amounts agree with their settlements, payments and charges, and nothing is doubled.
 * A real process on a real database file, or PostgreSQL under `npm run test:pg`. Five
 * rounds in `npm test`, twenty nightly (`FUZZ_RUNS=1000`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devSession } from '@tenor/contract/endpoints/dev';
import { loanPush, pageEventSave } from '@tenor/contract/endpoints/loans';
import { generateVcode, repaymentCommit, repaymentWay } from '@tenor/contract/endpoints/repay';
import { signBody } from '../src/providers/webhook-signature.ts';
import {
  postFormTo,
  postJsonTo,
  serverData,
  type ChildServer,
  type ServerData,
  owedOn,
} from './helpers/child-server.ts';
import { NIGHTLY, recordFigures } from './helpers/hardening-run.ts';
import { productIdOf } from './helpers/test-app.ts';

const ROUNDS = NIGHTLY ? 20 : 5;
const SECRET = 'kill-restart-webhook-secret';
/** Card screens (tokens) per order, notification replays per account, pushes per round. */
const TOKENS = 3;
const REPLAYS = 3;
const PUSHES = 3;
/** Page events per round: written in groups, each must be there once it is acknowledged. */
const EVENTS = 12;

let data: ServerData;
beforeAll(async () => {
  data = await serverData({
    CHARGE_RECONCILE_AFTER_SECONDS: '1',
    WEBHOOK_SECRET: SECRET,
    // The bank takes a moment, so some kills land between its charge and our record.
    SANDBOX_CARD_LATENCY_MS: '30',
  });
});
afterAll(() => data.dispose());

interface Session {
  token: string;
  borrowerId: number;
  orders: Record<string, number>;
}

type Ack =
  | { kind: 'commit'; repaymentId: number }
  | { kind: 'webhook'; eventId: string }
  | { kind: 'push'; orderId: number }
  | { kind: 'event'; borrowerId: number; positionId: number };

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

/** A fixed sequence of numbers in [0, 1) per round, so a failing round can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const owedOf = (orderId: number) => owedOn(data.db, orderId);

async function newSession(server: ChildServer, region: 'IN' | 'ID'): Promise<Session> {
  return (await json<{ data: Session }>(postJsonTo(server.base, devSession.path, { region }))).data;
}

/** The burst of one round, each request a function that answers what it got acknowledged. */
async function prepareBurst(server: ChildServer, round: number) {
  const india = await newSession(server, 'IN');
  const indonesia = await newSession(server, 'ID');
  const cardOrders = [india.orders['174']!, india.orders['180']!];
  const accountOrders = [indonesia.orders['174']!, indonesia.orders['180']!];
  const owed = new Map<number, number>();
  for (const id of [...cardOrders, ...accountOrders]) owed.set(id, await owedOf(id));
  const burst: (() => Promise<Ack | undefined>)[] = [];

  for (const orderId of cardOrders) {
    for (let i = 0; i < TOKENS; i++) {
      const way = await json<{
        data: {
          repayToken: string;
          bankCards: { id: number; bankName: string; bankCode: string }[];
        };
      }>(postFormTo(server.base, repaymentWay.path, india.token, { orderId }));
      const card = way.data.bankCards[1]!; // charged without an SMS code
      burst.push(async () => {
        const res = await json<{ code: string; data: { repayRecordId: number } }>(
          postFormTo(server.base, repaymentCommit.path, india.token, {
            orderId,
            amount: owed.get(orderId)!,
            cardId: card.id,
            bankName: card.bankName,
            bankCode: card.bankCode,
            repayToken: way.data.repayToken,
            sendMsg: 0,
          }),
        );
        return res.code === '00'
          ? { kind: 'commit', repaymentId: res.data.repayRecordId }
          : undefined;
      });
    }
  }

  for (const orderId of accountOrders) {
    const account = await json<{ data: { cardNo: string } }>(
      postJsonTo(
        server.base,
        generateVcode.path,
        {
          orderId,
          amount: owed.get(orderId)!,
          payCode: 'BCA',
          payType: 1,
          isDefault: 1,
          isDisplay: 0,
          specificNum: 0,
        },
        indonesia.token,
      ),
    );
    const eventId = `evt-kill-${round}-${orderId}`;
    const body = JSON.stringify({
      eventId,
      accountNo: account.data.cardNo,
      amount: owed.get(orderId)!,
      paidAt: new Date().toISOString(),
    });
    for (let i = 0; i < REPLAYS; i++) {
      burst.push(async () => {
        const res = await fetch(`${server.base}/repay/webhook/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, body) },
          body,
        });
        return res.status === 200 ? { kind: 'webhook', eventId } : undefined;
      });
    }
  }

  const productId = await productIdOf(data.db, 'in-rupeeflow');
  const loan = { productId, amount: 2_000_000, periods: 120, termUnit: 'day' };
  for (let i = 0; i < PUSHES; i++) {
    burst.push(async () => {
      const res = await json<{ code: string; data: { orderId: number } }>(
        postJsonTo(server.base, loanPush.path, loan, india.token),
      );
      return res.code === '00' ? { kind: 'push', orderId: res.data.orderId } : undefined;
    });
  }
  for (let i = 0; i < EVENTS; i++) {
    // A position no other round uses names the event.
    const positionId = round * 1000 + i;
    burst.push(async () => {
      const res = await json<{ code: string }>(
        postFormTo(server.base, pageEventSave.path, india.token, {
          productId,
          moduleId: 300,
          positionId,
        }),
      );
      return res.code === '00'
        ? { kind: 'event', borrowerId: india.borrowerId, positionId }
        : undefined;
    });
  }
  return { burst, owed, india, productId, seeded: new Set(Object.values(india.orders)) };
}

/** What the restarted server's data says about the round: writes lost, states doubled. */
async function audit(round: Awaited<ReturnType<typeof prepareBurst>>, acks: Ack[]) {
  const db = data.db;
  const problems: string[] = [];
  let lost = 0;
  let doubled = 0;
  for (const ack of acks) {
    const found =
      ack.kind === 'commit'
        ? (
            await db
              .selectFrom('repayments')
              .select('status')
              .where('id', '=', ack.repaymentId)
              .executeTakeFirst()
          )?.status === 'done'
        : ack.kind === 'webhook'
          ? (
              await db
                .selectFrom('payment_notifications')
                .select('id')
                .where('event_id', '=', ack.eventId)
                .execute()
            ).length === 1
          : ack.kind === 'event'
            ? (
                await db
                  .selectFrom('events')
                  .select('id')
                  .where('borrower_id', '=', ack.borrowerId)
                  .where('kind', '=', 'page')
                  .where('position_id', '=', ack.positionId)
                  .execute()
              ).length === 1
            : (await db.selectFrom('orders').select('id').where('id', '=', ack.orderId).execute())
                .length === 1;
    if (!found) {
      lost += 1;
      problems.push(`acknowledged ${JSON.stringify(ack)} is missing`);
    }
  }
  for (const [orderId, owed] of round.owed) {
    const order = await db
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    const settled = await db
      .selectFrom('settlements')
      .selectAll()
      .where('order_id', '=', orderId)
      .where('status', 'in', ['applied', 'claimed'])
      .execute();
    const repayments = await db
      .selectFrom('repayments')
      .selectAll()
      .where('order_id', '=', orderId)
      .execute();
    const done = repayments.filter((r) => r.status === 'done');
    const charges = await db
      .selectFrom('sandbox_charges')
      .select('reference')
      .where('reference', 'in', repayments.map((r) => r.charge_ref).concat('-'))
      .execute();
    const notified = await db
      .selectFrom('payment_notifications')
      .innerJoin('payment_accounts', 'payment_accounts.id', 'payment_notifications.account_id')
      .select('payment_notifications.applied_amount')
      .where('payment_accounts.order_id', '=', orderId)
      .execute();
    const applied = settled.filter((s) => s.status === 'applied');
    const moneyIn =
      done.reduce((s, r) => s + r.applied_amount, 0) +
      notified.reduce((s, n) => s + n.applied_amount, 0);
    if (applied.length > 1 || charges.length > 1 || order.paid_amount > owed) {
      doubled += 1;
      problems.push(
        `order ${orderId} paid twice: ${applied.length} settlements, ${charges.length} charges`,
      );
    }
    if (
      settled.some((s) => s.status === 'claimed') ||
      repayments.some((r) => r.status === 'pending' && r.charging_at !== null)
    ) {
      problems.push(`order ${orderId} has a charge left unsettled after the restart`);
    }
    if (
      order.paid_amount !== applied.reduce((s, a) => s + a.amount, 0) ||
      order.paid_amount !== moneyIn
    ) {
      problems.push(
        `order ${orderId} paid ${order.paid_amount} disagrees with its payments (${moneyIn})`,
      );
    }
    if (charges.length !== done.length) {
      problems.push(`order ${orderId}: ${charges.length} charges for ${done.length} done payments`);
    }
  }
  const pushed = await db
    .selectFrom('orders')
    .select('id')
    .where('borrower_id', '=', round.india.borrowerId)
    .where('product_id', '=', round.productId)
    .execute();
  if (pushed.filter((o) => !round.seeded.has(o.id)).length > 1) {
    doubled += 1;
    problems.push('one loan application made two orders');
  }
  return { lost, doubled, problems };
}

it(
  `keeps every acknowledged write and doubles none over ${ROUNDS} kill -9 restarts`,
  async () => {
    let server = await data.start();
    const figures = {
      rounds: 0,
      requests: 0,
      acknowledged: 0,
      lost: 0,
      doubled: 0,
      killedAfterMs: [] as number[],
    };
    const problems: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const prepared = await prepareBurst(server, round);
      const next = random(round + 1);
      const acks: Ack[] = [];
      const burstStart = Date.now();
      let answered: () => void = () => undefined;
      const firstAnswer = new Promise<void>((resolve) => (answered = resolve));
      const sent = prepared.burst.map(async (send) => {
        await new Promise((resolve) => setTimeout(resolve, next() * 80));
        const ack = await send().catch(() => undefined);
        answered();
        if (ack) acks.push(ack);
      });
      // Once the server answers at all (PostgreSQL answers later than SQLite), a random
      // moment of the burst: some writes acknowledged, others in flight.
      await firstAnswer;
      await new Promise((resolve) => setTimeout(resolve, next() * 120));
      server.child.kill('SIGKILL');
      const killAfter = Date.now() - burstStart;
      await Promise.all(sent);
      // Past the reconcile delay, so the restart settles charges the killed process left open.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      server = await data.start();
      const result = await audit(prepared, acks);
      figures.rounds += 1;
      figures.requests += prepared.burst.length;
      figures.acknowledged += acks.length;
      figures.lost += result.lost;
      figures.doubled += result.doubled;
      figures.killedAfterMs.push(killAfter);
      problems.push(...result.problems.map((p) => `round ${round}: ${p}`));
    }
    server.child.kill('SIGTERM');
    recordFigures('kill-restart', figures);
    expect(problems).toEqual([]);
    expect(figures.lost + figures.doubled).toBe(0);
  },
  (NIGHTLY ? 20 : 5) * 30_000,
);
