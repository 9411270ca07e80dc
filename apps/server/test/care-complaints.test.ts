import { beforeAll, describe, expect, it } from 'vitest';
import {
  problemDetail,
  problemInit,
  problemList,
  problemSave,
  qaRecord,
  saveScore,
} from '@tenor/contract/endpoints/care';
import { nowIso } from '../src/db/time.ts';
import { problemRepository } from '../src/modules/care/problem-repository.ts';
import { careBorrowers, langQuery, uploadedUrl } from './helpers/care.ts';
import { useTestApp, postForm, successData, type DemoSession } from './helpers/test-app.ts';

const t = useTestApp();
let india: DemoSession;
let indonesia: DemoSession;
beforeAll(async () => {
  ({ india, indonesia } = await careBorrowers(t));
});

const post = (
  s: DemoSession,
  path: string,
  fields: Record<string, string | number>,
  region: 'IN' | 'ID' = s === india ? 'IN' : 'ID',
) => postForm(t.app, `${path}?${langQuery(region)}`, fields, { 'x-token': s.token });

async function orderNoOf(s: DemoSession, status: string): Promise<string> {
  const row = await t.db
    .selectFrom('orders')
    .select('order_no')
    .where('id', '=', s.orders[status]!)
    .executeTakeFirstOrThrow();
  return row.order_no;
}

const failure = (res: { json: () => unknown }) => res.json() as { code: string; message: string };

describe('user-problem-init', () => {
  it('answers the market’s types, collection son types, and the borrower’s orders', async () => {
    const data = successData(problemInit, await post(india, problemInit.path, {}));
    expect(data.problemType.map((x) => x.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(data.problemType[0]!.title).toBe('Collection calls and messages');
    expect(data.problemSonType.length).toBeGreaterThan(2);
    expect(data.orderList.length).toBe(Object.keys(india.orders).length);
    // Nothing is chosen for the borrower: the newest order (here one under review) is rarely
    // what a complaint is about.
    expect(data.orderDetail).toBeNull();
    expect(data.problemStatus.map((s) => s.value)).toEqual(['1', '2', '3']);

    const id = successData(problemInit, await post(indonesia, problemInit.path, {}));
    expect(id.problemType[0]!.title).toBe('Penagihan');
    expect(id.problemStatus[0]!.title).toBe('Sedang diproses');
  });

  it('marks only orders with money outstanding as collectable, and picks the asked order', async () => {
    const overdue = await orderNoOf(india, '180');
    const data = successData(
      problemInit,
      await post(india, problemInit.path, { orderNo: overdue }),
    );
    expect(data.orderDetail?.orderNo).toBe(overdue);
    expect(data.orderDetail?.isShow).toBe(1);
    const byNo = new Map(data.orderList.map((o) => [o.orderNo, o]));
    expect(byNo.get(await orderNoOf(india, '21'))?.isShow).toBe(0);
    expect(byNo.get(await orderNoOf(india, '200'))?.isShow).toBe(0);
    expect(byNo.get(await orderNoOf(india, '174'))?.isShow).toBe(1);
    expect(data.orderDetail?.rows[0]).toEqual({ title: 'Order no.', value: overdue });
    expect(data.orderDetail?.rows[1]?.value).toMatch(/^₹/);
  });
});

describe('problem-save validation', () => {
  it('asks for the description in the borrower’s language', async () => {
    const en = await post(india, problemSave.path, { problemType: '2', problemDetail: '   ' });
    expect(en.statusCode).toBe(400);
    expect(failure(en)).toMatchObject({
      code: '1001',
      message: 'Please fill in your comments and suggestions',
    });
    const id = await post(indonesia, problemSave.path, { problemType: '2', problemDetail: '' });
    expect(failure(id).message).toBe('Silakan isi komentar dan saran Anda');
  });

  it('refuses more than 200 characters', async () => {
    const res = await post(india, problemSave.path, {
      problemType: '2',
      problemDetail: 'x'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(failure(res).message).toContain('200');
  });

  it('refuses a collection complaint on an order that is not collectable (spec toast)', async () => {
    const res = await post(india, problemSave.path, {
      problemType: '1',
      problemSonType: '11',
      problemDetail: 'Rude calls',
      orderNo: await orderNoOf(india, '21'),
    });
    expect(failure(res)).toMatchObject({
      code: '1001',
      message: 'The selected order does not support sending collection types',
    });
    const id = await post(indonesia, problemSave.path, {
      problemType: '1',
      problemSonType: '11',
      problemDetail: 'Penagih kasar',
    });
    expect(failure(id).message).toBe(
      'Pesanan yang dipilih tidak mendukung pengiriman jenis penagihan',
    );
  });

  it('needs a son type for collection, and a type of the borrower’s market', async () => {
    const order = await orderNoOf(india, '180');
    const noSon = await post(india, problemSave.path, {
      problemType: '1',
      problemDetail: 'Calls at night',
      orderNo: order,
    });
    expect(failure(noSon).message).toBe('Please choose what kind of collection problem it is');
    const unknown = await post(india, problemSave.path, {
      problemType: '99',
      problemDetail: 'Something',
    });
    expect(failure(unknown).message).toBe('Please choose the type of your complaint again');
  });

  it('does not take another borrower’s order', async () => {
    const res = await post(india, problemSave.path, {
      problemType: '2',
      problemDetail: 'Not mine',
      orderNo: await orderNoOf(indonesia, '180'),
    });
    expect(res.statusCode).toBe(404);
    expect(failure(res).code).toBe('1004');
  });
});

describe('a complaint from filing to rating', () => {
  let problemId: number;

  it('files a collection complaint with an image and lists it under Processing', async () => {
    const url = await uploadedUrl(t.app, india.token);
    const order = await orderNoOf(india, '180');
    const fields = {
      problemType: '1',
      problemSonType: '12',
      problemDetail: 'The agent called my employer twice.',
      problemImage: url,
      orderNo: order,
    };
    problemId = successData(problemSave, await post(india, problemSave.path, fields)).problemId;
    // A double tap on Send files one complaint.
    const again = successData(problemSave, await post(india, problemSave.path, fields));
    expect(again.problemId).toBe(problemId);

    const { tabs } = successData(problemList, await post(india, problemList.path, {}));
    expect(tabs.map((tab) => tab.title)).toEqual(['All', 'Processing', 'Replied', 'Closed']);
    expect(tabs[0]!.list).toHaveLength(1);
    expect(tabs[1]!.list[0]).toMatchObject({
      id: problemId,
      content: 'The agent called my employer twice.',
      type: 'Collection calls and messages · My family, friends or employer were contacted',
      // The list says where it stands and which loan it is about.
      status: 'Processing',
      loan: { orderNo: order, productName: expect.stringMatching(/\S/) },
    });
    expect(tabs[1]!.list[0]!.time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('shows the detail without an answer and refuses a rating before one', async () => {
    const detail = successData(problemDetail, await post(india, problemDetail.path, { problemId }));
    expect(detail).toMatchObject({
      problemId,
      type: 'Collection calls and messages',
      sonType: 'My family, friends or employer were contacted',
      disposeDetail: '',
      disposeImages: [],
      isScore: 0,
      status: 'Processing',
      loan: { orderNo: await orderNoOf(india, '180'), productName: expect.stringMatching(/\S/) },
    });
    expect(detail.images).toHaveLength(1);
    const rate = await post(india, saveScore.path, { problemId, score: 4 });
    expect(rate.statusCode).toBe(409);
    expect(failure(rate).message).toBe('You can rate a complaint once we have answered it');
  });

  it('after an answer, offers the rating once and keeps the first score', async () => {
    await t.db
      .insertInto('problem_replies')
      .values({ problem_id: problemId, text: 'We have warned the agency.', created_at: nowIso() })
      .execute();
    const before = successData(problemDetail, await post(india, problemDetail.path, { problemId }));
    expect(before).toMatchObject({ disposeDetail: 'We have warned the agency.', isScore: 1 });
    // Answering is the operator's step (desk-service.ts); the answer alone moves nothing here.
    expect(before.status).toBe('Processing');
    successData(saveScore, await post(india, saveScore.path, { problemId, score: 4 }));
    successData(saveScore, await post(india, saveScore.path, { problemId, score: 1 }));
    const after = successData(problemDetail, await post(india, problemDetail.path, { problemId }));
    expect(after.isScore).toBe(0);
    const row = await t.db
      .selectFrom('problems')
      .select('score')
      .where('id', '=', problemId)
      .executeTakeFirstOrThrow();
    expect(row.score).toBe(4);
  });

  it('files one complaint when Send arrives three times at once', async () => {
    // Without images, nothing but the save guard tells the three apart.
    const fields = { problemType: '3', problemDetail: 'Biaya terlalu tinggi' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(indonesia, problemSave.path, fields)),
    );
    const ids = new Set(answers.map((res) => successData(problemSave, res).problemId));
    expect(ids.size).toBe(1);
    const rows = await t.db
      .selectFrom('problems')
      .select('id')
      .where('borrower_id', '=', indonesia.borrowerId)
      .where('content', '=', fields.problemDetail)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('inserts one complaint for concurrent saves that passed the first check together', async () => {
    const repo = problemRepository(t.db);
    const draft = {
      borrowerId: india.borrowerId,
      orderId: null,
      typeValue: '6',
      sonTypeValue: '',
      content: 'Saved three times at once',
      imageIds: [],
      chatSince: null,
      now: nowIso(),
      clock: { region: 'IN' as const, year: 2026, replyDueAt: nowIso() },
    };
    const since = new Date(Date.now() - 60_000).toISOString();
    const ids = await Promise.all([1, 2, 3].map(() => repo.insert(draft, since)));
    expect(new Set(ids).size).toBe(1);
  });

  it('hides one borrower’s complaint from another', async () => {
    const res = await post(indonesia, problemDetail.path, { problemId });
    expect(res.statusCode).toBe(404);
    expect(failure(res).message).toBe('Keluhan ini tidak ada');
    const rate = await post(indonesia, saveScore.path, { problemId, score: 5 });
    expect(rate.statusCode).toBe(404);
  });

  it('attaches the chatbot conversation when filed from the chat, with the loan the chat was about', async () => {
    const chat = { type: 4, value: 'Someone keeps calling my mother' };
    successData(qaRecord, await post(indonesia, qaRecord.path, chat));
    const orderNo = await orderNoOf(indonesia, '174');
    const { problemId: id } = successData(
      problemSave,
      await post(indonesia, problemSave.path, {
        problemType: '6',
        problemDetail: 'Lihat percakapan saya',
        withChat: 1,
        orderNo,
      }),
    );
    const detail = successData(
      problemDetail,
      await post(indonesia, problemDetail.path, { problemId: id }),
    );
    expect(detail.loan?.orderNo).toBe(orderNo);
    expect(detail.status).toBe('Sedang diproses');
    const attached = await t.db
      .selectFrom('qa_records')
      .select('value')
      .where('problem_id', '=', id)
      .execute();
    expect(attached.map((r) => r.value)).toEqual([chat.value]);
  });
});

describe('malformed input', () => {
  it.each([
    [problemSave.path, { problemType: '', problemDetail: 'x' }],
    [problemSave.path, { problemType: '2', problemDetail: 'x', withChat: 'yes' }],
    [problemDetail.path, { problemId: 'abc' }],
    [problemDetail.path, { problemId: -4 }],
    [saveScore.path, { problemId: 1, score: 9 }],
    [problemInit.path, { orderNo: 'x'.repeat(65) }],
  ])('%s %j is a 400 envelope, never a 500', async (path, fields) => {
    const res = await post(india, path, fields);
    expect(res.statusCode).toBe(400);
    expect(failure(res).code).toBe('1001');
  });

  it('needs a session', async () => {
    const res = await postForm(t.app, problemList.path, {});
    expect(res.statusCode).toBe(401);
  });
});
