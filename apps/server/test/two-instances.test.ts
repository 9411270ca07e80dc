/**
 * Two server processes on one PostgreSQL, as behind a load balancer (docs/operations.md
 * "Several instances"): they start together and migrate once; money
 * racing across them settles each order once; a write on one is seen by the next read on the
 * other; and every limit — one-time codes, SMS, contact messages, desk sign-in, the API's
 * per-minute limit and the render budget — holds for both together. PostgreSQL only
 * (`npm run test:pg`): the embedded database serves one process.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devCaptcha,
  devOrderStatus,
  devPaymentSimulate,
  devSession,
} from '@tenor/contract/endpoints/dev';
import { problemDetail, problemSave } from '@tenor/contract/endpoints/care';
import { loanDetails, recommendProductList } from '@tenor/contract/endpoints/loans';
import { getCaptcha, getSid, getSms } from '@tenor/contract/endpoints/promo';
import { generateVcode, repaymentCommit, repaymentWay } from '@tenor/contract/endpoints/repay';
import { contactMessage } from '@tenor/contract/endpoints/site';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { signBody } from '../src/providers/webhook-signature.ts';
import {
  postFormTo,
  postJsonTo,
  serverData,
  type ChildServer,
  type ServerData,
  owedOn,
} from './helpers/child-server.ts';
import { dialectUnderTest, makeWebDist } from './helpers/test-app.ts';

const SECRET = 'two-instances-webhook-secret';

interface Envelope<T = unknown> {
  code: string;
  message: string;
  data: T;
}
interface Session {
  token: string;
  borrowerId: number;
  orders: Record<string, number>;
}

const json = async <T>(res: Response | Promise<Response>) => (await (await res).json()) as T;
const session = async (server: ChildServer, region: 'IN' | 'ID') =>
  (await json<Envelope<Session>>(postJsonTo(server.base, devSession.path, { region }))).data;
const details = async (server: ChildServer, s: Session, orderId: number) =>
  (
    await json<Envelope<{ orderStatus: number; details: { value: string }[] }>>(
      postJsonTo(server.base, loanDetails.path, { orderId }, s.token),
    )
  ).data;
/** What an order owes now. */
const owedOf = (data: ServerData, orderId: number) => owedOn(data.db, orderId);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every instance's API (or render) hits the database holds for the minute that holds now. */
const hitsThisMinute = async (data: ServerData, kind: 'api' | 'render' = 'api') => {
  const row = await data.db
    .selectFrom('rate_windows')
    .select((eb) => eb.fn.sum<string>('hits').as('hits'))
    .where('key', 'like', `60000:${kind}:%`)
    .where('window_start', '=', Math.floor(Date.now() / 60_000))
    .executeTakeFirst();
  return Number(row?.hits ?? 0);
};

/**
 * Waits until an instance has sent its hits: the database's total for this minute has grown
 * by `by` (bounded by time, not by the machine's speed: the sync runs every quarter second).
 */
async function untilShared(
  data: ServerData,
  from: number,
  by: number,
  kind: 'api' | 'render' = 'api',
): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await hitsThisMinute(data, kind)) < from + by && Date.now() < deadline) await sleep(50);
}

/**
 * Runs a counting check inside one minute window: when the minute ended while it ran (the
 * count starts afresh there), it runs once more.
 */
async function inOneMinute<T>(check: () => Promise<T>): Promise<T> {
  let result!: T;
  for (let tries = 0; tries < 2; tries++) {
    const minute = Math.floor(Date.now() / 60_000);
    result = await check();
    if (Math.floor(Date.now() / 60_000) === minute) break;
  }
  return result;
}

describe.skipIf(dialectUnderTest !== 'postgres')('two instances on one PostgreSQL', () => {
  let data: ServerData;
  let a: ChildServer;
  let b: ChildServer;
  beforeAll(async () => {
    data = await serverData({
      WEBHOOK_SECRET: SECRET,
      SANDBOX_CARD_LATENCY_MS: '40',
      SITE_CONTACT_PER_IP_PER_HOUR: '2',
      PROMO_SMS_PER_IP_PER_HOUR: '2',
    });
    // Started at the same moment on a new database: both migrate and seed it.
    [a, b] = await Promise.all([data.start(), data.start()]);
  }, 90_000);
  afterAll(() => data.dispose());

  it('migrate the database once when they start together', async () => {
    const runs = await data.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    const names = runs.map((r) => (r as { name: string }).name);
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);
    const products = await data.db.selectFrom('products').select('code').execute();
    expect(new Set(products.map((p) => p.code)).size).toBe(products.length);
  });

  it('settle each order once when card payments and notifications race across both', async () => {
    const india = await session(a, 'IN');
    const indonesia = await session(b, 'ID');
    const cardOrder = india.orders['174']!;
    const accountOrder = indonesia.orders['180']!;
    const cardAmount = await owedOf(data, cardOrder);
    const accountAmount = await owedOf(data, accountOrder);

    // Every card screen is opened before any payment starts, as four tabs would be.
    const screens = [];
    for (const server of [a, b, a, b]) {
      const way = await json<
        Envelope<{
          repayToken: string;
          bankCards: { id: number; bankName: string; bankCode: string }[];
        }>
      >(postFormTo(server.base, repaymentWay.path, india.token, { orderId: cardOrder }));
      screens.push({ server, way: way.data });
    }
    const burst: Promise<unknown>[] = screens.map(({ server, way }) => {
      const card = way.bankCards[1]!;
      return postFormTo(server === a ? b.base : a.base, repaymentCommit.path, india.token, {
        orderId: cardOrder,
        amount: cardAmount,
        cardId: card.id,
        bankName: card.bankName,
        bankCode: card.bankCode,
        repayToken: way.repayToken,
        sendMsg: 0,
      });
    });
    const account = await json<Envelope<{ cardNo: string }>>(
      postJsonTo(
        a.base,
        generateVcode.path,
        {
          orderId: accountOrder,
          amount: accountAmount,
          payCode: 'BCA',
          payType: 1,
          isDefault: 1,
          isDisplay: 0,
          specificNum: 0,
        },
        indonesia.token,
      ),
    );
    const body = JSON.stringify({
      eventId: 'evt-two-instances',
      accountNo: account.data.cardNo,
      amount: accountAmount,
      paidAt: new Date().toISOString(),
    });
    for (const server of [a, b, a, b]) {
      burst.push(
        fetch(`${server.base}/repay/webhook/sandbox`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, body) },
          body,
        }),
      );
    }
    await Promise.all(burst);

    for (const [orderId, amount] of [
      [cardOrder, cardAmount],
      [accountOrder, accountAmount],
    ] as const) {
      const order = await data.db
        .selectFrom('orders')
        .select('paid_amount')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow();
      expect(order.paid_amount).toBe(amount);
      const applied = await data.db
        .selectFrom('settlements')
        .select('id')
        .where('order_id', '=', orderId)
        .where('status', '=', 'applied')
        .execute();
      expect(applied).toHaveLength(1);
    }
    const notifications = await data.db
      .selectFrom('payment_notifications')
      .select('id')
      .where('event_id', '=', 'evt-two-instances')
      .execute();
    expect(notifications).toHaveLength(1);
  });

  it('show a write made on one in the next read on the other', async () => {
    const india = await session(a, 'IN');
    const orderId = india.orders['170']!;
    await details(b, india, orderId);
    // An order moved on A.
    await postJsonTo(a.base, devOrderStatus.path.replace(':orderId', String(orderId)), {
      orderId,
      status: 174,
    });
    expect((await details(b, india, orderId)).orderStatus).toBe(174);

    // A payment notified to A.
    const indonesia = await session(b, 'ID');
    const due = indonesia.orders['174']!;
    await details(b, indonesia, due);
    const account = await json<Envelope<{ cardNo: string }>>(
      postJsonTo(
        b.base,
        generateVcode.path,
        {
          orderId: due,
          amount: await owedOf(data, due),
          payType: 1,
          payCode: 'BCA',
          isDefault: 1,
          isDisplay: 0,
          specificNum: 0,
        },
        indonesia.token,
      ),
    );
    await postJsonTo(a.base, devPaymentSimulate.path, { cardNo: account.data.cardNo });
    expect((await details(b, indonesia, due)).orderStatus).toBe(200);

    // A complaint answered on A's desk, read on B.
    const saved = await json<Envelope<{ problemId: number }>>(
      postFormTo(b.base, problemSave.path, india.token, {
        problemType: '2',
        problemDetail: 'My payment is not showing on the loan',
      }),
    );
    const problemId = saved.data.problemId;
    const signIn = await fetch(`${a.base}/ops/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: DEMO_OPS_PASSWORD }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const page = await (
      await fetch(`${a.base}/ops/problems/${problemId}`, { headers: { cookie } })
    ).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const form = new FormData();
    form.set('csrf', csrf);
    form.set('text', 'We found your payment and applied it.');
    const replied = await fetch(`${a.base}/ops/problems/${problemId}/reply`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, origin: a.base },
      body: form,
    });
    expect(replied.status).toBe(303);
    const detail = await json<Envelope<{ disposeDetail: string }>>(
      postFormTo(b.base, problemDetail.path, india.token, { problemId }),
    );
    expect(detail.data.disposeDetail).toBe('We found your payment and applied it.');

    // A session revoked (the operator removes it) is refused by both at once.
    expect(
      (await json<Envelope>(postFormTo(a.base, recommendProductList.path, india.token, {}))).code,
    ).toBe('00');
    await data.db.deleteFrom('sessions').where('borrower_id', '=', india.borrowerId).execute();
    for (const server of [b, a]) {
      const res = await postFormTo(server.base, recommendProductList.path, india.token, {});
      expect(res.status).toBe(401);
    }
  });

  it('hold the contact and promotion SMS limits for both together', async () => {
    const contact = (server: ChildServer, i: number) =>
      json<Envelope>(
        postJsonTo(server.base, contactMessage.path, {
          name: 'Asha Rao',
          email: 'asha@example.com',
          message: 'When is my loan due?',
          submissionId: `two-instances-${i}`,
        }),
      );
    const sent = [];
    for (const [i, server] of [a, b, a, b].entries()) sent.push((await contact(server, i)).code);
    expect(sent.filter((c) => c === contactMessage.success)).toHaveLength(2);

    const template = await data.db
      .selectFrom('promo_templates')
      .select('id')
      .where('region', '=', 'ID')
      .executeTakeFirstOrThrow();
    const codes = [];
    for (const [i, server] of [a, b, a, b].entries()) {
      const sid = (await json<Envelope<{ sid: string }>>(fetch(`${server.base}${getSid.path}`)))
        .data.sid;
      await fetch(`${server.base}${getCaptcha.path}?sid=${sid}&t=${i}`);
      const capcode = (
        await json<Envelope<{ text: string }>>(fetch(`${b.base}${devCaptcha.path}?sid=${sid}`))
      ).data.text;
      const res = await fetch(`${server.base}${getSms.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          phone: `0812555000${i}`,
          capcode,
          sid,
          id: String(template.id),
        }),
      });
      codes.push((await json<Envelope>(res)).code);
    }
    expect(codes.filter((c) => c === getSms.success)).toHaveLength(2);
  });

  it('hold the desk sign-in limit for both together', async () => {
    const wrong = (server: ChildServer) =>
      fetch(`${server.base}/ops/sign-in`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password: 'not-the-desk-password' }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await wrong(i % 2 === 0 ? a : b)).status);
    // Refused for the address at the same count whichever instance is asked.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.at(-2)).toBe(429);
  });
});

describe.skipIf(dialectUnderTest !== 'postgres')(
  'the API limit and the render budget across two instances',
  () => {
    let data: ServerData;
    let a: ChildServer;
    let b: ChildServer;
    let web: ReturnType<typeof makeWebDist>;
    beforeAll(async () => {
      web = makeWebDist({
        'dist/index.html':
          '<!doctype html><html lang="id"><head><meta name="tenor-config" content="{}" /><title>Tenor</title></head><body><div id="root"><!--ssr-outlet--><!--/ssr-outlet--></div></body></html>',
        'dist/.vite/manifest.json': '{}',
        'dist-server/entry-server.js':
          "export function configure() {}\nexport async function render() { return { html: '<main>rendered</main>', state: [], lang: 'id-ID', modules: [] }; }",
      });
      data = await serverData({
        RATE_LIMIT_PER_MINUTE: '6',
        RATE_LIMIT_DEV_SESSION_PER_MINUTE: '100',
        WEB_DIST: path.join(web.dir, 'dist'),
      });
      [a, b] = await Promise.all([data.start(), data.start()]);
    }, 90_000);
    afterAll(async () => {
      await data.dispose();
      web.remove();
    });

    it('count a borrower’s API calls on both against one limit', async () => {
      const onB = await inOneMinute(async () => {
        const s = await session(a, 'ID');
        const call = (server: ChildServer) =>
          postFormTo(server.base, recommendProductList.path, s.token, {});
        const before = await hitsThisMinute(data);
        for (let i = 0; i < 4; i++) expect((await call(a)).status).toBe(200);
        // The instances exchange their counts every quarter of a second.
        await untilShared(data, before, 4);
        const statuses = [];
        for (let i = 0; i < 4; i++) statuses.push((await call(b)).status);
        return statuses;
      });
      expect(onB).toEqual([200, 200, 429, 429]);
    });

    it('keep sharing after a NUL, control characters, a lone surrogate or a long text in any path segment', async () => {
      const junk = ['%00', '%01%1B%7F', '%ED%A0%80', '%F0%9F%92%A5', 'x'.repeat(3000)];
      const sent: Promise<number>[] = [];
      for (const plain of [
        '/repay/webhook/sandbox',
        recommendProductList.path,
        '/ops/problems/1',
      ]) {
        const segments = plain.split('/');
        for (let i = 1; i < segments.length; i++) {
          for (const text of junk) {
            const url = segments.map((s, j) => (j === i ? text : s)).join('/');
            for (const server of [a, b]) {
              sent.push(
                fetch(`${server.base}${url}`, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: '{}',
                }).then((res) => res.status),
              );
            }
          }
        }
      }
      expect((await Promise.all(sent)).filter((status) => status >= 500)).toEqual([]);
      // A borrower's calls after them are still counted by both together (sent again, by a
      // new borrower, if they spanned a minute's end: the count starts afresh there).
      await sleep(700);
      const statuses = await inOneMinute(async () => {
        const s = await session(b, 'ID');
        const call = (server: ChildServer) =>
          postFormTo(server.base, recommendProductList.path, s.token, {});
        const before = await hitsThisMinute(data);
        const seen = [];
        for (let i = 0; i < 4; i++) seen.push((await call(b)).status);
        await untilShared(data, before, 4);
        for (let i = 0; i < 4; i++) seen.push((await call(a)).status);
        return seen;
      });
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      expect(a.output + b.output).not.toContain('rate windows sync failed');
    });

    it('count a borrower’s server renders on both against one budget', async () => {
      const seen = await inOneMinute(async () => {
        const s = await session(b, 'IN');
        const open = async (server: ChildServer) =>
          (
            await (
              await fetch(`${server.base}/relevant?token=${s.token}`, {
                headers: { accept: 'text/html' },
              })
            ).text()
          ).includes('<main>rendered</main>');
        const before = await hitsThisMinute(data, 'render');
        const onA = [];
        for (let i = 0; i < 5; i++) onA.push(await open(a));
        await untilShared(data, before, 5, 'render');
        return { onA, onB: [await open(b), await open(b)] };
      });
      expect(seen.onA).toEqual([true, true, true, true, true]);
      expect(seen.onB).toEqual([true, false]);
    });
  },
);
