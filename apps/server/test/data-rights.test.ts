/**
 * The borrower's data rights (decision 064): the export holds every kind of record, the
 * phone's correction needs the code sent to the new number, a consent is withdrawn at once and
 * recorded in the ledger, erasure is refused while a loan or its retention runs and carried out
 * by the job after it (a fake clock), keeping the money records; the public deletion page and
 * the desk's queue with its breaches.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codes } from '@tenor/contract/envelope';
import { loanConfirm } from '@tenor/contract/endpoints/loans';
import { problemSave, qaRecord } from '@tenor/contract/endpoints/care';
import {
  dataConsent,
  dataErase,
  dataExport,
  myData,
  dataEmail,
  phoneCode,
  phoneCorrect,
} from '@tenor/contract/endpoints/rights';
import { devPaymentSimulate, devRightsClock } from '@tenor/contract/endpoints/dev';
import { orderStatus } from '@tenor/contract/orders';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { toIso } from '../src/db/time.ts';
import { rightsRepository } from '../src/modules/rights/repository.ts';
import { rightsService } from '../src/modules/rights/service.ts';
import { otpLimiter } from '../src/providers/otp-limiter.ts';
import { storageFor } from '../src/providers/storage-for.ts';
import { deskSignIn, langQuery, uploadedUrl } from './helpers/care.ts';
import { issueAccount, lastCode, owedOf } from './helpers/repay.ts';
import {
  demoSession,
  postForm,
  postJson,
  productIdOf,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const get = (s: DemoSession, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-token': s.token } });
const post = (s: DemoSession, url: string, body: object, region: 'IN' | 'ID' = 'IN') =>
  postJson(t.app, `${url}?${langQuery(region)}`, body, { 'x-token': s.token });
const failure = (res: { json: () => unknown }) => res.json() as { code: string; message: string };

/** Closes every order of a borrower as paid (or never paid out), `endedAt` ago. */
async function closeAll(borrowerId: number, endedAt: Date) {
  await t.db
    .updateTable('orders')
    .set({ status: orderStatus.settled, settled_at: toIso(endedAt), updated_at: toIso(endedAt) })
    .where('borrower_id', '=', borrowerId)
    .where('disbursed_at', 'is not', null)
    .execute();
  await t.db
    .updateTable('orders')
    .set({ status: orderStatus.rejected, updated_at: toIso(endedAt) })
    .where('borrower_id', '=', borrowerId)
    .where('disbursed_at', 'is', null)
    .execute();
}

describe('My data: what is held, and the export', () => {
  it('exports every kind of record the borrower has, as JSON and a page, through signed links', async () => {
    const s = await demoSession(t.app, { region: 'IN' });
    // A complaint with an image, a chat line, a quote (consent ledger and KFS), a payment.
    const image = await uploadedUrl(t.app, s.token);
    const saved = await postForm(
      t.app,
      `${problemSave.path}?${langQuery('IN')}`,
      { problemType: '2', problemDetail: 'My phone number is wrong', problemImage: image },
      { 'x-token': s.token },
    );
    expect(saved.statusCode).toBe(200);
    await postForm(
      t.app,
      `${qaRecord.path}?${langQuery('IN')}`,
      { type: 4, value: 'how do I repay' },
      { 'x-token': s.token },
    );
    const productId = await productIdOf(t.db, 'in-rupeeflow');
    expect(
      (await post(s, loanConfirm.path, { productId, amount: 2_000_000, periods: 120 })).statusCode,
    ).toBe(200);
    const orderId = Object.values(s.orders)[0]!;
    await t.db
      .insertInto('repayments')
      .values({
        order_id: orderId,
        provider: 'sandbox',
        borrower_id: s.borrowerId,
        channel: 'gateway',
        card_id: null,
        amount: 150_000,
        status: 'done',
        repay_token_hash: null,
        gateway_ref: `g-${s.borrowerId}`,
        charge_ref: `c-${s.borrowerId}`,
        gateway_method: null,
        otp_hash: null,
        otp_expires_at: null,
        otp_attempts: 0,
        otp_sends: 0,
        otp_sent_at: null,
        expires_at: toIso(new Date()),
        charging_at: null,
        applied_amount: 150_000,
        closed_reason: null,
        created_at: toIso(new Date()),
        updated_at: toIso(new Date()),
        completed_at: toIso(new Date()),
      })
      .execute();

    const held = successData(myData, await get(s, myData.path)).held;
    for (const kind of ['loans', 'payments', 'complaints', 'chats', 'consents'] as const) {
      expect(held.find((h) => h.kind === kind)?.count, kind).toBeGreaterThan(0);
    }

    const started = Date.now();
    const made = successData(dataExport, await post(s, dataExport.path, {}));
    expect(made.reference).toMatch(/^DR-IN-\d{6}$/);
    // No session token in either address; each is a capability of its own.
    expect(made.jsonUrl).not.toContain(s.token);
    const file = await t.app.inject({ method: 'GET', url: made.jsonUrl });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const doc = file.json() as Record<string, unknown[]> & { profile: { phone: string } };
    expect(doc.profile.phone).toBe(s.phone);
    for (const section of [
      'loans',
      'payments',
      'complaints',
      'chats',
      'consents',
      'disclosures',
      'cards',
    ]) {
      expect(doc[section]?.length, section).toBeGreaterThan(0);
    }
    const complaint = doc.complaints![0] as { content: string; attachments: unknown[] };
    expect(complaint.content).toBe('My phone number is wrong');
    expect(complaint.attachments).toHaveLength(1);
    const page = await t.app.inject({ method: 'GET', url: made.pageUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(made.reference);
    expect(page.body).toContain('My phone number is wrong');
    expect(page.body).toContain('<h2>Complaints, replies and attachments</h2>');

    // A forged signature, or the address without one, opens nothing.
    const forged = made.jsonUrl.replace(/s=[^&]+/, `s=${'A'.repeat(32)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: made.jsonUrl.split('?')[0]! })).statusCode,
    ).toBe(403);
    // The request is listed, answered, with the market's due date.
    const rows = successData(myData, await get(s, myData.path)).requests;
    expect(rows[0]).toMatchObject({ reference: made.reference, kind: 'export', status: 'done' });
    expect(rows[0]!.answer).not.toBe('');
  });

  it('gives Indonesian requests 3×24 hours and Indian ones 90 days', async () => {
    const id = await demoSession(t.app, { region: 'ID' });
    const made = successData(dataExport, await post(id, dataExport.path, {}, 'ID'));
    const row = successData(myData, await get(id, myData.path)).requests[0]!;
    expect(made.reference).toMatch(/^DR-ID-/);
    expect(Date.parse(row.dueAt) - Date.parse(row.createdAt)).toBe(72 * 3_600_000);
    const india = await demoSession(t.app, { region: 'IN' });
    successData(dataExport, await post(india, dataExport.path, {}));
    const inRow = successData(myData, await get(india, myData.path)).requests[0]!;
    expect(Date.parse(inRow.dueAt) - Date.parse(inRow.createdAt)).toBe(90 * 24 * 3_600_000);
  });
});

describe('My data: money paid into an issued account', () => {
  it('exports a payment made into a virtual account with the card and gateway payments', async () => {
    const s = await demoSession(t.app, { region: 'ID' });
    const orderId = s.orders[String(orderStatus.due)]!;
    const amount = await owedOf(t, orderId);
    const account = await issueAccount(t, s, { orderId, amount });
    const paid = await postJson(t.app, `${devPaymentSimulate.path}?languageType=1`, {
      cardNo: account.cardNo,
    });
    expect(paid.statusCode).toBe(200);
    const held = successData(myData, await get(s, myData.path)).held;
    // One payment, whatever the settlement that applied it.
    expect(held.find((h) => h.kind === 'payments')?.count).toBe(1);
    const made = successData(dataExport, await post(s, dataExport.path, {}, 'ID'));
    const doc = (await t.app.inject({ method: 'GET', url: made.jsonUrl })).json() as {
      payments: Record<string, unknown>[];
    };
    expect(doc.payments).toEqual([
      expect.objectContaining({
        order_id: orderId,
        channel: 'account',
        pay_type: 1,
        pay_code: 'BCA',
        amount,
      }),
    ]);
  });
});

describe('Correction and consent', () => {
  it('gives, corrects and removes the e-mail address documents are sent to (decision 067)', async () => {
    const s = await demoSession(t.app, { region: 'ID' });
    expect(successData(myData, await get(s, myData.path)).email).toBe('');
    const bad = await post(s, dataEmail.path, { email: 'not-an-address' }, 'ID');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: codes.invalid });
    expect(
      successData(
        dataEmail,
        await post(s, dataEmail.path, { email: ' budi@example.co.id ' }, 'ID'),
      ),
    ).toEqual({ email: 'budi@example.co.id' });
    expect(successData(myData, await get(s, myData.path)).email).toBe('budi@example.co.id');
    await post(s, dataEmail.path, { email: '' }, 'ID');
    expect(successData(myData, await get(s, myData.path)).email).toBe('');
    const row = await t.db
      .selectFrom('borrowers')
      .select('email')
      .where('id', '=', s.borrowerId)
      .executeTakeFirstOrThrow();
    expect(row.email).toBeNull();
  });

  it('changes the phone only with the code sent to the new number', async () => {
    const s = await demoSession(t.app, { region: 'IN' });
    const bad = await post(s, phoneCode.path, { phone: '12345' });
    expect(failure(bad).code).toBe(codes.invalid);
    const sent = successData(phoneCode, await post(s, phoneCode.path, { phone: '9876501234' }));
    expect(sent.sentTo).toBe('+919876501234');
    const code = await lastCode(t, '+919876501234');
    const wrongCode = code === '000000' ? '000001' : '000000';
    const wrong = await post(s, phoneCorrect.path, { reference: sent.reference, code: wrongCode });
    expect(failure(wrong).code).toBe(codes.wrongVerifyCode);
    // Not changed by the wrong code.
    expect(successData(myData, await get(s, myData.path)).phone).toBe(s.phone);
    const done = successData(
      phoneCorrect,
      await post(s, phoneCorrect.path, { reference: sent.reference, code }),
    );
    expect(done.phone).toBe('+919876501234');
    const after = successData(myData, await get(s, myData.path));
    expect(after.phone).toBe('+919876501234');
    expect(after.requests[0]).toMatchObject({ kind: 'correct', status: 'done' });
    // The code is spent.
    const again = await post(s, phoneCorrect.path, { reference: sent.reference, code });
    expect(failure(again).code).toBe(codes.notFound);
  });

  it('withdraws the marketing consent at once, in the consent ledger', async () => {
    const s = await demoSession(t.app, { region: 'ID' });
    const given = successData(
      dataConsent,
      await post(s, dataConsent.path, { key: 'marketingSms', given: true }, 'ID'),
    );
    expect(given.given).toBe(true);
    expect(successData(myData, await get(s, myData.path)).consents[0]!.given).toBe(true);
    await post(s, dataConsent.path, { key: 'marketingSms', given: false }, 'ID');
    expect(successData(myData, await get(s, myData.path)).consents[0]!.given).toBe(false);
    const ledger = await t.db
      .selectFrom('consent_events')
      .select(['kind', 'document'])
      .where('borrower_id', '=', s.borrowerId)
      .orderBy('id')
      .execute();
    expect(ledger).toEqual([
      { kind: 'consent_given', document: 'marketingSms' },
      { kind: 'consent_withdrawn', document: 'marketingSms' },
    ]);
  });
});

describe('Erasure and account deletion', () => {
  it('is refused with an open loan, and while the retention runs, with the date it becomes possible', async () => {
    const s = await demoSession(t.app, { region: 'IN' });
    const open = await post(s, dataErase.path, { kind: 'erase' });
    expect(open.statusCode).toBe(409);
    expect(failure(open).message).toMatch(/while loan \S+ is open.*5 years/);
    expect(successData(myData, await get(s, myData.path)).erase).toMatchObject({
      allowed: false,
      reason: 'openLoan',
    });
    await closeAll(s.borrowerId, new Date(Date.UTC(2025, 0, 10, 6)));
    const kept = await post(s, dataErase.path, { kind: 'delete' });
    expect(kept.statusCode).toBe(409);
    expect(failure(kept).message).toContain('It becomes possible on 10 Jan 2030');
  });

  it('is carried out by the job after the notice, past retention, keeping the money records', async () => {
    const s = await demoSession(t.app, { region: 'IN' });
    await closeAll(s.borrowerId, new Date(Date.UTC(2019, 0, 10)));
    const ordersBefore = await t.db
      .selectFrom('orders')
      .select(['id', 'amount', 'paid_amount'])
      .where('borrower_id', '=', s.borrowerId)
      .execute();
    const image = await uploadedUrl(t.app, s.token);
    await postForm(
      t.app,
      `${problemSave.path}?${langQuery('IN')}`,
      { problemType: '2', problemDetail: 'Please call me', problemImage: image },
      { 'x-token': s.token },
    );
    // An e-mail address given for the documents (decision 067) is erased with the phone.
    await t.db
      .updateTable('borrowers')
      .set({ email: 'asha@example.in' })
      .where('id', '=', s.borrowerId)
      .execute();
    const asked = successData(dataErase, await post(s, dataErase.path, { kind: 'erase' }));
    const at = Date.parse(asked.scheduledFor);
    expect(at - Date.now()).toBeGreaterThan(47 * 3_600_000);
    // A second request while one is scheduled is refused.
    expect((await post(s, dataErase.path, { kind: 'delete' })).statusCode).toBe(409);

    // The app's own job runs every minute; an hour before the notice ends it leaves it be.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at - 3_600_000);
    await runJob();
    expect((await get(s, myData.path)).statusCode).toBe(200);
    vi.setSystemTime(at + 60_000);
    await runJob();

    const borrower = await t.db
      .selectFrom('borrowers')
      .select(['phone', 'email'])
      .where('id', '=', s.borrowerId)
      .executeTakeFirstOrThrow();
    expect(borrower.phone).toBe(`erased:${s.borrowerId}`);
    expect(borrower.email).toBeNull();
    // Signed out everywhere.
    expect((await get(s, myData.path)).statusCode).toBe(401);
    const complaints = await t.db
      .selectFrom('problems')
      .select('content')
      .where('borrower_id', '=', s.borrowerId)
      .execute();
    expect(complaints.map((c) => c.content)).toEqual(['']);
    const images = await t.db
      .selectFrom('problem_images')
      .select('id')
      .where('borrower_id', '=', s.borrowerId)
      .execute();
    expect(images).toEqual([]);
    const ordersAfter = await t.db
      .selectFrom('orders')
      .select(['id', 'amount', 'paid_amount'])
      .where('borrower_id', '=', s.borrowerId)
      .execute();
    expect(ordersAfter).toEqual(ordersBefore);
    const request = await t.db
      .selectFrom('data_requests')
      .selectAll()
      .where('reference', '=', asked.reference)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('done');
    expect(request.answer).toContain('erased');
  });

  it("is walked by the sandbox's clock in demo mode: past retention, then past the notice, then erased", async () => {
    const s = await demoSession(t.app, { region: 'ID' });
    await closeAll(s.borrowerId, new Date());
    const clock = async (days: number) =>
      successData(
        devRightsClock,
        await postJson(t.app, devRightsClock.path, { borrowerId: s.borrowerId, days }),
      ).erased;
    // Just closed: the retention runs, with its date.
    expect(successData(myData, await get(s, myData.path)).erase).toMatchObject({
      allowed: false,
      reason: 'retention',
    });
    expect(await clock(5 * 366 + 1)).toBe(0);
    expect(successData(myData, await get(s, myData.path)).erase.allowed).toBe(true);
    const asked = successData(dataErase, await post(s, dataErase.path, { kind: 'erase' }, 'ID'));
    // A day into the 48 hours' notice nothing happens; past it the job erases.
    expect(await clock(1)).toBe(0);
    expect((await get(s, myData.path)).statusCode).toBe(200);
    expect(await clock(2)).toBe(1);
    expect((await get(s, myData.path)).statusCode).toBe(401);
    const request = await t.db
      .selectFrom('data_requests')
      .select(['status', 'answer'])
      .where('reference', '=', asked.reference)
      .executeTakeFirstOrThrow();
    expect(request.status).toBe('done');
    const orders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('borrower_id', '=', s.borrowerId)
      .execute();
    expect(orders.length).toBe(Object.keys(s.orders).length);
  });
});

/** The erasure job as the app runs it every minute, run once now (at the faked time). */
async function runJob() {
  await rightsService({
    repo: rightsRepository(t.db),
    config: t.config,
    sms: null,
    limiter: otpLimiter(t.db),
    storage: storageFor(t.config),
  }).runErasures(new Date());
}

describe('The public deletion page', () => {
  it('works signed out with the phone and its code, under the same rules', async () => {
    const s = await demoSession(t.app, { region: 'ID' });
    const form = await t.app.inject({ method: 'GET', url: '/account/delete?lang=id' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('Hapus akun Anda');
    const send = (path: string, fields: Record<string, string>) =>
      postForm(t.app, path, fields, { 'accept-language': 'id' });
    const step = await send('/account/delete', { phone: s.phone, market: 'ID', lang: 'id' });
    expect(step.statusCode).toBe(200);
    const reference = /name="reference" value="([^"]+)"/.exec(step.body)?.[1];
    expect(reference).toMatch(/^DR-ID-\d{6}$/);
    // An unknown number reads the same.
    const unknown = await send('/account/delete', {
      phone: '081299990000',
      market: 'ID',
      lang: 'id',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('name="code"');
    const code = await lastCode(t, s.phone);
    const refused = await send('/account/delete/confirm', {
      reference: reference!,
      code,
      market: 'ID',
      lang: 'id',
    });
    // The demo borrower has open loans: refused with the reason, as in the app.
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('masih berjalan');
    const row = await t.db
      .selectFrom('data_requests')
      .select(['status', 'channel', 'answer'])
      .where('reference', '=', reference!)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'refused', channel: 'web' });

    await closeAll(s.borrowerId, new Date(Date.UTC(2018, 5, 1)));
    const again = await send('/account/delete', { phone: s.phone, market: 'ID', lang: 'id' });
    const ref2 = /name="reference" value="([^"]+)"/.exec(again.body)![1]!;
    const accepted = await send('/account/delete/confirm', {
      reference: ref2,
      code: await lastCode(t, s.phone),
      market: 'ID',
      lang: 'id',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.body).toContain(`Permintaan Anda ${ref2} diterima`);
  });
});

describe('The desk’s queue', () => {
  it('lists requests with their clock, a breach in red, and records the answer the borrower reads', async () => {
    const s = await demoSession(t.app, { region: 'ID' });
    await post(s, phoneCode.path, { phone: '081277770000' }, 'ID');
    // An export answered by itself, and a request past its due time with no answer.
    const made = successData(dataExport, await post(s, dataExport.path, {}, 'ID'));
    await t.db
      .updateTable('data_requests')
      .set({
        status: 'open',
        answer: null,
        answered_at: null,
        due_at: toIso(new Date(Date.now() - 3_600_000)),
      })
      .where('reference', '=', made.reference)
      .execute();
    const signIn = await deskSignIn(t.app, DEMO_OPS_PASSWORD, '10.9.0.7');
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const page = await t.app.inject({
      method: 'GET',
      url: '/ops/data-requests',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    const row = new RegExp(`<tr class="is-overdue" data-reference="${made.reference}">`);
    expect(page.body).toMatch(row);
    expect(page.body).toContain('Breached');
    const id = await t.db
      .selectFrom('data_requests')
      .select('id')
      .where('reference', '=', made.reference)
      .executeTakeFirstOrThrow();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/ops/data-requests/${id.id}/answer`,
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf, answer: 'Ekspor Anda sudah kami kirim.' }).toString(),
    });
    expect(answered.statusCode).toBe(303);
    const mine = successData(myData, await get(s, myData.path)).requests.find(
      (r) => r.reference === made.reference,
    );
    expect(mine).toMatchObject({ answer: 'Ekspor Anda sudah kami kirim.', status: 'done' });
  });
});
