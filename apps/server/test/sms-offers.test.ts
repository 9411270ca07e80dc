/**
 * Marketing SMS offers (decision 065, docs/compliance.md) on a fake clock, in both markets: a
 * campaign scheduled in the desk reaches a borrower whose marketing consent stands, once, with
 * the sender's name and how to stop; a consent withdrawn after the campaign was created (before
 * its audience is written, or after and before the SMS is claimed) stops it; nothing outside
 * the market's promotional hours or on its holidays, the campaign waiting and then sending;
 * two instances sending at once send each borrower one SMS (on PostgreSQL, `npm run test:pg`,
 * two connections claiming with SKIP LOCKED); an erased borrower never gets one; "only
 * borrowers with no open loan" skips the others; the desk refuses a text with a foreign link,
 * too long, or outside the SMS alphabet.
 */
import { describe, expect, it } from 'vitest';
import { dataConsent } from '@tenor/contract/endpoints/rights';
import { devOffersSend } from '@tenor/contract/endpoints/dev';
import type { Region } from '@tenor/contract/launch';
import { orderStatus } from '@tenor/contract/orders';
import { DEMO_OPS_PASSWORD } from '../src/config.ts';
import type { Holidays } from '../src/domain/orders/working-days.ts';
import { offerRepository } from '../src/modules/offers/offer-repository.ts';
import { insideOfferHours, offerSms } from '../src/modules/offers/offer-rules.ts';
import { offerService } from '../src/modules/offers/offer-service.ts';
import { outboxSms } from '../src/providers/sms.ts';
import { deskSignIn, langQuery } from './helpers/care.ts';
import { marketTime } from './helpers/market-time.ts';
import {
  demoSession,
  postJson,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';

const t = useTestApp();

/** A Thursday; the 16th is a Saturday, the 17th a Sunday. */
const DAY = '2030-03-14';

const silent = { error: () => undefined };
const noHolidays: Holidays = { IN: [], ID: [] };

const sender = (instance: string, holidays: Holidays = noHolidays) =>
  offerService({
    repo: offerRepository(t.db, t.config.dialect),
    sms: outboxSms(t.db),
    holidays,
    brand: t.config.brand.appName,
    log: silent,
    instance,
  });

let unique = 0;
/** A text no other test sends, so each test reads only its own SMS. */
const textFor = (region: Region) =>
  region === 'IN'
    ? `Top-up at 1.5% a month, code T${++unique}`
    : `Tambah dana 1,5% sebulan, kode T${++unique}`;

const consent = (s: DemoSession, region: Region, given: boolean) =>
  postJson(
    t.app,
    `${dataConsent.path}?${langQuery(region)}`,
    { key: 'marketingSms', given },
    {
      'x-token': s.token,
    },
  ).then((res) => successData(dataConsent, res));

const offersTo = (phone: string, text: string) =>
  t.db
    .selectFrom('sms_outbox')
    .select('text')
    .where('phone', '=', phone)
    .where('text', 'like', `%${text}%`)
    .execute();

const rowOf = (offerId: number, borrowerId: number) =>
  t.db
    .selectFrom('sms_offer_sends')
    .select('status')
    .where('offer_id', '=', offerId)
    .where('borrower_id', '=', borrowerId)
    .executeTakeFirst();

/** A campaign written straight through the service (the desk's own path is tested below). */
const campaign = (region: Region, text: string, noOpenLoan = false) =>
  sender('creator').create({
    region,
    text,
    noOpenLoan,
    sendAt: marketTime(region, DAY, '09:00'),
  });

async function operator(): Promise<{ cookie: string; csrf: string }> {
  const res = await deskSignIn(t.app, DEMO_OPS_PASSWORD, `10.9.0.${++unique % 250}`);
  expect(res.statusCode).toBe(303);
  const cookie = String(res.headers['set-cookie']).split(';')[0]!;
  const page = await t.app.inject({ method: 'GET', url: '/ops/offers', headers: { cookie } });
  expect(page.statusCode).toBe(200);
  return { cookie, csrf: /name="csrf" value="([^"]+)"/.exec(page.body)![1]! };
}

const postOffer = (desk: { cookie: string; csrf: string }, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/ops/offers',
    headers: { cookie: desk.cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ csrf: desk.csrf, ...fields }).toString(),
  });

describe.each(['IN', 'ID'] as const)('%s: an offer and the consent', (region) => {
  it('scheduled in the desk, reaches the consenting borrower once (sender named, how to stop) and not the other; the desk counts them', async () => {
    const [yes, no] = await Promise.all([
      demoSession(t.app, { region }),
      demoSession(t.app, { region }),
    ]);
    await consent(yes, region, true);
    const desk = await operator();
    const text = textFor(region);
    const created = await postOffer(desk, {
      region,
      [region === 'IN' ? 'textEn' : 'textId']: text,
      sendAt: `${DAY}T09:00`,
    });
    expect(created.statusCode).toBe(303);
    const offerId = Number(/created=(\d+)/.exec(String(created.headers.location))![1]);

    // Before its send time, nothing; at it inside the hours, the SMS.
    const before = await postJson(t.app, devOffersSend.path, {
      at: marketTime(region, DAY, '08:59').toISOString(),
    });
    expect(successData(devOffersSend, before).sent).toBe(0);
    const at = marketTime(region, DAY, '11:00').toISOString();
    successData(devOffersSend, await postJson(t.app, devOffersSend.path, { at }));
    successData(devOffersSend, await postJson(t.app, devOffersSend.path, { at }));

    const sms = offerSms(region, t.config.brand.appName, text);
    expect(await offersTo(yes.phone, text)).toEqual([{ text: sms }]);
    expect(sms).toContain(t.config.brand.appName);
    expect(sms).toMatch(region === 'IN' ? /To stop offers: My data/ : /Untuk berhenti: Data saya/);
    expect(await offersTo(no.phone, text)).toEqual([]);
    expect(await rowOf(offerId, yes.borrowerId)).toEqual({ status: 'sent' });
    expect(await rowOf(offerId, no.borrowerId)).toEqual({ status: 'noConsent' });

    const page = await t.app.inject({
      method: 'GET',
      url: '/ops/offers',
      headers: { cookie: desk.cookie },
    });
    const row = new RegExp(`<tr data-offer="${offerId}">[\\s\\S]*?</tr>`).exec(page.body)![0];
    const count = (name: string) =>
      Number(new RegExp(`data-count="${name}">(\\d+)<`).exec(row)![1]);
    expect(count('sent')).toBeGreaterThanOrEqual(1);
    expect(count('noConsent')).toBeGreaterThanOrEqual(1);
    expect(count('eligible')).toBe(count('sent') + count('failed'));
    expect(row).toContain('Done');
  });

  it('a consent withdrawn after the campaign was created stops the SMS, before or after its audience is written', async () => {
    const [early, late] = await Promise.all([
      demoSession(t.app, { region }),
      demoSession(t.app, { region }),
    ]);
    await consent(early, region, true);
    await consent(late, region, true);
    const text = textFor(region);
    const offer = await campaign(region, text);
    await consent(early, region, false);
    const now = marketTime(region, DAY, '12:00');
    // The audience is written while `late` still consents; the withdrawal comes before the send.
    await offerRepository(t.db, t.config.dialect).writeAudience(offer, now.toISOString());
    expect(await rowOf(offer.id, late.borrowerId)).toEqual({ status: 'pending' });
    await consent(late, region, false);
    await sender('a').run(now);
    expect(await offersTo(early.phone, text)).toEqual([]);
    expect(await offersTo(late.phone, text)).toEqual([]);
    expect(await rowOf(offer.id, early.borrowerId)).toEqual({ status: 'noConsent' });
    expect(await rowOf(offer.id, late.borrowerId)).toEqual({ status: 'noConsent' });
  });

  it('never reaches an erased borrower, or one whose erasure is scheduled', async () => {
    const [erased, scheduled] = await Promise.all([
      demoSession(t.app, { region }),
      demoSession(t.app, { region }),
    ]);
    for (const [s, status] of [
      [erased, 'done'],
      [scheduled, 'scheduled'],
    ] as const) {
      await consent(s, region, true);
      await t.db
        .insertInto('data_requests')
        .values({
          reference: `DR-${region}-T${s.borrowerId}`,
          borrower_id: s.borrowerId,
          region,
          kind: 'erase',
          status,
          channel: 'app',
          due_at: new Date().toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    const text = textFor(region);
    const offer = await campaign(region, text);
    await sender('a').run(marketTime(region, DAY, '13:00'));
    expect(await offersTo(erased.phone, text)).toEqual([]);
    expect(await offersTo(scheduled.phone, text)).toEqual([]);
    expect(await rowOf(offer.id, erased.borrowerId)).toBeUndefined();
    expect(await rowOf(offer.id, scheduled.borrowerId)).toBeUndefined();
  });

  it('"only borrowers with no open loan" skips a borrower with one and reaches one whose loans are closed', async () => {
    const [open, closed] = await Promise.all([
      demoSession(t.app, { region }),
      demoSession(t.app, { region }),
    ]);
    await consent(open, region, true);
    await consent(closed, region, true);
    await t.db
      .updateTable('orders')
      .set({ status: orderStatus.settled })
      .where('borrower_id', '=', closed.borrowerId)
      .execute();
    const openOrders = await t.db
      .selectFrom('orders')
      .select('id')
      .where('borrower_id', '=', open.borrowerId)
      .where('status', 'in', [orderStatus.disbursed, orderStatus.due, orderStatus.overdue])
      .execute();
    expect(openOrders.length).toBeGreaterThan(0);
    const text = textFor(region);
    const offer = await campaign(region, text, true);
    await sender('a').run(marketTime(region, DAY, '14:00'));
    expect(await offersTo(open.phone, text)).toEqual([]);
    expect(await offersTo(closed.phone, text)).toHaveLength(1);
    expect(await rowOf(offer.id, open.borrowerId)).toEqual({ status: 'openLoan' });
  });

  it('two instances sending at once send each consenting borrower one SMS', async () => {
    const borrowers = await Promise.all([1, 2, 3, 4].map(() => demoSession(t.app, { region })));
    for (const s of borrowers) await consent(s, region, true);
    const text = textFor(region);
    await campaign(region, text);
    const now = marketTime(region, DAY, '15:00');
    const [a, b] = [sender('a'), sender('b')];
    await Promise.all([a.run(now), b.run(now), a.run(now), b.run(now)]);
    await a.run(now);
    for (const s of borrowers) expect(await offersTo(s.phone, text)).toHaveLength(1);
  });
});

describe('promotional hours', () => {
  it('India 10:00–21:00 IST every day; Indonesia Monday–Saturday 08:00–18:00 WIB; never on a holiday', () => {
    const holidays: Holidays = { IN: ['2030-03-15'], ID: ['2030-03-15'] };
    const cases: [Region, string, string, boolean][] = [
      ['IN', DAY, '09:59', false],
      ['IN', DAY, '10:00', true],
      ['IN', DAY, '20:59', true],
      ['IN', DAY, '21:00', false],
      ['IN', '2030-03-17', '12:00', true],
      ['IN', '2030-03-15', '12:00', false],
      ['ID', DAY, '07:59', false],
      ['ID', DAY, '08:00', true],
      ['ID', DAY, '17:59', true],
      ['ID', DAY, '18:00', false],
      ['ID', '2030-03-16', '12:00', true],
      ['ID', '2030-03-17', '12:00', false],
      ['ID', '2030-03-15', '12:00', false],
    ];
    for (const [region, date, time, inside] of cases) {
      expect(
        insideOfferHours(region, marketTime(region, date, time), holidays),
        `${region} ${date} ${time}`,
      ).toBe(inside);
    }
  });

  it.each(['IN', 'ID'] as const)(
    '%s: a campaign waits through quiet hours and a holiday, then goes out once',
    async (region) => {
      const s = await demoSession(t.app, { region });
      await consent(s, region, true);
      const text = textFor(region);
      await sender('creator').create({
        region,
        text,
        noOpenLoan: false,
        sendAt: marketTime(region, '2030-03-21', '07:00'),
      });
      const holidays: Holidays = { IN: ['2030-03-22'], ID: ['2030-03-22'] };
      const run = (date: string, time: string) =>
        sender('a', holidays).run(marketTime(region, date, time));
      await run('2030-03-21', '07:30'); // before the hours
      await run('2030-03-21', region === 'IN' ? '21:30' : '18:30'); // after them
      await run('2030-03-22', '12:00'); // the market's holiday
      expect(await offersTo(s.phone, text)).toEqual([]);
      await run('2030-03-23', '12:00'); // a Saturday: allowed in both markets
      await run('2030-03-23', '12:01');
      expect(await offersTo(s.phone, text)).toHaveLength(1);
    },
  );
});

describe('the desk', () => {
  it('refuses a link to another host, a text too long and one outside the SMS alphabet; needs a signed-in operator', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/ops/offers' });
    expect(signedOut.statusCode).toBe(401);
    const desk = await operator();
    const refused = async (fields: Record<string, string>, reason: RegExp) => {
      const res = await postOffer(desk, { sendAt: `${DAY}T10:00`, ...fields });
      expect(res.statusCode).toBe(422);
      expect(res.body).toMatch(reason);
    };
    await refused({ region: 'IN', textEn: 'Apply at bit.ly/cheap-loan' }, /bit\.ly is not/);
    await refused(
      { region: 'ID', textId: 'Pinjaman cepat di https://pinjam-cepat.example.com/daftar' },
      /pinjam-cepat\.example\.com is not/,
    );
    await refused({ region: 'IN', textEn: 'x'.repeat(61) }, /within 60 characters/);
    await refused({ region: 'ID', textId: 'Penawaran spesial 🎉' }, /SMS alphabet/);
    await refused({ region: 'ID', textId: '' }, /Write the offer/);
    await refused({ region: 'IN', textEn: 'Top-up today', sendAt: 'tomorrow' }, /send time/);
    const own = await postOffer(desk, {
      region: 'IN',
      textEn: 'Top-up today: https://localhost/loans',
      sendAt: '2031-01-01T10:00',
    });
    expect(own.statusCode).toBe(303);
  });
});

describe('stopping a campaign', () => {
  const stop = (desk: { cookie: string; csrf: string }, offerId: number, csrf = desk.csrf) =>
    t.app.inject({
      method: 'POST',
      url: `/ops/offers/${offerId}/stop`,
      headers: { cookie: desk.cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ csrf }).toString(),
    });
  const rowOnPage = async (desk: { cookie: string }, offerId: number) => {
    const page = await t.app.inject({ method: 'GET', url: '/ops/offers', headers: desk });
    return new RegExp(`<tr data-offer="${offerId}">[\\s\\S]*?</tr>`).exec(page.body)![0];
  };

  it('the desk stops one before its send time or while it sends: nothing more goes out, on any instance; a done one cannot be stopped', async () => {
    const borrower = await demoSession(t.app, { region: 'IN' });
    await consent(borrower, 'IN', true);
    const desk = await operator();
    const at = marketTime('IN', DAY, '11:00');

    // Before its send time.
    const waiting = await campaign('IN', textFor('IN'));
    expect(await rowOnPage(desk, waiting.id)).toContain(`Stop campaign #${waiting.id}`);
    expect((await stop(desk, waiting.id, 'forged')).statusCode).not.toBe(303);
    const stopped = await stop(desk, waiting.id);
    expect(stopped.statusCode).toBe(303);
    expect(stopped.headers.location).toBe(`/ops/offers?stopped=${waiting.id}`);
    await sender('a').run(at);
    expect(await offersTo(borrower.phone, waiting.text)).toEqual([]);
    const row = await rowOnPage(desk, waiting.id);
    expect(row).toContain('Stopped');
    expect(row).not.toContain('Stop campaign');
    expect((await stop(desk, waiting.id)).statusCode).toBe(409);

    // While it sends: its audience written, another instance about to claim.
    const sending = await campaign('IN', textFor('IN'));
    const repo = offerRepository(t.db, t.config.dialect);
    expect(await repo.writeAudience(sending, at.toISOString())).toBeGreaterThan(0);
    expect((await stop(desk, sending.id)).statusCode).toBe(303);
    expect(await repo.claim(sending.id, 'b', 10)).toEqual([]);
    await sender('b').run(at);
    expect(await offersTo(borrower.phone, sending.text)).toEqual([]);
    expect(await rowOf(sending.id, borrower.borrowerId)).toEqual({ status: 'pending' });
    expect(await rowOnPage(desk, sending.id)).toMatch(/Stopped[\s\S]*?:\s+[1-9]\d* not sent/);

    // Done: nothing to stop.
    const done = await campaign('IN', textFor('IN'));
    await sender('c').run(at);
    expect(await offersTo(borrower.phone, done.text)).toHaveLength(1);
    expect((await stop(desk, done.id)).statusCode).toBe(409);
  });
});

describe('India’s offer in Hindi (decision 074)', () => {
  /** The outbox with India's offer templates registered, English and Hindi. */
  const hindiSender = () =>
    offerService({
      repo: offerRepository(t.db, t.config.dialect),
      sms: outboxSms(t.db, { en: { offer: 'EN-OFFER' }, hi: { offer: 'HI-OFFER' } }),
      holidays: noHolidays,
      brand: t.config.brand.appName,
      log: silent,
      instance: 'hindi',
    });
  const brand = () => t.config.brand.appName;
  const sent = (phone: string, text: string) =>
    t.db
      .selectFrom('sms_outbox')
      .select(['text', 'template_id'])
      .where('phone', '=', phone)
      .where('text', 'like', `%${text}%`)
      .execute();

  it('reaches a Hindi reader in Hindi with the Hindi template, an English one in English', async () => {
    const [hindi, english] = await Promise.all([
      demoSession(t.app, { region: 'IN' }),
      demoSession(t.app, { region: 'IN' }),
    ]);
    await Promise.all([consent(hindi, 'IN', true), consent(english, 'IN', true)]);
    await t.db
      .updateTable('borrowers')
      .set({ language: 'hi' })
      .where('id', '=', hindi.borrowerId)
      .execute();
    const code = `H${++unique}`;
    const text = `Top-up at 1.5% a month, code ${code}`;
    const textHi = `1.5% महीने पर टॉप-अप, कोड ${code}`;
    const service = hindiSender();
    await service.create({
      region: 'IN',
      text,
      textHi,
      noOpenLoan: false,
      sendAt: marketTime('IN', DAY, '09:00'),
    });
    await service.run(marketTime('IN', DAY, '11:00'));

    const inHindi = offerSms('IN', brand(), textHi, 'hi');
    expect(inHindi).toMatch(/ऑफ़र बंद करने के लिए/);
    expect(await sent(hindi.phone, code)).toEqual([{ text: inHindi, template_id: 'HI-OFFER' }]);
    expect(await sent(english.phone, code)).toEqual([
      { text: offerSms('IN', brand(), text), template_id: 'EN-OFFER' },
    ]);
  });

  it('reaches a Hindi reader in English where the campaign has no Hindi words', async () => {
    const hindi = await demoSession(t.app, { region: 'IN' });
    await consent(hindi, 'IN', true);
    await t.db
      .updateTable('borrowers')
      .set({ language: 'hi' })
      .where('id', '=', hindi.borrowerId)
      .execute();
    const text = `Top-up at 1.5% a month, code E${++unique}`;
    const service = hindiSender();
    await service.create({
      region: 'IN',
      text,
      noOpenLoan: false,
      sendAt: marketTime('IN', DAY, '09:00'),
    });
    await service.run(marketTime('IN', DAY, '11:00'));
    expect(await sent(hindi.phone, text)).toEqual([
      { text: offerSms('IN', brand(), text), template_id: 'EN-OFFER' },
    ]);
  });

  it('the desk takes India’s Hindi words beside the English, and refuses them past the Hindi template', async () => {
    const desk = await operator();
    const refused = await postOffer(desk, {
      region: 'IN',
      textEn: 'Top-up today',
      textHi: 'क'.repeat(61),
      sendAt: `${DAY}T10:00`,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toMatch(/Hindi offer within 60 characters/);
    const link = await postOffer(desk, {
      region: 'IN',
      textEn: 'Top-up today',
      textHi: 'आज ही टॉप-अप: bit.ly/sasta',
      sendAt: `${DAY}T10:00`,
    });
    expect(link.body).toMatch(/bit\.ly is not/);
    const created = await postOffer(desk, {
      region: 'IN',
      textEn: 'Top-up today',
      textHi: 'आज ही टॉप-अप',
      sendAt: '2031-01-01T10:00',
    });
    expect(created.statusCode).toBe(303);
    const offerId = Number(/created=(\d+)/.exec(String(created.headers.location))![1]);
    const row = await t.db
      .selectFrom('sms_offers')
      .select('text_hi')
      .where('id', '=', offerId)
      .executeTakeFirstOrThrow();
    expect(row.text_hi).toBe('आज ही टॉप-अप');
  });
});
