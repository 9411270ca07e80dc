/**
 * Control characters in request input (docs/api-conventions.md "Validation"): NUL, which PostgreSQL
 * text cannot hold, and the other C0 characters but tab, line feed and carriage return are refused
 * where input enters — contract endpoints, multipart bodies, the desk's forms, the sandbox gateway,
 * the payment webhook — whatever kind of input carries them, before anything is stored: a 400,
 * never a 500.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemSave } from '@tenor/contract/endpoints/care';
import { devOutbox } from '@tenor/contract/endpoints/dev';
import { repaymentHuichao } from '@tenor/contract/endpoints/repay';
import { contactMessage } from '@tenor/contract/endpoints/site';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { GATEWAY_PATH } from '../src/providers/sandbox-payment.ts';
import type { Database } from '../src/db/schema.ts';
import { careBorrowers, deskSignIn, langQuery, rowCount, uploadImage } from './helpers/care.ts';
import { jpeg, multipartFile, png } from './helpers/images.ts';
import { formAsBorrower, paymentEvent, postWebhook, unpaidTotals } from './helpers/repay.ts';
import {
  useTestApp,
  postForm,
  postJson,
  successData,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();
let india: DemoSession;
beforeAll(async () => {
  ({ india } = await careBorrowers(t));
});

/** NUL, and the other control characters no typed text holds. */
const controls = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f'];

/** A 400 envelope naming the field, in English (the requests ask for it). */
function refusedEnvelope(res: LightMyRequestResponse, field: string) {
  expect([res.statusCode, res.json()]).toEqual([
    400,
    { code: '1001', message: `${field}: is invalid`, data: null },
  ]);
}

const rowsOf = (table: keyof Database) => rowCount(t.db, table);

describe('contract endpoints', () => {
  it('refuse one in a JSON body field and store nothing; tab and new lines pass', async () => {
    const url = `${contactMessage.path}?languageType=1`;
    const message = (text: string, n: number) => ({
      name: 'Asha',
      email: 'asha@example.com',
      message: text,
      submissionId: `control-${n}`,
    });
    const before = await rowsOf('contact_messages');
    for (const [n, c] of controls.entries()) {
      refusedEnvelope(await postJson(t.app, url, message(`Hello${c}there`, n)), 'message');
    }
    expect(await rowsOf('contact_messages')).toBe(before);
    const typed = await postJson(t.app, url, message('Line one\r\n\tLine two', 99));
    expect(typed.statusCode).toBe(200);
    expect(await rowsOf('contact_messages')).toBe(before + 1);
  });

  it('refuse one in a form field, or in the query of a form post, and file nothing', async () => {
    const before = await rowsOf('problems');
    const fields = { problemType: '2', problemDetail: 'Fine text' };
    const auth = { 'x-token': india.token };
    for (const c of controls) {
      const inField = await postForm(
        t.app,
        `${problemSave.path}?${langQuery('IN')}`,
        { ...fields, problemDetail: `Payment${c}missing` },
        auth,
      );
      refusedEnvelope(inField, 'problemDetail');
      const inQuery = await postForm(
        t.app,
        `${problemSave.path}?${langQuery('IN')}&x=${encodeURIComponent(c)}`,
        fields,
        auth,
      );
      refusedEnvelope(inQuery, 'x');
    }
    expect(await rowsOf('problems')).toBe(before);
  });

  it('refuse one in a query parameter', async () => {
    for (const c of controls) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${devOutbox.path}?languageType=1&phone=${encodeURIComponent(`+91${c}`)}`,
      });
      refusedEnvelope(res, 'phone');
    }
  });

  it('refuse one in a text field of a multipart upload, and store no image', async () => {
    const before = await rowsOf('problem_images');
    const file = multipartFile('problemImage', png());
    const boundary = /boundary=(.+)$/.exec(file.headers['content-type']!)![1]!;
    const field = `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\na\u0000b\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/greyer/upload-problem-img?languageType=1',
      payload: Buffer.concat([Buffer.from(field), file.payload]),
      headers: { ...file.headers, 'x-token': india.token },
    });
    refusedEnvelope(res, 'note');
    expect(await rowsOf('problem_images')).toBe(before);
    expect((await uploadImage(t.app, india.token)).statusCode).toBe(200);
  });
});

describe('the sandbox gateway page', () => {
  it('refuses one in the ref of its page and of its Pay and Cancel forms, and takes no money', async () => {
    const orderId = india.orders['3']!;
    const unpaid = await unpaidTotals(t, orderId);
    const { url } = successData(
      repaymentHuichao,
      await formAsBorrower(t, india, repaymentHuichao.path, {
        orderId,
        amount: unpaid[0]!,
        method: 'netbanking',
      }),
    );
    const ref = new URL(url, 'http://x').searchParams.get('ref')!;
    for (const c of controls) {
      const page = await t.app.inject({
        method: 'GET',
        url: `${GATEWAY_PATH}?languageType=1&ref=${encodeURIComponent(ref + c)}`,
      });
      refusedEnvelope(page, 'ref');
      for (const action of ['pay', 'cancel']) {
        const form = await postForm(t.app, `${GATEWAY_PATH}/${action}?languageType=1`, {
          ref: `${ref}${c}`,
          bank: 'HDFC',
        });
        refusedEnvelope(form, 'ref');
      }
    }
    expect(await unpaidTotals(t, orderId)).toEqual(unpaid);
    expect(await t.db.selectFrom('sandbox_charges').selectAll().execute()).toEqual([]);
    // The payment is still open, and its own page still answers.
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});

describe('the payment webhook', () => {
  it('refuses a signed notification with one in its text, and records nothing', async () => {
    const before = await rowsOf('payment_notifications');
    for (const c of controls) {
      const res = await postWebhook(t, paymentEvent(`ACC${c}1`, 1000, `evt${c}`));
      expect([res.statusCode, res.json().code]).toEqual([400, '1001']);
    }
    expect(await rowsOf('payment_notifications')).toBe(before);
  });
});

describe('the operators’ desk', () => {
  let desk: { cookie: string; csrf: string };
  let problemId: number;
  beforeAll(async () => {
    const signedIn = await deskSignIn(t.app, DEMO_OPS_PASSWORD, '192.0.2.80');
    const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
    const list = await t.app.inject({ method: 'GET', url: '/ops', headers: { cookie } });
    desk = { cookie, csrf: /name="csrf" value="([^"]+)"/.exec(list.body)![1]! };
    problemId = successData(
      problemSave,
      await postForm(
        t.app,
        `${problemSave.path}?${langQuery('IN')}`,
        { problemType: '2', problemDetail: 'Where is my refund?' },
        { 'x-token': india.token },
      ),
    ).problemId;
  });

  /** A desk page refusing the request, in English. */
  function refusedPage(res: LightMyRequestResponse, field: string) {
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(`${field}: is invalid`);
  }

  it('refuses one in a reply, stores neither the reply nor its image', async () => {
    const [replies, images] = [await rowsOf('problem_replies'), await rowsOf('problem_images')];
    const boundary = 'desk-control';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    for (const c of controls) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/ops/problems/${problemId}/reply`,
        headers: {
          cookie: desk.cookie,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([
          Buffer.from(field('csrf', desk.csrf) + field('text', `We found it${c}`)),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
          ),
          jpeg(),
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      refusedPage(res, 'text');
    }
    expect([await rowsOf('problem_replies'), await rowsOf('problem_images')]).toEqual([
      replies,
      images,
    ]);
  });

  it('refuses one in a form field, a query parameter and the sign-in password', async () => {
    const close = await t.app.inject({
      method: 'POST',
      url: `/ops/problems/${problemId}/close`,
      headers: { cookie: desk.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf: `${desk.csrf}\u0000` }).toString(),
    });
    refusedPage(close, 'csrf');
    const list = await t.app.inject({
      method: 'GET',
      url: '/ops?status=pending%00',
      headers: { cookie: desk.cookie },
    });
    refusedPage(list, 'status');
    refusedPage(await deskSignIn(t.app, `${DEMO_OPS_PASSWORD}\u0000`, '192.0.2.81'), 'password');
    const row = await t.db
      .selectFrom('problems')
      .select('status')
      .where('id', '=', problemId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });
});
