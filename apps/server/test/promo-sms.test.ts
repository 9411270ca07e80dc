/**
 * get-sms (docs/screens.md "Promotion landing"): '0' sent, '101' wrong captcha, '11' already
 * registered, other codes with their message; the captcha's single use, expiry and binding to its
 * session; and every limit on codes (decision 020).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getCaptcha } from '@tenor/contract/endpoints/promo';
import { useTestApp, demoSession } from './helpers/test-app.ts';
import {
  askSms,
  e164,
  envelopeOf,
  landing,
  newSid,
  promoGet,
  smsCount,
  solvedCaptcha,
  templateOf,
  typedPhone,
} from './helpers/promo.ts';
import { outboxOf } from './helpers/repay.ts';

const t = useTestApp();
afterEach(() => vi.useRealTimers());

const MINUTE = 60_000;

/** Runs the clock from now on: `at(ms)` sets it `ms` after the start. */
function clock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Read from the frozen clock: read before it, the start could be a millisecond behind the
  // time the captcha is drawn at, and `at(2 * MINUTE + 1)` then fell inside its 2 minutes.
  const start = Date.now();
  return { at: (ms: number) => vi.setSystemTime(start + ms) };
}

let lastIp = 0;
/** A client address of its own, so one test's codes never count against another's. */
const freshIp = () => `10.1.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;

describe('sent', () => {
  it("answers '0' with the spec's message and sends a six-digit code to the phone", async () => {
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v);
    const res = await askSms(t, l, v);
    expect(res.statusCode).toBe(200);
    expect(envelopeOf(res)).toEqual({
      code: '0',
      message: 'Verification code has been sent, please check your phone!',
      data: null,
    });
    const [sms] = await outboxOf(t, e164('IN', l.phone));
    const code = sms?.text.match(/\d{6}/)?.[0] ?? '';
    // India's is its registered DLT template exactly: no room for a WebOTP line (decision 031).
    expect(sms?.text).toBe(
      `Tenor: ${code} is your registration code. It expires in 5 minutes. Never share it with anyone, including our staff.`,
    );
    const row = await t.db
      .selectFrom('promo_sessions')
      .selectAll()
      .where('sid', '=', l.sid)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.phone).toBe(e164('IN', l.phone));
  });

  it("speaks the template market's language unless languageType says otherwise", async () => {
    const indonesia = await landing(t, 'ID', { ip: freshIp() });
    expect(envelopeOf(await askSms(t, indonesia, { ip: freshIp() })).message).toBe(
      'Kode verifikasi telah dikirim, silakan periksa ponsel Anda!',
    );
    const [sms] = await outboxOf(t, e164('ID', indonesia.phone));
    expect(sms?.text).toMatch(/^Tenor: \d{6} adalah kode pendaftaran Anda/);
    // The WebOTP line names the host the page was opened at (demo mode: the request's).
    const code = sms?.text.match(/\d{6}/)?.[0] ?? '';
    expect(sms?.text.endsWith(`\n\n@localhost #${code}`)).toBe(true);
    const india = await landing(t, 'IN');
    expect(envelopeOf(await askSms(t, india, { ip: freshIp() })).message).toMatch(/^Verification/);
    const asked = await landing(t, 'ID');
    const res = await askSms(t, asked, { ip: freshIp(), languageType: '1' });
    expect(envelopeOf(res).message).toMatch(/^Verification/);
  });

  it('takes the phone as people type it and keeps it in E.164', async () => {
    const typed = typedPhone('ID');
    const l = await landing(t, 'ID', {}, `+62 ${typed.slice(1, 4)}-${typed.slice(4)}`);
    expect(envelopeOf(await askSms(t, l, { ip: freshIp() })).code).toBe('0');
    expect(await outboxOf(t, e164('ID', typed))).toHaveLength(1);
  });
});

describe('wrong captcha (101)', () => {
  const wrong = {
    code: '101',
    message: 'The image captcha is wrong or has expired. Please enter the new one.',
    data: null,
  };

  it('refuses a wrong answer and uses the captcha up', async () => {
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v);
    const flipped = l.capcode === 'aaaa' ? 'cccc' : 'aaaa';
    expect(envelopeOf(await askSms(t, l, v, { capcode: flipped }))).toEqual(wrong);
    // The right answer after a wrong one: that captcha is gone.
    expect(envelopeOf(await askSms(t, l, v))).toEqual(wrong);
    expect(await outboxOf(t, e164('IN', l.phone))).toHaveLength(0);
  });

  it('refuses a captcha used once already (no reuse for a second code)', async () => {
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v);
    expect(envelopeOf(await askSms(t, l, v)).code).toBe('0');
    const again = { ...l, phone: typedPhone('IN') };
    expect(envelopeOf(await askSms(t, again, v))).toEqual(wrong);
  });

  it('refuses a captcha after 2 minutes', async () => {
    const time = clock();
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v);
    time.at(2 * MINUTE + 1);
    expect(envelopeOf(await askSms(t, l, v))).toEqual(wrong);
    const fresh = { ...l, capcode: await solvedCaptcha(t, l.sid, v) };
    time.at(3 * MINUTE + 50_000);
    expect(envelopeOf(await askSms(t, fresh, v)).code).toBe('0');
  });

  it('binds a captcha to its session', async () => {
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v);
    const other = await newSid(t, v);
    await promoGet(t, `${getCaptcha.path}?sid=${other}`);
    expect(envelopeOf(await askSms(t, { ...l, sid: other }, v))).toEqual(wrong);
  });

  it('voids the previous captcha when a new one is drawn', async () => {
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v);
    await promoGet(t, `${getCaptcha.path}?sid=${l.sid}`);
    expect(envelopeOf(await askSms(t, l, v))).toEqual(wrong);
  });

  it('takes the answer in any case and with spaces around it', async () => {
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v);
    expect(
      envelopeOf(await askSms(t, { ...l, capcode: ` ${l.capcode.toUpperCase()}` }, v)),
    ).toMatchObject({
      code: '0',
    });
  });
});

describe('already registered (11)', () => {
  it("answers '11' after a right captcha, and sends nothing", async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v, session.phone.slice(3));
    const before = (await outboxOf(t, session.phone)).length;
    expect(envelopeOf(await askSms(t, l, v))).toEqual({
      code: '11',
      message: 'You are already registered, please download the APP and log in!',
      data: null,
    });
    expect(await outboxOf(t, session.phone)).toHaveLength(before);
  });

  it('answers registered and new phones alike until the captcha is right', async () => {
    const session = await demoSession(t.app, { region: 'ID' });
    const registered = `0${session.phone.slice(3)}`;
    const v = { ip: freshIp(), languageType: '2' };
    const same = async (over: object) => {
      const answers = [];
      for (const phone of [registered, typedPhone('ID')]) {
        const l = await landing(t, 'ID', v, phone);
        const res = await askSms(t, { ...l, ...over }, v);
        answers.push({ status: res.statusCode, body: res.body });
      }
      expect(answers[0]).toEqual(answers[1]);
      return answers[0];
    };
    expect((await same({ capcode: '!!!!' }))?.body).toContain('"code":"101"');
    expect((await same({ sid: 'gone' }))?.body).toContain('"code":"1004"');
    expect((await same({ templateId: 424242 }))?.body).toContain('"code":"1004"');
  });
});

describe('other answers', () => {
  it('refuses a phone that is not of the market with the spec message', async () => {
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v, '13812345678');
    const res = await askSms(t, l, v);
    expect(res.statusCode).toBe(400);
    expect(envelopeOf(res)).toEqual({
      code: '1001',
      message: 'Please enter the phone number correctly!',
      data: null,
    });
    const id = await landing(t, 'ID', {}, typedPhone('IN'));
    expect(envelopeOf(await askSms(t, id, { ip: freshIp() })).message).toBe(
      'Silakan masukkan nomor ponsel dengan benar!',
    );
  });

  it('answers 1004 for an expired session', async () => {
    const time = clock();
    const v = { ip: freshIp(), languageType: '1' };
    const l = await landing(t, 'IN', v);
    time.at(31 * MINUTE);
    expect(envelopeOf(await askSms(t, l, v))).toMatchObject({
      code: '1004',
      message: 'This page has expired. Please reload it.',
    });
  });
});

describe('limits per phone', () => {
  it('sends one code a minute to a phone, whatever the session or address', async () => {
    const time = clock();
    const phone = typedPhone('IN');
    const first = await landing(t, 'IN', {}, phone);
    expect(envelopeOf(await askSms(t, first, { ip: freshIp() })).code).toBe('0');
    time.at(30_000);
    const again = await landing(t, 'IN', {}, phone);
    const res = await askSms(t, again, { ip: freshIp(), languageType: '1' });
    expect(res.statusCode).toBe(429);
    // The wait is rounded up to whole seconds from the stored send time, which PostgreSQL
    // may hold a moment later than the test clock read: 30 s, or 31 at a second's edge.
    expect(envelopeOf(res)).toMatchObject({
      code: '1029',
      message: expect.stringMatching(
        /^Please do not resend the code\. You can request a new one in 3[01] s\.$/,
      ),
    });
    time.at(MINUTE + 1);
    const later = await landing(t, 'IN', {}, phone);
    expect(envelopeOf(await askSms(t, later, { ip: freshIp() })).code).toBe('0');
    expect(await outboxOf(t, e164('IN', phone))).toHaveLength(2);
  });

  it('sends at most 5 codes an hour and 10 a day to a phone', async () => {
    const time = clock();
    const phone = typedPhone('ID');
    const sent: string[] = [];
    for (let i = 0; i < 24; i++) {
      // Two minutes apart, over 48 minutes per hour-block; a new block every 70 minutes.
      time.at(Math.floor(i / 6) * 70 * MINUTE + (i % 6) * 2 * MINUTE);
      const l = await landing(t, 'ID', {}, phone);
      const res = await askSms(t, l, { ip: freshIp(), languageType: '1' });
      sent.push(envelopeOf(res).code);
      if (i === 5) {
        expect(envelopeOf(res).message).toMatch(/^Too many verification codes were requested/);
      }
    }
    // Blocks 1 and 2 send five each; the day's ten are then used up.
    expect(sent.filter((c) => c === '0')).toHaveLength(10);
    expect(sent.slice(0, 6)).toEqual(['0', '0', '0', '0', '0', '1029']);
    expect(sent.slice(12)).toEqual(Array(12).fill('1029'));
    expect(await outboxOf(t, e164('ID', phone))).toHaveLength(10);
  });
});

describe('limits per session and address', () => {
  it('sends at most 3 codes in one registration session', async () => {
    const time = clock();
    const v = { ip: freshIp(), languageType: '1' };
    const sid = await newSid(t, v);
    const template = await templateOf(t, 'IN');
    const codes = [];
    for (let i = 0; i < 5; i++) {
      time.at(i * 2 * MINUTE);
      const l = {
        templateId: template.id,
        sid,
        phone: typedPhone('IN'),
        capcode: await solvedCaptcha(t, sid, v),
      };
      const res = await askSms(t, l, v);
      codes.push(envelopeOf(res).code);
      if (i === 3) {
        expect(envelopeOf(res).message).toBe(
          'Too many codes were requested on this page. Please reload the page.',
        );
      }
    }
    expect(codes).toEqual(['0', '0', '0', '1029', '1029']);
  });

  describe('with four codes an hour per address', () => {
    const own = useTestApp({ env: { PROMO_SMS_PER_IP_PER_HOUR: '4' } });
    it('sends at most PROMO_SMS_PER_IP_PER_HOUR codes to one address an hour', async () => {
      const v = { ip: '203.0.113.9', languageType: '1' };
      const codes = [];
      for (let i = 0; i < 7; i++)
        codes.push(envelopeOf(await askSms(own, await landing(own, 'IN', v), v)).code);
      expect(codes).toEqual(['0', '0', '0', '0', '1029', '1029', '1029']);
      const other = { ip: '203.0.113.10' };
      expect(envelopeOf(await askSms(own, await landing(own, 'IN', other), other)).code).toBe('0');
      expect(await smsCount(own)).toBe(5);
    });
  });
});

describe('hourly budget', () => {
  const own = useTestApp({ env: { PROMO_SMS_HOURLY_BUDGET: '3' }, captureLogs: true });
  it('stops sending past PROMO_SMS_HOURLY_BUDGET and alerts in the log', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) {
      const v = { ip: `198.51.100.${i + 1}`, languageType: '1' };
      const res = await askSms(own, await landing(own, 'IN', v), v);
      answers.push([res.statusCode, envelopeOf(res).code]);
    }
    expect(answers).toEqual([
      [200, '0'],
      [200, '0'],
      [200, '0'],
      [503, '1503'],
      [503, '1503'],
      [503, '1503'],
    ]);
    expect(await smsCount(own)).toBe(3);
    const alerts = own
      .logs()
      .split('\n')
      .filter((line) => line.includes('"alert":"promoSmsBudget"'));
    // Once a minute per instance, not once per refused code.
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toContain('"level":50');
    expect(alerts[0]).toContain('"budget":3');
  });
});

describe('without an SMS provider', () => {
  const own = useTestApp({ env: { SMS_PROVIDER: 'none' } });
  it('answers 1503 and sends nothing', async () => {
    const res = await askSms(own, await landing(own, 'IN'), { languageType: '1' });
    expect(res.statusCode).toBe(503);
    expect(envelopeOf(res).code).toBe('1503');
  });
});
