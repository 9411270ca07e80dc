import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  problemDetail,
  problemList,
  problemSave,
  qaRecord,
  saveScore,
} from '@tenor/contract/endpoints/care';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { SIGN_IN_LIMITS } from '../src/desk/desk-auth.ts';
import { deskCss } from '../src/desk/desk-css.ts';
import { axeViolations, contrastRatio } from './helpers/axe.ts';
import { careBorrowers, deskSignIn, langQuery, uploadedUrl } from './helpers/care.ts';
import { hostile, jpeg } from './helpers/images.ts';
import {
  useTestApp,
  postForm,
  successData,
  type DemoSession,
  type TestApp,
} from './helpers/test-app.ts';

const t = useTestApp();
let india: DemoSession;
let indonesia: DemoSession;
beforeAll(async () => {
  ({ india, indonesia } = await careBorrowers(t));
});

let nextClient = 1;
/** Each sign-in test comes from its own address, so the per-client limit is its own. */
const newClient = () => `10.0.0.${nextClient++}`;

const signIn = (password: string, remoteAddress = newClient()) =>
  deskSignIn(t.app, password, remoteAddress);

async function operator(): Promise<{ cookie: string; csrf: string }> {
  const res = await signIn(DEMO_OPS_PASSWORD);
  expect(res.statusCode).toBe(303);
  const setCookie = String(res.headers['set-cookie']);
  const cookie = setCookie.split(';')[0]!;
  const list = await t.app.inject({ method: 'GET', url: '/ops', headers: { cookie } });
  return { cookie, csrf: /name="csrf" value="([^"]+)"/.exec(list.body)![1]! };
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const postDesk = (url: string, cookie: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

function multipartReply(csrf: string, text: string, files: Buffer[]) {
  const boundary = 'desk-boundary';
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const parts: Buffer[] = [Buffer.from(field('csrf', csrf) + field('text', text))];
  files.forEach((data, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="r${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const sendReply = (
  id: number,
  cookie: string,
  csrf: string,
  text: string,
  files: Buffer[] = [],
) => {
  const body = multipartReply(csrf, text, files);
  return t.app.inject({
    method: 'POST',
    url: `/ops/problems/${id}/reply`,
    headers: { cookie, 'content-type': body.contentType },
    payload: body.payload,
  });
};

const borrowerPost = (s: DemoSession, path: string, fields: Record<string, string | number>) =>
  postForm(t.app, `${path}?${langQuery(s === india ? 'IN' : 'ID')}`, fields, {
    'x-token': s.token,
  });

async function fileComplaint(s: DemoSession, detail: string, withImage = true) {
  const problemImage = withImage ? await uploadedUrl(t.app, s.token) : '';
  return successData(
    problemSave,
    await borrowerPost(s, problemSave.path, {
      problemType: '2',
      problemDetail: detail,
      problemImage,
    }),
  ).problemId;
}

const isHtml = (res: LightMyRequestResponse) =>
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');

describe('desk sign-in', () => {
  it('shows the sign-in page to a visitor, in an accessible plain page', async () => {
    const res = await get('/ops');
    expect(res.statusCode).toBe(401);
    isHtml(res);
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('<label for="password">');
    expect(res.body).toContain('<h1>Sign in</h1>');
    expect(res.body).not.toContain('<script');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-store');
    // With the app-wide no-referrer a browser's form post would say `Origin: null`.
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('sets its own session cookie: HttpOnly, SameSite=Strict, Path=/ops', async () => {
    const res = await signIn(DEMO_OPS_PASSWORD);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/ops');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^tenor_ops=[\w-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/ops');
  });

  it('refuses a wrong password, then every try from that address for a while', async () => {
    const client = newClient();
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      const wrong = await signIn('not-the-password', client);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.body).toContain('That password is not right.');
    }
    const limited = await signIn(DEMO_OPS_PASSWORD, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['set-cookie']).toBeUndefined();
    // Another address is not held back by it.
    expect((await signIn(DEMO_OPS_PASSWORD)).statusCode).toBe(303);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/sign-in',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://evil.example',
      },
      payload: `password=${DEMO_OPS_PASSWORD}`,
    });
    expect(res.statusCode).toBe(403);
  });

  it('signs out, and a forged or stale cookie is no session', async () => {
    const { cookie, csrf } = await operator();
    expect((await postDesk('/ops/sign-out', cookie, {})).statusCode).toBe(403);
    const out = await postDesk('/ops/sign-out', cookie, { csrf });
    expect(out.statusCode).toBe(303);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await get('/ops', cookie)).statusCode).toBe(401);
    expect((await get('/ops', 'tenor_ops=made-up')).statusCode).toBe(401);
  });

  it("refuses another session's CSRF token with the desk's own page", async () => {
    const [mine, theirs] = [await operator(), await operator()];
    const res = await postDesk('/ops/sign-out', mine.cookie, { csrf: theirs.csrf });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Please use the desk’s own forms.');
    expect((await get('/ops', mine.cookie)).statusCode).toBe(200);
  });
});

describe('wrong desk passwords from many addresses', () => {
  const own = useTestApp();
  const wrongFrom = async (address: string, times: number) => {
    const answers = [];
    for (let i = 0; i < times; i++)
      answers.push((await deskSignIn(own.app, 'guess', address)).statusCode);
    return answers;
  };

  it('never lock the account: under attack each address gets three tries, a fresh one signs in', async () => {
    const { perAddress, perAddressUnderAttack, accountUnderAttack } = SIGN_IN_LIMITS;
    // One address up to its limit: refused from then on, even with the right password.
    expect(await wrongFrom('192.0.2.1', perAddress + 1)).toEqual([
      ...Array<number>(perAddress).fill(401),
      429,
    ]);
    expect((await deskSignIn(own.app, DEMO_OPS_PASSWORD, '192.0.2.1')).statusCode).toBe(429);
    expect((await deskSignIn(own.app, DEMO_OPS_PASSWORD, '192.0.2.2')).statusCode).toBe(303);
    // Many addresses together pass what the account may draw before it is under attack.
    const addresses = Math.ceil(accountUnderAttack / perAddressUnderAttack);
    for (let i = 0; i < addresses; i++) await wrongFrom(`198.18.0.${i + 1}`, perAddressUnderAttack);
    expect(await wrongFrom('198.18.1.1', perAddressUnderAttack + 1)).toEqual([
      ...Array<number>(perAddressUnderAttack).fill(401),
      429,
    ]);
    // An operator on an address without failures is not held back.
    expect((await deskSignIn(own.app, DEMO_OPS_PASSWORD, '203.0.113.9')).statusCode).toBe(303);
    const rows = await own.db
      .selectFrom('rate_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('scope', '=', 'deskSignInAccount')
      .executeTakeFirstOrThrow();
    // Only wrong passwords stay counted: refused tries and right ones are given back.
    expect(Number(rows.n)).toBe(
      perAddress + addresses * perAddressUnderAttack + perAddressUnderAttack,
    );
  });

  it('counts an IPv6 network (/64) as one address', async () => {
    // Enough to reach either allowance, whether or not the account is under attack still.
    await wrongFrom('2001:db8:7:1::a', SIGN_IN_LIMITS.perAddress);
    expect((await deskSignIn(own.app, DEMO_OPS_PASSWORD, '2001:db8:7:1:0:0:0:b')).statusCode).toBe(
      429,
    );
    expect((await deskSignIn(own.app, DEMO_OPS_PASSWORD, '2001:db8:7:2::a')).statusCode).toBe(303);
  });
});

describe('the desk cookie', () => {
  const signInAndOut = async (own: TestApp, headers: Record<string, string>) => {
    const res = await deskSignIn(own.app, DEMO_OPS_PASSWORD, '192.0.2.50', headers);
    expect(res.statusCode).toBe(303);
    const cookie = String(res.headers['set-cookie']);
    const page = await own.app.inject({
      method: 'GET',
      url: '/ops',
      headers: { ...headers, cookie: cookie.split(';')[0]! },
    });
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)![1]!;
    const out = await own.app.inject({
      method: 'POST',
      url: '/ops/sign-out',
      headers: {
        ...headers,
        cookie: cookie.split(';')[0]!,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ csrf }).toString(),
    });
    expect(out.statusCode).toBe(303);
    return [cookie, String(out.headers['set-cookie'])];
  };
  const behindTls = useTestApp({ env: { PUBLIC_HOST: 'desk.tenor.test' } });
  const behindProxy = useTestApp({ env: { TRUST_PROXY: '1', DEMO_PUBLIC: 'true' } });
  const plain = useTestApp();

  it('is Secure when pages are served at https://PUBLIC_HOST, whatever reaches the server', async () => {
    // A TLS proxy in front, TRUST_PROXY off: the request is plain http, the browser's origin https.
    const cookies = await signInAndOut(behindTls, { origin: 'https://localhost:80' });
    for (const cookie of cookies) expect(cookie.split('; ')).toContain('Secure');
  });

  it('is Secure when the request came over https, and not on a plain-http demo', async () => {
    const https = await signInAndOut(behindProxy, { 'x-forwarded-proto': 'https' });
    for (const cookie of https) expect(cookie.split('; ')).toContain('Secure');
    const http = await signInAndOut(plain, {});
    for (const cookie of http) expect(cookie.split('; ')).not.toContain('Secure');
  });
});

describe('answering a complaint from the desk', () => {
  let problemId: number;
  let desk: { cookie: string; csrf: string };

  beforeAll(async () => {
    desk = await operator();
    problemId = await fileComplaint(india, 'My payment of 5 May is not showing.');
  });

  it('lists it under waiting, with its reply deadline, and opens it with the image', async () => {
    const list = await get('/ops', desk.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(`href="/ops/problems/${problemId}"`);
    expect(list.body).toContain('My payment of 5 May is not showing.');
    const page = await get(`/ops/problems/${problemId}`, desk.cookie);
    expect(page.body).toContain(`<h1>Complaint #${problemId}</h1>`);
    const image = /src="(\/ops\/images\/[\w-]{32})"/.exec(page.body)![1]!;
    const read = await get(image, desk.cookie);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect((await get(image)).statusCode).toBe(401);
  });

  it('shows the borrower’s order when one was chosen', async () => {
    const orderNo = (
      await t.db
        .selectFrom('orders')
        .select('order_no')
        .where('id', '=', india.orders['174']!)
        .executeTakeFirstOrThrow()
    ).order_no;
    const { problemId: id } = successData(
      problemSave,
      await borrowerPost(india, problemSave.path, {
        problemType: '3',
        problemDetail: 'Fee looks wrong',
        orderNo,
      }),
    );
    const page = await get(`/ops/problems/${id}`, desk.cookie);
    expect(page.body).toContain(orderNo);
    expect(page.body).toContain('174 · ');
  });

  it('refuses a reply without the session’s form token, and a hostile image', async () => {
    expect((await sendReply(problemId, desk.cookie, 'wrong', 'Hello')).statusCode).toBe(403);
    const before = await t.db.selectFrom('problem_images').select('id').execute();
    const res = await sendReply(problemId, desk.cookie, desk.csrf, 'See', [
      jpeg(),
      hostile.polyglotJpegHtml,
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Only photos can be uploaded');
    expect(await t.db.selectFrom('problem_images').select('id').execute()).toHaveLength(
      before.length,
    );
    const empty = await sendReply(problemId, desk.cookie, desk.csrf, '   ');
    expect(empty.statusCode).toBe(400);
  });

  it('sends text and an image that the borrower sees as disposeDetail and disposeImages', async () => {
    const photo = jpeg(1024, 768);
    const res = await sendReply(problemId, desk.cookie, desk.csrf, 'We found your payment.', [
      photo,
    ]);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/ops/problems/${problemId}?done=replied`);
    const detail = successData(
      problemDetail,
      await borrowerPost(india, problemDetail.path, { problemId }),
    );
    expect(detail).toMatchObject({ disposeDetail: 'We found your payment.', isScore: 1 });
    expect(detail.disposeImages).toHaveLength(1);
    const image = await get(detail.disposeImages[0]!);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(photo)).toBe(true);
    const { tabs } = successData(problemList, await borrowerPost(india, problemList.path, {}));
    expect(tabs.find((tab) => tab.title === 'Replied')!.list.map((p) => p.id)).toContain(problemId);
    const page = await get(`/ops/problems/${problemId}?done=replied`, desk.cookie);
    expect(page.body).toContain('Your reply was sent.');
  });

  it('draws images as bounded thumbnails that link to the full image, never at full size', async () => {
    const page = await get(`/ops/problems/${problemId}`, desk.cookie);
    const images = [...page.body.matchAll(/<a href="([^"]+)"\s*><img([^>]*)\/><\/a>/g)];
    // The borrower's 4 × 3 PNG stays that size; the operator's 1024 × 768 JPEG is boxed in 160.
    expect(
      images.map(([, , attrs]) => /width="(\d+)"\s+height="(\d+)"/.exec(attrs!)!.slice(1)),
    ).toEqual([
      ['4', '3'],
      ['160', '120'],
    ]);
    for (const [, href, attrs] of images) {
      expect(href).toMatch(/^\/ops\/images\/[\w-]{32}$/);
      expect(attrs).toContain(`src="${href}"`);
      expect(attrs).toContain('loading="lazy"');
      expect(attrs).toContain('decoding="async"');
    }
    expect(deskCss).toMatch(/\.gallery img\{[^}]*max-width:160px;max-height:160px/);
  });

  it('closes it, and shows the borrower’s rating', async () => {
    successData(saveScore, await borrowerPost(india, saveScore.path, { problemId, score: 3 }));
    const res = await postDesk(`/ops/problems/${problemId}/close`, desk.cookie, {
      csrf: desk.csrf,
    });
    expect(res.statusCode).toBe(303);
    const row = await t.db
      .selectFrom('problems')
      .select(['status', 'closed_at'])
      .where('id', '=', problemId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('closed');
    expect(row.closed_at).not.toBeNull();
    const closed = await get('/ops?status=closed', desk.cookie);
    expect(closed.body).toContain(`href="/ops/problems/${problemId}"`);
    const chat = await get('/ops/chat', desk.cookie);
    expect(chat.body).toContain(`Complaint #${problemId}`);
    expect(chat.body).toContain('3 of 5');
  });

  it('highlights a complaint waiting past its 3 weekdays', async () => {
    const id = await fileComplaint(indonesia, 'Sudah lama menunggu', false);
    const longAgo = new Date(Date.now() - 10 * 86_400_000).toISOString();
    // The promise is stored at filing (decision 063): both move back.
    const dueThen = new Date(Date.now() - 6 * 86_400_000).toISOString();
    await t.db
      .updateTable('problems')
      .set({ created_at: longAgo, reply_due_at: dueThen })
      .where('id', '=', id)
      .execute();
    const list = await get('/ops?status=pending', desk.cookie);
    const row = list.body.split('<tr').find((r) => r.includes(`/ops/problems/${id}"`))!;
    expect(row).toContain('class="is-overdue"');
    expect(row).toContain('Overdue');
    expect(row).toContain('lang="id"');
  });

  it('404s an unknown complaint as a page', async () => {
    const res = await get('/ops/problems/999999', desk.cookie);
    expect(res.statusCode).toBe(404);
    isHtml(res);
  });
});

describe('chatbot questions on the desk', () => {
  it('lists free text the FAQ could not answer, not the answered ones', async () => {
    const desk = await operator();
    const asked = async (value: string) =>
      successData(qaRecord, await borrowerPost(indonesia, qaRecord.path, { type: 4, value }));
    await asked('Apakah kantor buka hari Minggu di Bandung');
    await asked('kapan dana saya cair?');
    const page = await get('/ops/chat', desk.cookie);
    expect(page.body).toContain('Apakah kantor buka hari Minggu di Bandung');
    expect(page.body).not.toContain('kapan dana saya cair?');
  });
});

describe('a desk that is off', () => {
  describe('without OPS_PASSWORD outside demo mode', () => {
    const off = useTestApp({
      env: { DEMO: 'false', WEBHOOK_SECRET: 'a-production-secret-value' },
    });
    it('does not exist without OPS_PASSWORD outside demo mode', async () => {
      const res = await off.app.inject({
        method: 'GET',
        url: '/ops',
        headers: { accept: 'text/html' },
      });
      expect(res.statusCode).toBe(404);
      expect((await off.app.inject({ method: 'POST', url: '/ops/sign-in' })).statusCode).toBe(404);
    });
  });

  describe('with OPS_PASSWORD outside demo mode', () => {
    const on = useTestApp({
      env: {
        DEMO: 'false',
        WEBHOOK_SECRET: 'a-production-secret-value',
        OPS_PASSWORD: 'a-long-desk-password',
      },
    });
    it('is on outside demo mode with a password of its own, and refuses the demo one', async () => {
      const demo = await on.app.inject({
        method: 'POST',
        url: '/ops/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `password=${DEMO_OPS_PASSWORD}`,
      });
      expect(demo.statusCode).toBe(401);
      const ok = await on.app.inject({
        method: 'POST',
        url: '/ops/sign-in',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'password=a-long-desk-password',
      });
      expect(ok.statusCode).toBe(303);
    });
  });
});

describe('desk pages pass axe basics', () => {
  it('sign-in, complaints, a complaint and the chatbot page', async () => {
    const desk = await operator();
    const id = await fileComplaint(indonesia, 'Tolong periksa pembayaran saya');
    await sendReply(id, desk.cookie, desk.csrf, 'Sudah kami periksa.', [jpeg()]);
    for (const [url, cookie] of [
      ['/ops', undefined],
      ['/ops', desk.cookie],
      ['/ops?status=answered', desk.cookie],
      [`/ops/problems/${id}?done=replied`, desk.cookie],
      ['/ops/chat', desk.cookie],
      ['/ops/problems/999999', desk.cookie],
    ] as const) {
      const res = await get(url, cookie);
      expect(await axeViolations(res.body), url).toEqual([]);
    }
    // jsdom and axe take seconds per page on a busy machine.
  }, 90_000);

  it('uses colours with at least 4.5:1 contrast', () => {
    const pairs: [string, string][] = [
      ['#1f2328', '#ffffff'], // text
      ['#57606a', '#ffffff'], // muted text
      ['#57606a', '#f6f8fa'], // muted on the header
      ['#0b5cad', '#ffffff'], // links, secondary buttons
      ['#0b5cad', '#f6f8fa'], // links in the header
      ['#ffffff', '#0b5cad'], // primary buttons
      ['#a40e26', '#fff1f0'], // overdue, alerts
      ['#1f2328', '#fff1f0'], // text on an overdue row
      ['#116329', '#f0fff4'], // notices
    ];
    for (const [fg, bg] of pairs) {
      expect(deskCss).toContain(fg);
      expect(contrastRatio(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });
});
