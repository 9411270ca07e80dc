import { SQLiteDatabase as SQLite } from '../src/db/sqlite-driver.ts';
import type { FastifyInstance } from 'fastify';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  loanDetails,
  pageEventSave,
  productApply,
  recommendProductList,
  serviceEventSave,
} from '@tenor/contract/endpoints/loans';
import { devCaptcha, devOutbox } from '@tenor/contract/endpoints/dev';
import {
  channelTemplate,
  getCaptcha,
  getSid,
  getSms,
  register,
  trackClick,
  trackVisit,
} from '@tenor/contract/endpoints/promo';
import { buildApp } from '../src/app.ts';
import { sessionStore } from '../src/auth/sessions.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/schema.ts';
import { loansRepository } from '../src/modules/loans/repository.ts';
import { orderRepository } from '../src/domain/orders/order-repository.ts';
import { CATALOGUE_TTL_MS, productRepository } from '../src/domain/products/repository.ts';
import { accountRepository } from '../src/modules/repay/va/account-repository.ts';
import { repaymentRepository } from '../src/modules/repay/repayment-repository.ts';
import {
  getWhatsapp,
  problemDetail,
  problemInit,
  problemList,
  qaList,
  qaRecord,
} from '@tenor/contract/endpoints/care';
import { deskRepository } from '../src/modules/care/desk-repository.ts';
import { imageRepository } from '../src/modules/care/image-repository.ts';
import { problemRepository } from '../src/modules/care/problem-repository.ts';
import { demoSession, postForm, postJson, type DemoSession } from './helpers/test-app.ts';

/**
 * Every statement a hot path runs, planned by SQLite: none may read a whole table
 * (`SCAN t` without an index). The app runs on a database whose statements are recorded;
 * it has no change feed, so the caches stay cold and every lookup reaches SQLite.
 */
const file = new SQLite(':memory:');
const recorded = new Set<string>();
const db = new Kysely<Database>({
  dialect: new SqliteDialect({
    database: {
      close: () => file.close(),
      prepare(sqlText) {
        recorded.add(sqlText);
        return file.prepare(sqlText);
      },
    },
  }),
});

let app: FastifyInstance;
let session: DemoSession;
beforeAll(async () => {
  const config = {
    ...loadConfig({ DEMO: 'true', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '0' }),
    databaseUrl: undefined,
    dialect: 'sqlite' as const,
    sqlitePath: ':memory:',
  };
  app = await buildApp(config, { db });
  session = await demoSession(app, { region: 'ID' });
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

/** The statements `run` executes, each with its plan. */
async function plansOf(run: () => Promise<unknown>) {
  recorded.clear();
  await run();
  return [...recorded]
    .filter((s) => /^\s*(select|update|delete|insert)/i.test(s))
    .map((sqlText) => {
      const params = Array.from({ length: (sqlText.match(/\?/g) ?? []).length }, () => null);
      const plan = file
        .prepare(`explain query plan ${sqlText}`)
        .all(params)
        .map((row) => (row as { detail: string }).detail);
      return { sql: sqlText, plan };
    });
}

/**
 * `SCAN t` without an index is a full table scan; `SCAN t USING (COVERING) INDEX` is not, nor
 * is the scan of a multi-row insert's own `VALUES`.
 */
const fullScans = (plans: { sql: string; plan: string[] }[]) =>
  plans.flatMap(({ sql, plan }) =>
    plan
      .filter(
        (d) => /^SCAN \w+/.test(d) && !/USING (COVERING )?INDEX|CONSTANT ROW|VALUES CLAUSE/.test(d),
      )
      .map((d) => `${d}  ←  ${sql}`),
  );

const auth = () => ({ 'x-token': session.token });
const dueOrder = () => session.orders['174']!;

describe('hot-path query plans (SQLite)', () => {
  const hot: [string, () => Promise<unknown>][] = [
    ['session lookup by token hash', async () => sessionStore(db).borrowerOf(session.token)],
    [
      'the product catalogue',
      async () => {
        // Past its lifetime, so the catalogue is read again.
        vi.useFakeTimers({ toFake: ['Date'] });
        vi.setSystemTime(Date.now() + CATALOGUE_TTL_MS + 1);
        return productRepository(db).productsOf('ID');
      },
    ],
    ['recommend list', () => postForm(app, recommendProductList.path, {}, auth())],
    [
      'loan details (order of a borrower, its plan, its rating)',
      () => postJson(app, loanDetails.path, { orderId: dueOrder() }, auth()),
    ],
    [
      'page and service events',
      async () => {
        const event = { productId: session.products[0]!.id, moduleId: 300, positionId: 0 };
        await postForm(app, pageEventSave.path, event, auth());
        await postForm(app, serviceEventSave.path, event, auth());
      },
    ],
    [
      'apply',
      () =>
        postForm(
          app,
          productApply.path,
          { productId: session.products[0]!.id, moduleId: 300 },
          auth(),
        ),
    ],
    [
      'orders of a borrower, order by id',
      async () => {
        const orders = orderRepository(db);
        await orders.orderOf(session.borrowerId, dueOrder());
        await orders.order(dueOrder());
        await orders.planOf(dueOrder(), new Date());
        await orders.lateFeeTermsOf(dueOrder());
        await orders.isRatingClosed(dueOrder());
        await loansRepository(db).appliedProductIds(session.borrowerId, '2026-01-01');
      },
    ],
    [
      'accounts by vcode and by number',
      async () => {
        const accounts = accountRepository(db);
        await accounts.accountByVcode(dueOrder(), 'V123');
        await accounts.accountByNumber('sandbox', '8808123');
      },
    ],
    [
      'repayments by id, gateway reference and card-screen token; cards of a borrower',
      async () => {
        const repayments = repaymentRepository(db);
        await repayments.repayment(1);
        await repayments.repaymentByRef('ref');
        await repayments.repaymentOfToken('hash');
        await repayments.pendingRepayment(dueOrder());
        await repayments.repayToken('hash', new Date());
        await repayments.cardsOf(session.borrowerId);
        await repayments.card(session.borrowerId, 1);
      },
    ],
    [
      'complaint home, list and detail',
      async () => {
        await postForm(app, problemInit.path, {}, auth());
        await postForm(app, problemList.path, {}, auth());
        await postForm(app, problemDetail.path, { problemId: 1 }, auth());
        const problems = problemRepository(db);
        await problems.problemOf(session.borrowerId, 1);
        await problems.repliesOf(1);
        await problems.imagesOf(1);
        await problems.repeatOf(
          {
            borrowerId: session.borrowerId,
            orderId: null,
            typeValue: '2',
            sonTypeValue: '',
            content: 'x',
            imageIds: [],
            chatSince: null,
            now: '2026-01-01',
            clock: { region: 'IN', year: 2026, replyDueAt: '2026-01-06' },
          },
          '2026-01-01',
        );
      },
    ],
    [
      'complaint images: by key, the quota and the draft',
      async () => {
        const images = imageRepository(db);
        await images.byKey('k');
        const since = '2026-01-01';
        const caps = { daySince: since, perDay: 40, draftSince: since, draftMax: 9 };
        await images.capReached(session.borrowerId, caps);
        await images.staleDrafts(session.borrowerId, '2026-01-01');
      },
    ],
    [
      'chatbot: categories, a category, free text, contacts',
      async () => {
        const get = (pid: number) =>
          app.inject({ method: 'GET', url: `${qaList.path}?pid=${pid}`, headers: auth() });
        await get(0);
        await get(1);
        await postForm(app, qaRecord.path, { type: 4, value: 'kapan dana cair' }, auth());
        await postForm(app, getWhatsapp.path, {});
      },
    ],
    [
      'operators’ desk: queues, a complaint, chatbot questions and ratings',
      async () => {
        const desk = deskRepository(db);
        await desk.byStatus('pending');
        await desk.counts();
        await desk.problem(1);
        await desk.order(dueOrder());
        await desk.chatOf(1);
        await desk.unresolved();
        await desk.chatScores();
        await desk.complaintScores();
      },
    ],
    [
      'promotion landing: template, tracking, session, captcha, code limits, registration',
      async () => {
        const id = session.templates.find((x) => x.region === 'IN')!.id;
        const get = (url: string) => app.inject({ method: 'GET', url });
        await get(`${channelTemplate.path}?templateId=${id}`);
        await get(`${trackVisit.path}?pageId=${id}&appFrom=fb`);
        await get(`${trackClick.path}?pageId=${id}&phone=9876500001`);
        const sid = (await get(getSid.path)).json<{ data: { sid: string } }>().data.sid;
        await get(`${getCaptcha.path}?sid=${sid}`);
        const capcode = (await get(`${devCaptcha.path}?sid=${sid}`)).json<{
          data: { text: string };
        }>().data.text;
        const visitor = { phone: '9876500001', capcode, sid, id };
        await postForm(app, getSms.path, visitor);
        const outbox = await get(`${devOutbox.path}?phone=%2B919876500001`);
        const text = outbox.json<{ data: { text: string }[] }>().data[0]?.text ?? '';
        await postForm(app, register.path, { ...visitor, smsCode: text.slice(0, 6) });
        await postForm(app, register.path, { ...visitor, smsCode: /\d{6}/.exec(text)?.[0] ?? '' });
      },
    ],
  ];

  it.each(hot)('%s: no full table scan', async (_name, run) => {
    const plans = await plansOf(run);
    expect(plans.length).toBeGreaterThan(0);
    expect(fullScans(plans)).toEqual([]);
  });

  it('detects a full scan', () => {
    const plan = file
      .prepare('explain query plan select * from events where scene = ?')
      .all(['x'])
      .map((row) => (row as { detail: string }).detail);
    expect(fullScans([{ sql: 'events by scene', plan }])).toHaveLength(1);
  });
});
