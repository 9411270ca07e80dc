/**
 * SIGTERM during a burst of card payments (docs/operations.md "Shutdown"): the
 * instance stops being ready at once, every payment already sent is answered and finished,
 * nothing is left half-written, and the process exits 0. A real process on a real database
 * (PostgreSQL under `npm run test:pg`).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { devSession } from '@tenor/contract/endpoints/dev';
import { repaymentCommit, repaymentWay } from '@tenor/contract/endpoints/repay';
import {
  owedOn,
  postFormTo,
  postJsonTo,
  serverData,
  type ServerData,
} from './helpers/child-server.ts';

/** Card screens per order: each one payment attempt in the burst. */
const TOKENS = 3;

let data: ServerData;
beforeAll(async () => {
  data = await serverData({
    // The bank takes its time, so the payments are in flight when the signal comes.
    SANDBOX_CARD_LATENCY_MS: '600',
    // Time for the probe below to see the instance not ready before the listener closes.
    SHUTDOWN_DELAY_MS: '300',
    // The shutdown's own lines are at info.
    LOG_LEVEL: 'info',
  });
});
afterAll(() => data.dispose());

/** What the order owes now: a payment of it is the one the screen would commit. */
const owedOf = (orderId: number) => owedOn(data.db, orderId);

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;

it('drains payments in flight on SIGTERM and exits 0 with nothing half-written', async () => {
  const server = await data.start();
  const session = (
    await json<{ data: { token: string; orders: Record<string, number> } }>(
      postJsonTo(server.base, devSession.path, { region: 'IN' }),
    )
  ).data;
  const orders = [session.orders['174']!, session.orders['180']!];
  const payments: (() => Promise<{ code: string; data: { repayRecordId: number } }>)[] = [];
  for (const orderId of orders) {
    const amount = await owedOf(orderId);
    for (let i = 0; i < TOKENS; i++) {
      const way = await json<{
        data: {
          repayToken: string;
          bankCards: { id: number; bankName: string; bankCode: string }[];
        };
      }>(postFormTo(server.base, repaymentWay.path, session.token, { orderId }));
      const card = way.data.bankCards[1]!; // charged without an SMS code
      payments.push(() =>
        json(
          postFormTo(server.base, repaymentCommit.path, session.token, {
            orderId,
            amount,
            cardId: card.id,
            bankName: card.bankName,
            bankCode: card.bankCode,
            repayToken: way.data.repayToken,
            sendMsg: 0,
          }),
        ),
      );
    }
  }
  expect((await fetch(`${server.base}/readyz`)).status).toBe(200);

  const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve));
  const answers = payments.map((pay) => pay());
  // Every payment is with the bank when the orchestrator asks the instance to stop.
  await new Promise((resolve) => setTimeout(resolve, 200));
  server.child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 50));
  const probe = await fetch(`${server.base}/readyz`);
  expect(probe.status).toBe(503);
  expect(await probe.json()).toEqual({ status: 'draining' });

  // Each payment sent before the signal is answered, not cut, and the process ends well
  // within the grace period (25 s) once they are.
  const started = Date.now();
  const settled = await Promise.all(answers);
  expect(await exited).toBe(0);
  expect(Date.now() - started).toBeLessThan(10_000);
  const acknowledged = settled.filter((a) => a.code === '00').map((a) => a.data.repayRecordId);
  expect(acknowledged.length).toBeGreaterThanOrEqual(orders.length);

  const rows = await data.db
    .selectFrom('repayments')
    .select(['id', 'status', 'charging_at'])
    .where('order_id', 'in', orders)
    .execute();
  for (const id of acknowledged) {
    expect(rows.find((r) => r.id === id)?.status).toBe('done');
  }
  // No charge was left between the bank and our record.
  expect(rows.filter((r) => r.status === 'pending' && r.charging_at !== null)).toEqual([]);
  expect(server.output).toContain('shut down: every request answered, database closed');
}, 60_000);
