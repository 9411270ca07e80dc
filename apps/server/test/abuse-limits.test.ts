/**
 * Limits under concurrent abuse (decision 023), beside the sequential cases the area
 * tests already cover (promo-sms, promo-register, repay-card, care-desk, otp-limits): guesses
 * and resends sent all at once get no more than those sent one by one; and with demo mode off,
 * every sandbox route a demo server has answers 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@tenor/contract/api';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import { SIGN_IN_LIMITS } from '../src/desk/desk-auth.ts';
import { OTP_MAX_ATTEMPTS } from '../src/providers/otp-code.ts';
import {
  askRegister,
  askSms,
  e164,
  envelopeOf,
  landing,
  smsCount,
  typedPhone,
} from './helpers/promo.ts';
import { repaymentCommit } from '@tenor/contract/endpoints/repay';
import { cardScreen, formAsBorrower, lastCode, outboxOf, unpaidTotals } from './helpers/repay.ts';
import { useTestApp, demoSession, successData } from './helpers/test-app.ts';

const AT_ONCE = 20;
const en = { languageType: '1' };

describe('guesses sent all at once', () => {
  const t = useTestApp();

  it('the desk judges at most its limit of wrong passwords from one address', async () => {
    const signIn = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ops/sign-in',
        remoteAddress: '198.51.100.7',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ password }).toString(),
      });
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => signIn(`wrong-password-${i}`)),
    );
    let judged = answers.filter((r) => r.statusCode === 401).length;
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(AT_ONCE - judged);
    // Tries refused unjudged are not held against the address; more, one by one, until refused.
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i++) {
      if ((await signIn(`one-more-${i}`)).statusCode === 401) judged += 1;
    }
    expect(judged).toBe(SIGN_IN_LIMITS.perAddress);
    // Even the right password is not compared now.
    expect((await signIn(DEMO_OPS_PASSWORD)).statusCode).toBe(429);
  });

  it('one promotion captcha earns one SMS, whatever number of phones ask with it', async () => {
    const l = await landing(t, 'IN', en);
    const before = await smsCount(t);
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => askSms(t, { ...l, phone: typedPhone('IN') }, en)),
    );
    const codes = answers.map((r) => envelopeOf(r).code);
    expect(codes.filter((c) => c === '0')).toHaveLength(1);
    expect(codes.filter((c) => c !== '0')).toEqual(Array(AT_ONCE - 1).fill('101'));
    expect((await smsCount(t)) - before).toBe(1);
  });

  it('a promotion SMS code takes at most five tries, then not even the right one', async () => {
    const l = await landing(t, 'IN', en);
    expect(envelopeOf(await askSms(t, l, en)).code).toBe('0');
    const code = await lastCode(t, e164('IN', l.phone));
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () => askRegister(t, l, wrong, en)),
    );
    // Each try is counted before it is judged: the first four wrong ones are told how many
    // are left, later ones that it is void, or (its captcha gone with it) that the captcha is wrong.
    const messages = answers.map((r) => envelopeOf(r));
    for (const m of messages) expect(['800006', '-1']).toContain(m.code);
    expect(messages.filter((m) => /attempts left/.test(m.message)).length).toBeLessThanOrEqual(
      OTP_MAX_ATTEMPTS - 1,
    );
    expect(envelopeOf(await askRegister(t, l, code, en)).code).not.toBe('0');
    const borrower = await t.db
      .selectFrom('borrowers')
      .select('id')
      .where('phone', '=', e164('IN', l.phone))
      .executeTakeFirst();
    expect(borrower).toBeUndefined();
  });
  it('a card payment’s code is sent again once per countdown, whatever arrives at once', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    const orderId = session.orders['174']!;
    const way = await cardScreen(t, session, orderId);
    const fields = {
      orderId,
      amount: (await unpaidTotals(t, orderId)).reduce((a, b) => a + b, 0),
      cardId: way.bankCards[0]!.id, // the card that needs an SMS code
      repayToken: way.repayToken,
      sendMsg: 1,
    };
    const started = await formAsBorrower(t, session, repaymentCommit.path, fields);
    const { repayRecordId } = successData(repaymentCommit, started);
    // The countdown has run out: a resend is due, once.
    await t.db
      .updateTable('repayments')
      .set({ otp_sent_at: new Date(Date.now() - 61_000).toISOString() })
      .where('id', '=', repayRecordId)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        formAsBorrower(t, session, repaymentCommit.path, fields),
      ),
    );
    const codes = answers.map((r) => envelopeOf(r).code);
    expect(codes.filter((c) => c === '00')).toHaveLength(1);
    expect(codes.filter((c) => c !== '00')).toEqual(Array(AT_ONCE - 1).fill('800005'));
    expect(await outboxOf(t, session.phone)).toHaveLength(2);
  });
});

describe('with demo mode off', () => {
  const sandboxRoutes: { method: string; url: string }[] = [];
  const demo = useTestApp({
    onRoute: ({ method, url }) => {
      for (const m of [method].flat()) {
        if (m !== 'HEAD' && /^\/(dev|sandbox)\b/.test(url)) sandboxRoutes.push({ method: m, url });
      }
    },
  });
  beforeAll(async () => {
    await demo.app.ready();
  });
  const live = useTestApp({
    env: { DEMO: 'false', WEBHOOK_SECRET: 'a-production-secret-1234' },
  });

  it('answers 404 on every sandbox route a demo server has, /dev/session first', async () => {
    const fromContract = Object.values(api.dev).map((e) => ({ method: e.method, url: e.path }));
    expect(fromContract.map((r) => r.url)).toContain('/dev/session');
    const routes = [...fromContract, ...sandboxRoutes];
    expect(sandboxRoutes.length).toBeGreaterThanOrEqual(fromContract.length);
    for (const { method, url } of routes) {
      const res = await live.app.inject({
        method: method as 'GET' | 'POST',
        url: `${url.replace(/:\w+/g, '1')}?languageType=1`,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { code: '1004', message: 'Not found', data: null },
      ]);
    }
  });
});
