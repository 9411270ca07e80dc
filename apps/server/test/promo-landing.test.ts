/**
 * The landing's template, tracking, registration sessions and captcha image, and the demo
 * API that drives them (decision 020).
 */
import { describe, expect, it } from 'vitest';
import { devCaptcha } from '@tenor/contract/endpoints/dev';
import {
  channelTemplate,
  getCaptcha,
  getSid,
  trackClick,
  trackVisit,
} from '@tenor/contract/endpoints/promo';
import { useTestApp, demoSession, successData } from './helpers/test-app.ts';
import { envelopeOf, newSid, promoGet, templateOf } from './helpers/promo.ts';

const t = useTestApp();

describe('landing templates', () => {
  it('are seeded for both markets and listed by /dev/session', async () => {
    const session = await demoSession(t.app);
    const regions = session.templates.map((x) => x.region).sort();
    expect(regions).toEqual(['ID', 'IN']);
    for (const { id, region } of session.templates) {
      const res = await promoGet(t, `${channelTemplate.path}?templateId=${id}`);
      const view = successData(channelTemplate, res);
      expect(envelopeOf(res).code).toBe('00');
      expect(view).toMatchObject({ id, region });
      expect(view.androidUrl).toMatch(/^https:\/\//);
      expect(view.iosUrl).toMatch(/^https:\/\//);
      expect(view.linksId !== '' || view.downId !== '').toBe(true);
      const banner = await promoGet(t, view.bannerUrl);
      expect(banner.statusCode).toBe(200);
      expect(banner.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('speak their market: rupees in India, rupiah in Indonesia', async () => {
    const india = successData(
      channelTemplate,
      await promoGet(t, `${channelTemplate.path}?templateId=${(await templateOf(t, 'IN')).id}`),
    );
    const indonesia = successData(
      channelTemplate,
      await promoGet(t, `${channelTemplate.path}?templateId=${(await templateOf(t, 'ID')).id}`),
    );
    expect(india.subtitle).toContain('₹');
    expect(indonesia.subtitle).toContain('Rp');
  });

  it('read India’s offer and its registration notice in Hindi when the address asks for it', async () => {
    const id = (await templateOf(t, 'IN')).id;
    const hindi = successData(
      channelTemplate,
      await promoGet(t, `${channelTemplate.path}?templateId=${id}&languageType=1&locale=hi`),
    );
    const words = [hindi.title, hindi.subtitle, hindi.buttonText, hindi.agreementTitle];
    for (const text of [...words, hindi.agreementText]) {
      expect(text).toMatch(/[\u0900-\u097f]/);
      // No English left but the brand's name.
      expect(text.replace(/Tenor/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    }
    expect(hindi.title).toContain('₹80,000');
    // English without the locale; Hindi named on Indonesia's template changes nothing.
    const english = successData(
      channelTemplate,
      await promoGet(t, `${channelTemplate.path}?templateId=${id}&languageType=1`),
    );
    expect(english.title).toBe('Instant personal loans up to ₹80,000');
    const other = (await templateOf(t, 'ID')).id;
    const indonesia = successData(
      channelTemplate,
      await promoGet(t, `${channelTemplate.path}?templateId=${other}&locale=hi`),
    );
    expect(indonesia.title).toBe('Pinjaman tunai cepat hingga Rp 15.000.000');
  });

  it('answer 1004 for an unknown id, in the language asked for', async () => {
    const res = await promoGet(t, `${channelTemplate.path}?templateId=9999&languageType=1`);
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res)).toMatchObject({ code: '1004', message: 'This page does not exist.' });
    const id = await promoGet(t, `${channelTemplate.path}?templateId=9999`);
    expect(envelopeOf(id).message).toBe('Halaman ini tidak ada.');
  });

  it("answer an unknown id without a language in the browser's, as the page guesses it", async () => {
    const ask = (acceptLanguage: string) =>
      t.app.inject({
        method: 'GET',
        url: `${channelTemplate.path}?templateId=9999`,
        headers: { 'accept-language': acceptLanguage },
      });
    expect(envelopeOf(await ask('en-GB,en;q=0.9')).message).toBe('This page does not exist.');
    expect(envelopeOf(await ask('id-ID,id;q=0.9,en;q=0.8')).message).toBe('Halaman ini tidak ada.');
    // A language the address names still wins.
    const named = await t.app.inject({
      method: 'GET',
      url: `${channelTemplate.path}?templateId=9999&languageType=2`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(envelopeOf(named).message).toBe('Halaman ini tidak ada.');
  });
});

describe('tracking', () => {
  it('stores visits and apply taps with their attribution', async () => {
    const template = await templateOf(t, 'ID');
    const attribution = 'appFrom=fb&userFrom=u-77&utmTag=spring';
    const visit = await promoGet(
      t,
      `${trackVisit.path}?pageId=${template.id}&${attribution}&clientType=android&pageType=1`,
    );
    expect(envelopeOf(visit)).toMatchObject({ code: '0', data: null });
    const click = await promoGet(
      t,
      `${trackClick.path}?pageId=${template.id}&${attribution}&phone=0812-3456-7890`,
    );
    expect(envelopeOf(click).code).toBe('0');
    const rows = await t.db
      .selectFrom('promo_events')
      .selectAll()
      .where('template_id', '=', template.id)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.kind)).toEqual(['visit', 'click']);
    expect(rows[0]).toMatchObject({
      app_from: 'fb',
      user_from: 'u-77',
      utm_tag: 'spring',
      client_type: 'android',
      page_type: 1,
      phone: null,
    });
    expect(rows[1]).toMatchObject({ app_from: 'fb', phone: '+6281234567890' });
  });

  it('keeps no phone that is not one of the market', async () => {
    const template = await templateOf(t, 'IN');
    await promoGet(t, `${trackClick.path}?pageId=${template.id}&phone=abc`);
    const row = await t.db
      .selectFrom('promo_events')
      .select('phone')
      .where('template_id', '=', template.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.phone).toBeNull();
  });
});

describe('registration session and captcha image', () => {
  it('issues unguessable session ids', async () => {
    const a = successData(getSid, await promoGet(t, getSid.path));
    const b = successData(getSid, await promoGet(t, getSid.path));
    expect(a.sid).not.toBe(b.sid);
    expect(a.sid.length).toBeGreaterThanOrEqual(32);
  });

  it('is a 236 × 84 PNG, never stored, with no text in it', async () => {
    const sid = await newSid(t);
    const res = await promoGet(t, `${getCaptcha.path}?sid=${sid}&t=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const png = res.rawPayload;
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([236, 84]);
    expect(png.length).toBeLessThan(8 * 1024);
    // Header, palette, pixels, end: no text or metadata chunk.
    const chunks: string[] = [];
    for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
      chunks.push(png.toString('latin1', at + 4, at + 8));
    }
    expect(chunks).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    const { text } = successData(devCaptcha, await promoGet(t, `${devCaptcha.path}?sid=${sid}`));
    expect(text).toMatch(/^[a-z0-9]{4}$/);
  });

  it('is a different drawing and answer each time', async () => {
    const sid = await newSid(t);
    const answers = new Set<string>();
    const bodies = new Set<string>();
    for (let i = 0; i < 5; i++) {
      bodies.add(
        (await promoGet(t, `${getCaptcha.path}?sid=${sid}`)).rawPayload.toString('base64'),
      );
      answers.add(successData(devCaptcha, await promoGet(t, `${devCaptcha.path}?sid=${sid}`)).text);
    }
    expect(bodies.size).toBe(5);
    expect(answers.size).toBeGreaterThan(1);
  });

  it('needs a live session: an unknown sid is 1004 "reload the page"', async () => {
    const res = await promoGet(t, `${getCaptcha.path}?sid=no-such-sid&languageType=1`);
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res)).toMatchObject({
      code: '1004',
      message: 'This page has expired. Please reload it.',
    });
    const missing = await promoGet(t, getCaptcha.path);
    expect(missing.statusCode).toBe(400);
    expect(envelopeOf(missing).code).toBe('1001');
  });

  it('stops drawing after 30 captchas in one session', async () => {
    const sid = await newSid(t);
    for (let i = 0; i < 30; i++) {
      expect((await promoGet(t, `${getCaptcha.path}?sid=${sid}`)).statusCode).toBe(200);
    }
    const res = await promoGet(t, `${getCaptcha.path}?sid=${sid}&languageType=1`);
    expect(res.statusCode).toBe(429);
    expect(envelopeOf(res).code).toBe('1029');
  });

  it('/dev/captcha answers 404 for a session without a captcha', async () => {
    const sid = await newSid(t);
    expect((await promoGet(t, `${devCaptcha.path}?sid=${sid}`)).statusCode).toBe(404);
  });
});

describe('outside demo mode', () => {
  const live = useTestApp({
    env: { DEMO: 'false', WEBHOOK_SECRET: 'a-production-secret-of-length' },
  });

  it('has no /dev/captcha, while the landing API answers', async () => {
    const sid = successData(getSid, await promoGet(live, getSid.path)).sid;
    expect((await promoGet(live, `${getCaptcha.path}?sid=${sid}`)).statusCode).toBe(200);
    const res = await promoGet(live, `${devCaptcha.path}?sid=${sid}`);
    expect(res.statusCode).toBe(404);
    expect(envelopeOf(res).code).toBe('1004');
  });
});
