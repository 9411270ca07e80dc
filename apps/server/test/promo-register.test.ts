/**
 * register (docs/screens.md "Promotion landing"): '0' creates the borrower with the ad's
 * attribution, '11' already registered, '-1' wrong captcha; the SMS code's five minutes and five
 * tries (decision 020).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp, demoSession } from './helpers/test-app.ts';
import {
  askRegister,
  askSms,
  e164,
  envelopeOf,
  landing,
  solvedCaptcha,
  typedPhone,
  type Landing,
} from './helpers/promo.ts';
import { lastCode } from './helpers/repay.ts';

const t = useTestApp();
afterEach(() => vi.useRealTimers());

const en = { languageType: '1' };

/** A landing whose code was sent: the session and the code. */
async function withCode(region: 'IN' | 'ID' = 'IN'): Promise<{ l: Landing; code: string }> {
  const l = await landing(t, region, en);
  expect(envelopeOf(await askSms(t, l, en)).code).toBe('0');
  return { l, code: await lastCode(t, e164(region, l.phone)) };
}

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const borrowerOf = (phone: string) =>
  t.db.selectFrom('borrowers').selectAll().where('phone', '=', phone).executeTakeFirst();

describe('registered (0)', () => {
  it('creates the borrower in the template market with the attribution', async () => {
    const { l, code } = await withCode('ID');
    const res = await askRegister(
      t,
      l,
      code,
      {},
      {
        appFrom: 'tiktok',
        userFrom: 'creator-9',
        utmTag: 'ramadan',
        inviteCode: 'FRIEND42',
        appName: 'Tenor',
        merchantNumber: '0',
      },
    );
    expect(envelopeOf(res)).toEqual({ code: '0', message: 'Pendaftaran berhasil', data: null });
    const borrower = await borrowerOf(e164('ID', l.phone));
    expect(borrower?.region).toBe('ID');
    const attribution = await t.db
      .selectFrom('promo_registrations')
      .selectAll()
      .where('borrower_id', '=', borrower?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(attribution).toMatchObject({
      template_id: l.templateId,
      app_from: 'tiktok',
      user_from: 'creator-9',
      utm_tag: 'ramadan',
      invite_code: 'FRIEND42',
      app_name: 'Tenor',
    });
  });

  it('says so in English when asked', async () => {
    const { l, code } = await withCode('IN');
    expect(envelopeOf(await askRegister(t, l, code, en)).message).toBe('Registration successful');
  });

  it('closes the session: the same code cannot register again', async () => {
    const { l, code } = await withCode();
    expect(envelopeOf(await askRegister(t, l, code, en)).code).toBe('0');
    const again = await askRegister(t, l, code, en);
    expect(envelopeOf(again)).toMatchObject({ code: '1004' });
  });
});

describe('already registered (11)', () => {
  it("answers '11' for a phone that has an account", async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const l = await landing(t, 'IN', en, session.phone.slice(3));
    expect(envelopeOf(await askRegister(t, l, '123456', en))).toEqual({
      code: '11',
      message: 'You are already registered, please download the APP and log in!',
      data: null,
    });
  });

  it("answers '11' when the phone registered meanwhile in another session", async () => {
    const phone = typedPhone('IN');
    const first = await landing(t, 'IN', en, phone);
    await askSms(t, first, en);
    const firstCode = await lastCode(t, e164('IN', phone));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const second = await landing(t, 'IN', en, phone);
    await askSms(t, second, en);
    const secondCode = await lastCode(t, e164('IN', phone));
    expect(envelopeOf(await askRegister(t, second, secondCode, en)).code).toBe('0');
    expect(envelopeOf(await askRegister(t, first, firstCode, en)).code).toBe('11');
  });
});

describe('wrong captcha (-1)', () => {
  it('takes the captcha that earned the code, typed again', async () => {
    const { l, code } = await withCode();
    const res = await askRegister(t, { ...l, capcode: l.capcode.toUpperCase() }, code, en);
    expect(envelopeOf(res).code).toBe('0');
  });

  it("refuses another answer with '-1'; a fresh captcha then works", async () => {
    const { l, code } = await withCode();
    const res = await askRegister(t, { ...l, capcode: 'zzzz' }, code, en);
    expect(envelopeOf(res)).toEqual({
      code: '-1',
      message: 'The image captcha is wrong or has expired. Please enter the new one.',
      data: null,
    });
    const fresh = await solvedCaptcha(t, l.sid);
    expect(envelopeOf(await askRegister(t, { ...l, capcode: fresh }, code, en)).code).toBe('0');
  });

  it("refuses the earned captcha for another phone with '-1'", async () => {
    const { l, code } = await withCode();
    const res = await askRegister(t, { ...l, phone: typedPhone('IN') }, code, en);
    expect(envelopeOf(res).code).toBe('-1');
  });

  it('answers registered and new phones alike for a wrong captcha', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const bodies = [];
    for (const phone of [session.phone.slice(3), typedPhone('IN')]) {
      const l = await landing(t, 'IN', en, phone);
      const res = await askRegister(t, { ...l, capcode: '????' }, '000000', en);
      bodies.push([res.statusCode, res.body]);
    }
    expect(bodies[0]).toEqual(bodies[1]);
    expect(bodies[0]?.[1]).toContain('"code":"-1"');
  });
});

describe('SMS code', () => {
  it('counts wrong codes and voids the code at the fifth', async () => {
    const { l, code } = await withCode();
    const wrong = otherCode(code);
    const messages = [];
    for (let i = 0; i < 5; i++) messages.push(envelopeOf(await askRegister(t, l, wrong, en)));
    expect(messages.map((m) => m.code)).toEqual(Array(5).fill('800006'));
    expect(messages[0]?.message).toBe('The SMS code is wrong (4 attempts left)');
    expect(messages[3]?.message).toBe('The SMS code is wrong (1 attempts left)');
    expect(messages[4]?.message).toBe('Wrong SMS code 5 times. Please request a new code.');
    // The captcha that earned the code went with it; with a fresh one the right code is
    // still refused.
    expect(envelopeOf(await askRegister(t, l, code, en)).code).toBe('-1');
    const fresh = { ...l, capcode: await solvedCaptcha(t, l.sid) };
    const right = envelopeOf(await askRegister(t, fresh, code, en));
    expect(right).toMatchObject({ code: '800006' });
    expect(right.message).toMatch(/^The SMS code has expired/);
    expect(await borrowerOf(e164('IN', l.phone))).toBeUndefined();
  });

  it('accepts the right code after wrong tries within the limit', async () => {
    const { l, code } = await withCode();
    for (let i = 0; i < 4; i++) await askRegister(t, l, otherCode(code), en);
    expect(envelopeOf(await askRegister(t, l, code, en)).code).toBe('0');
  });

  it('expires after 5 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const { l, code } = await withCode();
    vi.setSystemTime(start + 5 * 60_000 + 1);
    const res = envelopeOf(await askRegister(t, l, code, en));
    expect(res.code).toBe('800006');
    expect(res.message).toMatch(/^The SMS code has expired/);
  });

  it('belongs to the phone it was sent to', async () => {
    const { l, code } = await withCode();
    const fresh = await solvedCaptcha(t, l.sid);
    const other = { ...l, phone: typedPhone('IN'), capcode: fresh };
    expect(envelopeOf(await askRegister(t, other, code, en)).code).toBe('800006');
  });

  it('locks the phone out after 10 wrong tries within an hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const phone = typedPhone('ID');
    const answers = [];
    for (let round = 0; round < 3; round++) {
      vi.setSystemTime(start + round * 61_000);
      const l = await landing(t, 'ID', en, phone);
      const res = await askSms(t, l, en);
      answers.push(envelopeOf(res).code);
      if (envelopeOf(res).code !== '0') continue;
      const code = await lastCode(t, e164('ID', phone));
      for (let i = 0; i < 5; i++)
        answers.push(envelopeOf(await askRegister(t, l, otherCode(code), en)).code);
    }
    // Two codes, five wrong tries each: the third code is refused, locked out.
    expect(answers.slice(0, 12)).toEqual([
      '0',
      ...Array(5).fill('800006'),
      '0',
      ...Array(5).fill('800006'),
    ]);
    expect(answers[12]).toBe('1029');
  });
});
