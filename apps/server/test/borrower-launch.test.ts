import { beforeAll, describe, expect, it } from 'vitest';
import { recommendProductList } from '@tenor/contract/endpoints/loans';
import { borrowerLaunch } from '../src/render/borrower-launch.ts';
import { demoSession, postJson, type DemoSession, useTestApp } from './helpers/test-app.ts';

/**
 * A launch opens in its borrower's market and, in India, in the language their pages last
 * spoke (decision 074): the page address is sent again with `languageType` and `locale` set;
 * a launch that already reads so, or names its own `locale`, is served as it came.
 */
const t = useTestApp();
let india: DemoSession;
let indonesia: DemoSession;

beforeAll(async () => {
  india = await demoSession(t.app, { region: 'IN' });
  indonesia = await demoSession(t.app, { region: 'ID' });
});

const open = (query: string, acceptLanguage?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/loanDetails?orderId=7&${query}`,
    headers: {
      accept: 'text/html',
      ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }),
    },
  });

/** The address a launch is sent to, or null when it is served. */
const sentTo = async (query: string, acceptLanguage?: string) => {
  const res = await open(query, acceptLanguage);
  if (res.statusCode !== 302) return null;
  expect(res.headers['cache-control']).toBe('no-store');
  return new URLSearchParams(String(res.headers.location).split('?')[1]);
};

/** A call of the borrower's pages in a language (`hi`, or India's English without a locale). */
const speak = (session: DemoSession, locale?: 'hi') =>
  postJson(
    t.app,
    recommendProductList.path,
    {},
    {
      'x-token': session.token,
      'x-language-type': '1',
      ...(locale === undefined ? {} : { 'x-locale': locale }),
    },
  );

describe('a launch in its borrower’s market', () => {
  it('gives an Indian borrower launched without languageType India’s, keeping the rest', async () => {
    const sent = await sentTo(`token=${india.token}&deviceId=d1&appName=Tenor`);
    expect(sent?.get('languageType')).toBe('1');
    expect(sent?.get('token')).toBe(india.token);
    expect(sent?.get('orderId')).toBe('7');
    expect(sent?.get('deviceId')).toBe('d1');
    // Indonesia's languageType on an Indian borrower's launch is India's too.
    expect((await sentTo(`token=${india.token}&languageType=2`))?.get('languageType')).toBe('1');
  });

  it('gives an Indonesian borrower launched as India Indonesia, in the words it asked for', async () => {
    // English asked for: Indonesia's market in English.
    const english = await sentTo(`token=${indonesia.token}&languageType=1`);
    expect(english?.has('languageType')).toBe(false);
    expect(english?.get('locale')).toBe('en');
    // The staff's Chinese kept.
    const staff = await sentTo(`token=${indonesia.token}&languageType=1&locale=zh-CN`);
    expect(staff?.has('languageType')).toBe(false);
    expect(staff?.get('locale')).toBe('zh-CN');
  });

  it('serves a launch that reads right, an unknown token and a site page as they came', async () => {
    expect(await sentTo(`token=${india.token}&languageType=1`)).toBeNull();
    expect(await sentTo(`token=${indonesia.token}`)).toBeNull();
    expect(await sentTo('token=not-a-session')).toBeNull();
    const site = await t.app.inject({
      method: 'GET',
      url: `/About?token=${india.token}`,
      headers: { accept: 'text/html' },
    });
    expect(site.statusCode).not.toBe(302);
  });
});

describe('a page of the other market', () => {
  const chooser = (token: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/individual?orderId=7&amount=100&token=${token}${query}`,
      headers: { accept: 'text/html' },
    });

  it('sends an Indian borrower from the bank chooser to the payment page, query and all', async () => {
    for (const query of ['&languageType=1', '']) {
      const res = await chooser(india.token, query);
      expect(res.statusCode).toBe(302);
      const [path, search] = String(res.headers.location).split('?');
      expect(path).toBe('/that');
      const sent = new URLSearchParams(search);
      expect(sent.get('orderId')).toBe('7');
      expect(sent.get('amount')).toBe('100');
      expect(sent.get('languageType')).toBe('1');
    }
  });

  it('serves Indonesia’s borrower the chooser as it came', async () => {
    expect((await chooser(indonesia.token)).statusCode).not.toBe(302);
  });
});

describe('an Indian borrower’s language across launches', () => {
  it('opens a launch that names no language in the one their pages last spoke', async () => {
    const session = await demoSession(t.app, { region: 'IN' });
    // Hindi chosen (the switch's calls say locale=hi): an English phone's next launch is Hindi.
    await speak(session, 'hi');
    const hindi = await sentTo(`token=${session.token}&languageType=1`, 'en-IN,en;q=0.9');
    expect(hindi?.get('locale')).toBe('hi');
    // …and a Hindi phone's needs nothing added.
    expect(await sentTo(`token=${session.token}&languageType=1`, 'hi-IN,hi;q=0.9')).toBeNull();
    // English chosen back: a Hindi phone's next launch stays English.
    await speak(session);
    const english = await sentTo(`token=${session.token}&languageType=1`, 'hi-IN,hi;q=0.9');
    expect(english?.get('locale')).toBe('en');
    // A launch that names its language wins.
    expect(await sentTo(`token=${session.token}&languageType=1&locale=hi`, 'hi')).toBeNull();
  });

  it('leaves a borrower who has spoken nothing yet to the phone', () => {
    const fresh = { region: 'IN', language: null } as const;
    expect(borrowerLaunch({ languageType: '1' }, fresh, 'hi-IN')).toBeNull();
    expect(borrowerLaunch({}, fresh, 'hi-IN')).toEqual({ languageType: '1' });
    // Indonesia's borrowers have one language; a Hindi locale there changes nothing.
    expect(borrowerLaunch({ locale: 'hi' }, { region: 'ID', language: null }, 'hi')).toBeNull();
  });
});
