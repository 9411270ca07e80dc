import { beforeAll, describe, expect, it } from 'vitest';
import { getWhatsapp, qaList, qaRecord } from '@tenor/contract/endpoints/care';
import { careBorrowers, langQuery } from './helpers/care.ts';
import { useTestApp, postForm, successData, type DemoSession } from './helpers/test-app.ts';

const t = useTestApp({ env: { GRIEVANCE_OFFICER_NAME_IN: 'Meera Nair' } });
let india: DemoSession;
let indonesia: DemoSession;
beforeAll(async () => {
  ({ india, indonesia } = await careBorrowers(t));
});

const regionOf = (s: DemoSession) => (s === india ? 'IN' : 'ID');

const list = (s: DemoSession, pid: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `${qaList.path}?${langQuery(regionOf(s))}&pid=${pid}`,
    headers: { 'x-token': s.token },
  });

const record = (s: DemoSession, fields: Record<string, string | number>) =>
  postForm(t.app, `${qaRecord.path}?${langQuery(regionOf(s))}`, fields, { 'x-token': s.token });

const recordsOf = (s: DemoSession) =>
  t.db
    .selectFrom('qa_records')
    .selectAll()
    .where('borrower_id', '=', s.borrowerId)
    .orderBy('id')
    .execute();

describe('get-qa-list: the tree', () => {
  it('answers four categories with icons, in the market’s language', async () => {
    const id = successData(qaList, await list(indonesia, 0));
    expect(id.question).toBeNull();
    expect(id.answerList.map((c) => c.title)).toEqual([
      'Pinjaman',
      'Pembayaran',
      'Akun',
      'Bantuan',
    ]);
    expect(id.answerList.map((c) => c.icon)).toEqual(['loan', 'repay', 'account', 'service']);
    const en = successData(qaList, await list(india, 0));
    expect(en.answerList.map((c) => c.title)).toEqual(['Loans', 'Repayment', 'Account', 'Help']);
  });

  it('goes from a category to its questions to an answer', async () => {
    const [, repay] = successData(qaList, await list(india, 0)).answerList;
    const questions = successData(qaList, await list(india, repay!.id));
    expect(questions.question).toMatchObject({ id: repay!.id, title: 'Repayment', answer: '' });
    const missing = questions.answerList.find((q) => q.title.startsWith('I paid'))!;
    expect(missing.actionType).toBe(4);
    const answer = successData(qaList, await list(india, missing.id));
    expect(answer.question?.answer).toContain('2 hours');
    expect(answer.answerList).toEqual([]);
  });

  it('does not show another market’s node, and refuses a bad pid', async () => {
    const [idCategory] = successData(qaList, await list(indonesia, 0)).answerList;
    const res = await list(india, idCategory!.id);
    expect(res.statusCode).toBe(404);
    expect((res.json() as { message: string }).message).toBe('This question does not exist');
    expect((await list(india, 'abc')).statusCode).toBe(400);
  });
});

describe('qa-record: the four kinds of step', () => {
  it('stores a jump (1) and offers the form', async () => {
    const data = successData(qaRecord, await record(indonesia, { type: 1, value: 'contact' }));
    expect(data.actionType).toBe(4);
  });

  it('stores solved and not solved (2)', async () => {
    const [, repay] = successData(qaList, await list(indonesia, 0)).answerList;
    const solved = successData(
      qaRecord,
      await record(indonesia, { type: 2, value: '1', qaId: repay!.id }),
    );
    expect(solved.message).toBe('Senang bisa membantu!');
    const unsolved = successData(
      qaRecord,
      await record(indonesia, { type: 2, value: '0', qaId: repay!.id }),
    );
    expect(unsolved).toMatchObject({ actionType: 4 });
    expect(unsolved.reply).toContain('Hubungi CS');
    const bad = await record(indonesia, { type: 2, value: 'maybe' });
    expect(bad.statusCode).toBe(400);
  });

  it('stores a score (3): below 4 the server’s message, 4 or more thanks', async () => {
    const low = successData(qaRecord, await record(india, { type: 3, value: '2' }));
    expect(low.message).toBe(
      'Thank you for telling us. We will use your rating to improve our answers.',
    );
    const high = successData(qaRecord, await record(india, { type: 3, value: '5' }));
    expect(high.message).toBe('Thank you for your rating!');
    for (const value of ['0', '6', 'x', '']) {
      const res = await record(india, { type: 3, value });
      expect(res.statusCode).toBe(400);
    }
    const id = await record(indonesia, { type: 3, value: '0' });
    expect((id.json() as { message: string }).message).toBe('Silakan pilih 1 sampai 5 bintang');
  });

  it('answers free text (4) from the FAQ when one fits, and says so politely when none does', async () => {
    const hit = successData(
      qaRecord,
      await record(india, { type: 4, value: 'My payment is not showing in the app' }),
    );
    expect(hit.reply).toContain('Payments usually show within a few minutes');
    expect(hit.matched).toBe(1);
    const miss = successData(qaRecord, await record(india, { type: 4, value: 'Tell me a joke' }));
    expect(miss).toMatchObject({ actionType: 4, matched: 0 });
    // Names the button the page shows, and the one promise.
    expect(miss.reply).toContain('Sorry, I could not find an answer');
    expect(miss.reply).toContain('tap Contact support');
    expect(miss.reply).toContain('3 working days');
    const id = successData(
      qaRecord,
      await record(indonesia, { type: 4, value: 'kapan dana saya cair?' }),
    );
    expect(id.reply).toContain('1–3 hari');
    const empty = await record(india, { type: 4, value: '   ' });
    expect((empty.json() as { message: string }).message).toBe('Please type your question');
  });

  it('keeps every step with its type, and marks free text that found no answer', async () => {
    const rows = await recordsOf(india);
    expect(rows.map((r) => r.type)).toEqual([3, 3, 4, 4]);
    const [hit, miss] = rows.filter((r) => r.type === 4);
    expect(hit!.matched_id).not.toBeNull();
    expect(miss!.matched_id).toBeNull();
    expect((await recordsOf(indonesia)).map((r) => r.type)).toEqual([1, 2, 2, 4]);
  });

  it('refuses types outside 1–4 and unknown questions', async () => {
    expect((await record(india, { type: 5, value: 'x' })).statusCode).toBe(400);
    expect((await record(india, { type: 2, value: '1', qaId: 999_999 })).statusCode).toBe(404);
  });
});

describe('get-whatsapp: contacts and the grievance route', () => {
  const contacts = (languageType: string) =>
    postForm(t.app, `${getWhatsapp.path}?languageType=${languageType}`, { overall: 30 });

  it('answers India’s contacts, grievance officer and the RBI Ombudsman, without a session', async () => {
    const data = successData(getWhatsapp, await contacts('1'));
    expect(data).toMatchObject({
      email: t.config.support.IN.email,
      phone: t.config.support.IN.phone,
    });
    expect(data.grievance).toMatchObject({
      officerName: 'Meera Nair',
      regulatorUrl: 'https://cms.rbi.org.in',
    });
    expect(data.grievance.escalation).toContain('30 days');
    expect(data.phone).toMatch(/^\+91/);
  });

  it('answers Indonesia’s contacts and OJK, in Indonesian', async () => {
    const data = successData(getWhatsapp, await contacts('0'));
    expect(data.phone).toMatch(/^\+62/);
    expect(data.grievance).toMatchObject({
      regulatorPhone: '157',
      regulatorEmail: 'konsumen@ojk.go.id',
    });
    // One promise everywhere: the complaint form's 3 working days.
    expect(data.grievance.escalation).toContain('3 hari kerja');
  });

  /** Every way a call can name a language: none, the query, the JSON calls' header. */
  const asked: { how: string; query: string; headers: Record<string, string> }[] = [
    { how: 'no language', query: '', headers: {} },
    { how: 'languageType=1', query: '?languageType=1', headers: {} },
    { how: 'languageType=2', query: '?languageType=2', headers: {} },
    { how: 'X-Language-Type: 1', query: '', headers: { 'x-language-type': '1' } },
    { how: 'X-Language-Type: 2', query: '', headers: { 'x-language-type': '2' } },
  ];

  it.each(asked)(
    'a signed-in borrower gets their own market’s contacts, whatever the language ($how)',
    async ({ query, headers }) => {
      for (const [session, market] of [
        [india, 'IN'],
        [indonesia, 'ID'],
      ] as const) {
        const res = await postForm(
          t.app,
          `${getWhatsapp.path}${query}`,
          {},
          {
            'x-token': session.token,
            ...headers,
          },
        );
        const data = successData(getWhatsapp, res);
        expect(data.region, market).toBe(market);
        expect(data.phone, market).toBe(t.config.support[market].phone);
        expect(data.email, market).toBe(t.config.support[market].email);
        expect(data.grievance.regulatorPhone, market).toBe(market === 'IN' ? '14448' : '157');
        // The language chooses the words only.
        const english = query.includes('=1') || Object.values(headers).includes('1');
        expect(data.grievance.escalation, market).toMatch(
          english ? /working days|30 days/ : /hari/,
        );
      }
    },
  );

  it('an unknown token is answered as an anonymous call (the language’s market)', async () => {
    const res = await postForm(
      t.app,
      `${getWhatsapp.path}?languageType=1`,
      {},
      {
        'x-token': 'not-a-session',
      },
    );
    expect(successData(getWhatsapp, res).phone).toBe(t.config.support.IN.phone);
  });
});
