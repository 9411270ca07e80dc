/**
 * SIGTERM during a burst of card payments (docs/operations.md "Shutdown"): the
 * instance stops being ready at once, every payment already sent is answered and finished,
 * nothing is left half-written, and the process exits 0. A production start's default
 * answers a burst on keep-alive connections whole, and the closing line counts what a grace
 * period cut. Real processes on a real database (PostgreSQL under `npm run test:pg`).
 */
import type { ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWhatsapp } from '@tenor/contract/endpoints/care';
import { devSession } from '@tenor/contract/endpoints/dev';
import { repaymentCommit, repaymentWay } from '@tenor/contract/endpoints/repay';
import {
  owedOn,
  postFormTo,
  postJsonTo,
  serverData,
  type ServerData,
  until,
} from './helpers/child-server.ts';
import { TEST_SIGNING_KEY } from './helpers/test-app.ts';

/**
 * The child's exit code once its output is all read: `exit` can come before the last chunk of
 * stdout reaches us, and the closing line is what these tests read.
 */
const closed = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));

/**
 * The shutdown's closing line, after every line of the draining: a request the grace period
 * cut may still log its own end after it (`client error`), never a line of the shutdown.
 */
function closingLine(output: string): Record<string, unknown> {
  const lines = output.trim().split('\n');
  const at = lines.findLastIndex((l) => l.includes('"msg":"shut down: '));
  expect(at, 'the closing line').toBeGreaterThanOrEqual(0);
  expect(lines.slice(at + 1).filter((l) => /shut|draining|grace period/.test(l))).toEqual([]);
  return JSON.parse(lines[at]!) as Record<string, unknown>;
}

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

  const exited = closed(server.child);
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

/** The production start, with nothing about shutdown configured. */
const LIVE = {
  DEMO: '',
  WEBHOOK_SECRET: 'a-production-secret-1234',
  PUBLIC_HOST: 'app.example.com',
  LOG_LEVEL: 'info',
  DOCUMENT_SIGNING_KEY: TEST_SIGNING_KEY,
};

interface Answer {
  status: number;
  connection: string | undefined;
}

/** A form POST over the agent's keep-alive connections. */
const postOver = (agent: Agent, base: string, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    const body = 'overall=1';
    const req = httpRequest(
      `${base}${path}?languageType=1`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });

describe('the production start', () => {
  let live: ServerData;
  beforeAll(async () => {
    live = await serverData(LIVE);
  });
  afterAll(() => live.dispose());

  it('answers all of a burst of 80 keep-alive requests when SIGTERM comes mid-way', async () => {
    const server = await live.start();
    const exited = closed(server.child);
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    let answered = 0;
    const burst = Array.from({ length: 80 }, () =>
      postOver(agent, server.base, getWhatsapp.path).then((answer) => {
        answered += 1;
        // Mid-way: 40 answered, the other 40 sent or queued on the open connections.
        if (answered === 40) server.child.kill('SIGTERM');
        return answer;
      }),
    );
    const answers = await Promise.all(burst);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    // The balancer's probe sees the instance draining (the default delay outlasts the burst
    // many times over), and what is still sent meanwhile is answered, closing its connection.
    const probe = await until(async () => {
      const res = await fetch(`${server.base}/readyz`);
      return res.status === 503 ? res : undefined;
    }, 2_000);
    expect(await probe.json()).toEqual({ status: 'draining' });
    expect(await postOver(agent, server.base, getWhatsapp.path)).toEqual({
      status: 200,
      connection: 'close',
    });
    agent.destroy();
    expect(await exited).toBe(0);
    expect(closingLine(server.output)).toMatchObject({
      cut: 0,
      msg: 'shut down: every request answered, database closed',
    });
  }, 60_000);

  it('counts in its closing line the requests the grace period cut', async () => {
    const server = await live.start({ SHUTDOWN_DELAY_MS: '0', SHUTDOWN_GRACE_MS: '300' });
    const exited = closed(server.child);
    // A request whose body never ends: in flight until the grace period cuts it.
    const { port } = new URL(server.base);
    const socket = connect(Number(port), '127.0.0.1');
    socket.on('error', () => undefined);
    socket.write(
      `POST ${getWhatsapp.path}?stalled=1 HTTP/1.1\r\nHost: x\r\n` +
        'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\noverall=',
    );
    await until(async () => (server.output.includes('stalled=1') ? true : undefined), 10_000);
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    socket.destroy();
    expect(server.output).toContain('shutdown grace period over: cutting connections');
    expect(closingLine(server.output)).toMatchObject({
      cut: 1,
      msg: 'shut down: 1 request(s) cut before their answer, database closed',
    });
  }, 60_000);
});
