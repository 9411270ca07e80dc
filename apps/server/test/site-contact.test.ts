/**
 * The official site's contact form (docs/screens.md "Official website", decision 021): stored once
 * per draft, every field required and bounded, a honeypot that stores nothing, a limit per client
 * address, never a 5xx on a malformed body; the messages listed on the operators' desk.
 */
import { describe, expect, it } from 'vitest';
import { codes } from '@tenor/contract/envelope';
import { contactMessage } from '@tenor/contract/endpoints/site';
import { CONTACT_LIMITS } from '@tenor/contract/contact-rules';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { useTestApp, successData } from './helpers/test-app.ts';

const t = useTestApp();

let next = 1;
/** Each test sends from its own address, so the per-address limit is its own. */
const newClient = () => `198.51.100.${next++}`;
let draft = 1;
const newDraft = () => `draft-${Date.now().toString(36)}-${draft++}`;

const valid = () => ({
  name: 'Asha Rao',
  email: 'asha@example.com',
  message: 'Can I repay my loan early?',
  submissionId: newDraft(),
});

const send = (payload: unknown, remoteAddress = newClient(), query = '') =>
  t.app.inject({
    method: 'POST',
    url: `${contactMessage.path}${query}`,
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const stored = (submissionId: string) =>
  t.db
    .selectFrom('contact_messages')
    .selectAll()
    .where('submission_id', '=', submissionId)
    .execute();

describe('contact form', () => {
  it('stores a complete message with its market and sender', async () => {
    const message = valid();
    const res = await send(
      { ...message, name: '  Asha Rao  ' },
      '198.51.100.200',
      '?languageType=1',
    );
    expect(successData(contactMessage, res)).toBeNull();
    const rows = await stored(message.submissionId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      message: 'Can I repay my loan early?',
      region: 'IN',
      client: '198.51.100.200',
    });
  });

  it.each(['name', 'email', 'message'] as const)('refuses a message without %s', async (field) => {
    for (const missing of [undefined, '', '   ']) {
      const message: Record<string, unknown> = valid();
      if (missing === undefined) delete message[field];
      else message[field] = missing;
      const res = await send(message);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: codes.invalid });
      expect(await stored(message.submissionId as string)).toHaveLength(0);
    }
  });

  it('refuses a malformed e-mail and overlong fields', async () => {
    for (const change of [
      { email: 'asha@' },
      { email: 'asha example.com' },
      { email: 'asha@example' },
      { name: 'x'.repeat(CONTACT_LIMITS.name + 1) },
      { message: 'x'.repeat(CONTACT_LIMITS.message + 1) },
      { email: `${'x'.repeat(CONTACT_LIMITS.email)}@example.com` },
    ]) {
      const message = { ...valid(), ...change };
      const res = await send(message);
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(await stored(message.submissionId)).toHaveLength(0);
    }
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const message = { ...valid(), website: 'https://spam.example' };
    const res = await send(message);
    expect(successData(contactMessage, res)).toBeNull();
    expect(await stored(message.submissionId)).toHaveLength(0);
  });

  it('stores a draft sent twice, or twice at once, one time', async () => {
    const client = newClient();
    const message = valid();
    const answers = await Promise.all([send(message, client), send(message, client)]);
    answers.forEach((res) => expect(successData(contactMessage, res)).toBeNull());
    expect(successData(contactMessage, await send(message, client))).toBeNull();
    expect(await stored(message.submissionId)).toHaveLength(1);
    // The repeats did not spend the address's allowance.
    const events = await t.db
      .selectFrom('rate_events')
      .select('id')
      .where('scope', '=', 'siteContactIp')
      .where('subject', '=', client)
      .execute();
    expect(events).toHaveLength(1);
  });

  it('limits the messages of one address and tells the sender in their language', async () => {
    const client = newClient();
    const max = t.config.siteContactPerIpPerHour;
    for (let i = 0; i < max; i++) {
      expect(successData(contactMessage, await send(valid(), client))).toBeNull();
    }
    const refused = valid();
    const res = await send(refused, client, '?languageType=1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: codes.rateLimited,
      message: expect.stringMatching(/Too many/),
    });
    expect(await stored(refused.submissionId)).toHaveLength(0);
    const indonesian = await send(valid(), client);
    expect(indonesian.json()).toMatchObject({ code: codes.rateLimited });
    expect(indonesian.json().message).not.toMatch(/Too many/);
    // Another address is not held back by this one.
    expect(successData(contactMessage, await send(valid()))).toBeNull();
  });

  it('answers malformed bodies with an envelope, never a 5xx', async () => {
    const bodies: unknown[] = [
      '{"name":',
      '[]',
      'null',
      '"text"',
      '{"name":{"$gt":""},"email":[],"message":1,"submissionId":true}',
      { ...valid(), submissionId: 'short' },
      { ...valid(), submissionId: '../../etc/passwd' },
      { ...valid(), name: 'nul\u0000byte' },
      { ...valid(), website: 'x'.repeat(10_000) },
      '{"__proto__":{"admin":true},"constructor":{"prototype":{}},"name":"a"}',
      JSON.stringify({ ...valid(), message: 'x'.repeat(900_000) }),
    ];
    for (const body of bodies) {
      const res = await send(body);
      expect(res.statusCode, String(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('code');
    }
    const form = await t.app.inject({
      method: 'POST',
      url: contactMessage.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=a&email=a%40b.co&message=m&submissionId=abcdefgh',
    });
    expect(form.statusCode).toBe(415);
  });
});

describe('contact messages on the operators desk', () => {
  it('lists the messages, escaped, to signed-in operators only', async () => {
    const message = { ...valid(), name: '<b>Mallory</b>', message: 'Hello <script>x()</script>' };
    successData(contactMessage, await send(message));

    const anonymous = await t.app.inject({ method: 'GET', url: '/ops/contact' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.body).not.toContain('Mallory');

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/ops/sign-in',
      remoteAddress: newClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: DEMO_OPS_PASSWORD }).toString(),
    });
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!;
    const page = await t.app.inject({ method: 'GET', url: '/ops/contact', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
    expect(page.body).toContain('Hello &lt;script&gt;x()&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body).toMatch(/href="\/ops\/contact" aria-current="page"\s*>Contact messages/);
    // The complaints page links to it.
    const complaints = await t.app.inject({ method: 'GET', url: '/ops', headers: { cookie } });
    expect(complaints.body).toContain('href="/ops/contact"');
  });
});
