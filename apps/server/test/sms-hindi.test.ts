/**
 * SMS in Hindi (decision 068, "SMS in Hindi"): an Indian borrower's language is kept from their
 * calls (the launch's `locale`, the language switch), and each kind of SMS goes to a Hindi reader
 * as its own registered Hindi DLT template with that template's id, to an English reader as the
 * English one, and in English where the lender registered no Hindi template. Checked against the
 * gateway's stand-in (what Vonage and the DLT scrubbing accept) and in the demo's outbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { formatDate, formatMoney } from '@tenor/contract/format';
import { devOutbox } from '@tenor/contract/endpoints/dev';
import { myData, phoneCode } from '@tenor/contract/endpoints/rights';
import { orderStatus } from '@tenor/contract/orders';
import { hindiTemplateSettings, smsEnv, smsGatewayConfig } from '../src/config/sms.ts';
import { toIso } from '../src/db/time.ts';
import { documentsSecret } from '../src/domain/documents/download-url.ts';
import { copy as documentsCopy } from '../src/domain/documents/copy.ts';
import { signerOf } from '../src/domain/documents/signature.ts';
import type { Lang } from '../src/i18n.ts';
import { closingJob } from '../src/modules/closure/closing-job.ts';
import { copy as closureCopy } from '../src/modules/closure/copy.ts';
import { copy as reminderCopy } from '../src/modules/loans/reminders/reminder-copy.ts';
import { offerSms } from '../src/modules/offers/offer-rules.ts';
import { copy as promoCopy } from '../src/modules/promo/copy.ts';
import { promoSmsHindi, promoSmsText } from '../src/modules/promo/sms-text.ts';
import { copy as repayCopy } from '../src/modules/repay/copy.ts';
import { copy as rightsCopy } from '../src/modules/rights/copy.ts';
import {
  DLT_URL,
  DLT_VARIABLE,
  dltHindiTemplates,
  dltTemplates,
} from '../src/providers/sms-gateway/dlt-templates.ts';
import { vonageSms } from '../src/providers/sms-gateway/vonage.ts';
import { outboxSms, smsWords, type SmsKind, type SmsMessage } from '../src/providers/sms.ts';
import { BRAND, REGISTERED, gatewayEnv, startRegisteredGateway } from './helpers/sms-gateway.ts';
import {
  buildTestApp,
  demoSession,
  postJson,
  successData,
  useTestApp,
  type DemoSession,
} from './helpers/test-app.ts';
import type { SmsGatewayStandIn } from './stand-ins/sms-gateway.ts';

/** The Hindi registration a lender makes: its own id per kind. */
const HINDI_IDS = {
  cardOtp: '1207161517968426390',
  promoOtp: '1207161517968426391',
  documents: '1207161517968426392',
  closure: '1207161517968426394',
  rightsOtp: '1207161517968426393',
  reminder: '1207161517968426395',
  reminderMissed: '1207161517968426396',
} as const;
type HindiKind = keyof typeof HINDI_IDS;
const HINDI_KINDS = Object.keys(HINDI_IDS) as HindiKind[];

/** The Hindi template settings (config/sms.ts) for the registration above. */
const hindiEnv: Record<string, string> = Object.fromEntries(
  HINDI_KINDS.map((kind) => [hindiTemplateSettings[kind]!, HINDI_IDS[kind]]),
);

const IN_PHONE = '+919876543210';
const link = 'https://app.tenor.test/documents/order/12?b=3&e=1800000000&s=abc';
const pay = 'https://app.tenor.test/installmentRepay?productId=7&orderId=42';
const due = '2026-12-02T17:30:00.000Z';

/** Each kind's words as its module writes them, in a language (the module's own copy keys). */
const words: Record<HindiKind, (lang: Lang) => string> = {
  cardOtp: (lang) =>
    repayCopy(lang, 'otpSms', { app: BRAND, code: '482913', amount: formatMoney('IN', 12_345_00) }),
  promoOtp: (lang) => promoCopy(lang, 'sms', { app: BRAND, code: '730146' }),
  documents: (lang) => documentsCopy(lang, 'sms', { brand: BRAND, orderNo: 'IN2611290001', link }),
  closure: (lang) => closureCopy(lang, 'sms', { brand: BRAND, orderNo: 'IN2611290001', link }),
  rightsOtp: (lang) => rightsCopy(lang, 'codeSms', { app: BRAND, code: '551204' }),
  reminder: (lang) => reminderText(lang, 'smsDue'),
  reminderMissed: (lang) => reminderText(lang, 'smsMissed'),
};

function reminderText(lang: Lang, key: 'smsDue' | 'smsMissed'): string {
  return reminderCopy(lang, key, {
    brand: BRAND,
    due: reminderCopy(lang, 'due', {
      amount: formatMoney('IN', 1_00_000_00),
      date: formatDate('IN', due, lang === 'hi' ? 'hi-IN' : undefined),
    }),
    charge: formatMoney('IN', 1_000_00),
    link: pay,
  });
}

const message = (kind: HindiKind, language: 'en' | 'hi' | null): SmsMessage => ({
  phone: IN_PHONE,
  kind,
  region: 'IN',
  ...smsWords('IN', language, words[kind]),
});

describe('the Hindi templates (dlt-templates.ts)', () => {
  it('are what the modules write in Hindi, with Indian money and Hindi dates, in two variables', () => {
    const hindi = dltHindiTemplates(BRAND);
    const fill = (template: string, ...values: string[]) =>
      values.reduce((text, value) => text.replace(DLT_VARIABLE, value), template);
    const amount = formatMoney('IN', 12_345_00);
    expect(amount).toBe('₹12,345.00');
    expect(words.cardOtp('hi')).toBe(fill(hindi.cardOtp!, amount, '482913'));
    expect(words.promoOtp('hi')).toBe(fill(hindi.promoOtp!, '730146'));
    expect(words.documents('hi')).toBe(
      fill(hindi.documents!, 'IN2611290001').replace(DLT_URL, link),
    );
    expect(words.closure('hi')).toBe(fill(hindi.closure!, 'IN2611290001').replace(DLT_URL, link));
    expect(words.rightsOtp('hi')).toBe(fill(hindi.rightsOtp!, '551204'));
    // Lakh grouping and the Hindi month, as a Hindi reader's bank writes them.
    const dueHi = '2 दिस॰ 2026 को ₹1,00,000.00';
    expect(words.reminder('hi')).toBe(
      fill(hindi.reminder!, dueHi, '₹1,000.00').replace(DLT_URL, pay),
    );
    expect(words.reminderMissed('hi')).toBe(
      fill(hindi.reminderMissed!, dueHi, '₹1,000.00').replace(DLT_URL, pay),
    );
    for (const template of Object.values(hindi)) {
      expect(template.split(DLT_VARIABLE).length - 1).toBeLessThanOrEqual(2);
    }
    // An offer's Hindi words are its two variables, as the English (decision 074).
    expect(offerSms('IN', BRAND, 'टॉप-अप लोन, इसी हफ़्ते', 'hi')).toBe(
      fill(hindi.offer!, 'टॉप-अप लोन', ', इसी हफ़्ते'),
    );
  });

  it('give Indonesia and India’s English readers their market’s words only', () => {
    expect(smsWords('IN', 'en', words.closure)).toEqual({ text: words.closure('en') });
    expect(smsWords('IN', null, words.closure)).toEqual({ text: words.closure('en') });
    expect(smsWords('ID', 'hi', (lang) => lang)).toEqual({ text: 'id' });
    expect(smsWords('IN', 'hi', words.closure)).toEqual({
      text: words.closure('en'),
      hindi: words.closure('hi'),
    });
  });
});

describe('through the gateway (Vonage stand-in with the DLT registration)', () => {
  let gateway: SmsGatewayStandIn;
  beforeAll(async () => {
    const hindiRegistered = Object.fromEntries(
      HINDI_KINDS.map((kind) => [HINDI_IDS[kind], dltHindiTemplates(BRAND)[kind]!]),
    );
    gateway = await startRegisteredGateway({
      dlt: {
        entityId: gatewayEnv('').DLT_ENTITY_ID!,
        headers: [gatewayEnv('').SMS_SENDER_IN!],
        templates: { ...REGISTERED, ...hindiRegistered },
      },
    });
  });
  afterAll(() => gateway.close());

  const gatewayFor = (env: Record<string, string>) => {
    const built = smsGatewayConfig(
      z.object(smsEnv).parse({ ...gatewayEnv(gateway.url), SMS_TIMEOUT_MS: '10000', ...env }),
      BRAND,
    );
    if (!built.ok) throw new Error(built.problems.join('; '));
    return vonageSms(built.config);
  };
  const englishId = (kind: SmsKind) =>
    Object.entries(REGISTERED).find(([, text]) => text === dltTemplates(BRAND)[kind])![0];

  it.each(HINDI_KINDS)(
    '%s: Hindi to a Hindi reader with its Hindi id, English to an English one',
    async (kind) => {
      const sms = gatewayFor(hindiEnv);
      await sms.send(message(kind, 'hi'));
      expect(gateway.sent.at(-1)).toMatchObject({
        text: words[kind]('hi'),
        contentId: HINDI_IDS[kind],
        type: 'unicode',
        clientRef: kind,
      });
      await sms.send(message(kind, 'en'));
      expect(gateway.sent.at(-1)).toMatchObject({
        text: words[kind]('en'),
        contentId: englishId(kind),
      });
    },
  );

  it.each(HINDI_KINDS)(
    '%s: English, with the English id, where no Hindi template is registered',
    async (kind) => {
      const { [hindiTemplateSettings[kind]!]: _unset, ...others } = hindiEnv;
      await gatewayFor(others).send(message(kind, 'hi'));
      expect(gateway.sent.at(-1)).toMatchObject({
        text: words[kind]('en'),
        contentId: englishId(kind),
      });
    },
  );

  it('refuses one id for a kind’s English and Hindi templates', () => {
    const built = smsGatewayConfig(
      z.object(smsEnv).parse({
        ...gatewayEnv(gateway.url),
        DLT_TEMPLATE_CLOSURE_HI: gatewayEnv('').DLT_TEMPLATE_CLOSURE!,
      }),
      BRAND,
    );
    expect(!built.ok && built.problems).toEqual([
      'DLT_TEMPLATE_CLOSURE_HI: must differ from DLT_TEMPLATE_CLOSURE (one template per text)',
    ]);
  });

  it('says at start which kinds go to Hindi readers in English, naming their settings', async () => {
    const { DLT_TEMPLATE_CLOSURE_HI: _c, DLT_TEMPLATE_REMINDER_HI: _r, ...partial } = hindiEnv;
    const server = await buildTestApp({
      env: { SMS_PROVIDER: 'vonage', ...gatewayEnv(gateway.url), ...partial },
      captureLogs: true,
    });
    try {
      const line = server
        .logs()
        .split('\n')
        .find((l) => l.includes('go to Hindi readers in English'));
      // The kinds this registration has no Hindi text for (HINDI_IDS) are named after them.
      const others = Object.keys(hindiTemplateSettings).filter((kind) => !(kind in HINDI_IDS));
      expect(JSON.parse(line!)).toMatchObject({
        level: 40,
        kinds: ['closure', 'reminder', ...others],
        msg: expect.stringContaining('(DLT_TEMPLATE_CLOSURE_HI, DLT_TEMPLATE_REMINDER_HI'),
      });
    } finally {
      await server.close();
    }
  });

  it('the promotion landing read in Hindi sends its code in Hindi', () => {
    const input = {
      region: 'IN',
      lang: 'hi',
      appName: 'x',
      brand: BRAND,
      code: '730146',
      otpHost: undefined,
    } as const;
    expect(promoSmsText(input)).toBe(words.promoOtp('en'));
    expect(promoSmsHindi(input)).toBe(words.promoOtp('hi'));
    expect(promoSmsHindi({ ...input, lang: 'en' })).toBeUndefined();
    expect(promoSmsHindi({ ...input, region: 'ID' })).toBeUndefined();
  });
});

const t = useTestApp({ env: { ...gatewayEnv('http://127.0.0.1:9'), ...hindiEnv } });

const asked = (s: DemoSession, query: string) =>
  t.app.inject({ method: 'GET', url: `${myData.path}?${query}`, headers: { 'x-token': s.token } });
const languageOf = async (borrowerId: number) =>
  (
    await t.db
      .selectFrom('borrowers')
      .select('language')
      .where('id', '=', borrowerId)
      .executeTakeFirstOrThrow()
  ).language;
const outboxTo = (phone: string) =>
  t.db
    .selectFrom('sms_outbox')
    .select(['text', 'template_id'])
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe('the borrower’s language, kept from their calls', () => {
  it('is Hindi after a Hindi launch, English once the switch chooses it, and stays for the staff’s Chinese', async () => {
    const s = await demoSession(t.app, { region: 'IN' });
    expect(await languageOf(s.borrowerId)).toBeNull();
    expect((await asked(s, 'languageType=1&locale=hi')).statusCode).toBe(200);
    expect(await languageOf(s.borrowerId)).toBe('hi');
    // The switch's English: the web then sends no locale (apps/web/src/lib/launch.ts `commonParams`).
    expect((await asked(s, 'languageType=1')).statusCode).toBe(200);
    expect(await languageOf(s.borrowerId)).toBe('en');
    expect((await asked(s, 'languageType=1&locale=zh-CN')).statusCode).toBe(200);
    expect(await languageOf(s.borrowerId)).toBe('en');
    // The header the web's JSON calls carry works alike.
    const res = await t.app.inject({
      method: 'GET',
      url: myData.path,
      headers: { 'x-token': s.token, 'x-language-type': '1', 'x-locale': 'hi' },
    });
    expect(res.statusCode).toBe(200);
    expect(await languageOf(s.borrowerId)).toBe('hi');
  });

  it('is not kept for Indonesia, whose SMS have one language', async () => {
    const s = await demoSession(t.app, { region: 'ID' });
    expect((await asked(s, 'languageType=2&locale=hi')).statusCode).toBe(200);
    expect(await languageOf(s.borrowerId)).toBeNull();
  });
});

describe('in the demo’s outbox, as the app sends them', () => {
  it('a data request’s code: Hindi with the Hindi id after the Hindi launch, English after the switch', async () => {
    const s = await demoSession(t.app, { region: 'IN' });
    const askCode = async (query: string, phone: string) => {
      const res = await postJson(
        t.app,
        `${phoneCode.path}?${query}`,
        { phone },
        { 'x-token': s.token },
      );
      expect(res.statusCode).toBe(200);
      return outboxTo(`+91${phone}`);
    };
    const hindi = await askCode('languageType=1&locale=hi', '9876512301');
    expect(hindi.template_id).toBe(HINDI_IDS.rightsOtp);
    const code = hindi.text.match(/\b(\d{6})\b/)![1]!;
    expect(hindi.text).toBe(rightsCopy('hi', 'codeSms', { app: t.config.brand.appName, code }));
    const english = await askCode('languageType=1', '9876512302');
    expect(english.template_id).toBe(gatewayEnv('').DLT_TEMPLATE_RIGHTS_OTP);
    expect(english.text).toMatch(/is your code to confirm a request about your data/);
    // The demo's reader, /dev/outbox, shows both with their template ids.
    const listed = await t.app.inject({
      method: 'GET',
      url: `${devOutbox.path}?phone=%2B919876512301`,
    });
    expect(successData(devOutbox, listed)[0]).toMatchObject({
      text: hindi.text,
      templateId: HINDI_IDS.rightsOtp,
    });
  });

  it('a closed loan’s certificate link: Hindi for a Hindi reader, English for Indonesia’s market words', async () => {
    const s = await demoSession(t.app, { region: 'IN' });
    await asked(s, 'languageType=1&locale=hi');
    const orderId = s.orders[String(orderStatus.disbursed)]!;
    const now = new Date();
    await t.db
      .insertInto('loan_closures')
      .values({ order_id: orderId, closed_at: toIso(now), created_at: toIso(now) })
      .execute();
    const job = closingJob({
      db: t.db,
      sms: outboxSms(t.db, t.config.dlt),
      secret: documentsSecret('test'),
      brand: BRAND,
      origin: 'https://app.tenor.test',
      signer: signerOf(t.config),
      log: { warn: () => {}, error: () => {} },
    });
    await job.certifyDue(now);
    const sent = await outboxTo(s.phone);
    expect(sent.template_id).toBe(HINDI_IDS.closure);
    expect(sent.text).toMatch(
      /^Tenor: आपका लोन \S+ बंद हो गया है। लोन बंद होने का आपका प्रमाणपत्र: https:\/\/app\.tenor\.test\//,
    );
  });
});
