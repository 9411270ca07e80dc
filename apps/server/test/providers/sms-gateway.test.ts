/**
 * The Vonage SMS adapter against a local stand-in of the published API (decision 031):
 * India's DLT parameters and template, Indonesia's sender, the documented failures as typed
 * errors, signed delivery receipts, and the start-up refusals of config/sms.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { formatMoney } from '@tenor/contract/format';
import { secret } from '../../src/config/secret.ts';
import { smsEnv, smsGatewayConfig, type SmsGatewayConfig } from '../../src/config/sms.ts';
import { copy as promoCopy } from '../../src/modules/promo/copy.ts';
import { copy as repayCopy } from '../../src/modules/repay/copy.ts';
import {
  deliveryReport,
  readReceipt,
  recordDelivery,
  type DeliveryReport,
} from '../../src/providers/sms-gateway/delivery-receipt.ts';
import {
  DLT_URL,
  DLT_VARIABLE,
  dltTemplates,
  matchesTemplate,
} from '../../src/providers/sms-gateway/dlt-templates.ts';
import { copy as documentsCopy } from '../../src/domain/documents/copy.ts';
import { copy as closureCopy } from '../../src/modules/closure/copy.ts';
import { copy as reminderCopy } from '../../src/modules/loans/reminders/reminder-copy.ts';
import { offerSms } from '../../src/modules/offers/offer-rules.ts';
import { copy as rightsCopy } from '../../src/modules/rights/copy.ts';
import { SmsError } from '../../src/providers/sms-gateway/errors.ts';
import type { SmsMessage } from '../../src/providers/sms.ts';
import type { Log } from '../../src/kernel/log.ts';
import type { SmsMetrics } from '../../src/providers/sms-gateway/observe.ts';
import { vonageSms } from '../../src/providers/sms-gateway/vonage.ts';
import {
  API_SECRET,
  BRAND,
  CARD_TEMPLATE,
  ENTITY,
  PROMO_TEMPLATE,
  REGISTERED,
  SIGNATURE_SECRET,
  gatewayEnv,
  startRegisteredGateway,
} from '../helpers/sms-gateway.ts';
import type { SmsGatewayStandIn } from '../stand-ins/sms-gateway.ts';

const IN_PHONE = '+919876543210';
const ID_PHONE = '+6281234567890';

const cardText = (code = '482913') =>
  repayCopy('en', 'otpSms', { app: BRAND, code, amount: formatMoney('IN', 1_234_500) });
const promoText = (lang: 'en' | 'id' | 'zh', code = '730146') =>
  promoCopy(lang, 'sms', { app: BRAND, code });

const cardOtp: SmsMessage = { phone: IN_PHONE, text: cardText(), kind: 'cardOtp', region: 'IN' };
const promoId: SmsMessage = {
  phone: ID_PHONE,
  text: `${promoText('id')}\n\n@daftar.tenor.example #730146`,
  kind: 'promoOtp',
  region: 'ID',
};

let gateway: SmsGatewayStandIn;

const baseEnv = () => gatewayEnv(gateway.url);

function build(env: Record<string, string>) {
  return smsGatewayConfig(z.object(smsEnv).parse(env), BRAND);
}

function configOf(env: Record<string, string> = baseEnv()): SmsGatewayConfig {
  const built = build(env);
  if (!built.ok) throw new Error(built.problems.join('; '));
  return built.config;
}

function recorder() {
  const failures: Parameters<SmsMetrics['sendFailed']>[0][] = [];
  const deliveries: Parameters<SmsMetrics['delivery']>[0][] = [];
  const lines: { fields: object; message: string }[] = [];
  const metrics: SmsMetrics = {
    sendFailed: (labels) => failures.push(labels),
    delivery: (labels) => deliveries.push(labels),
  };
  const log: Pick<Log, 'warn'> = { warn: (fields, message) => lines.push({ fields, message }) };
  return { metrics, log, failures, deliveries, lines };
}

/** The error a send ends with (the test fails if it succeeds). */
async function failureOf(send: Promise<void>): Promise<SmsError> {
  const error: unknown = await send.then(
    () => new Error('sent'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

beforeAll(async () => {
  gateway = await startRegisteredGateway({ barred: ['919000000001'] });
});
afterAll(() => gateway.close());

describe('sending', () => {
  it('sends an Indian card code with the DLT header, entity id and the card template id', async () => {
    await vonageSms(configOf()).send(cardOtp);
    const sent = gateway.sent.at(-1);
    expect(sent).toMatchObject({
      from: 'TENORL',
      to: '919876543210',
      text: cardOtp.text,
      entityId: ENTITY,
      contentId: CARD_TEMPLATE,
      clientRef: 'cardOtp',
      ttl: '300000',
      // ₹ is outside GSM-7.
      type: 'unicode',
    });
  });

  it('sends an Indonesian promotion code with the masking sender and no DLT parameters', async () => {
    await vonageSms(configOf()).send(promoId);
    expect(gateway.sent.at(-1)).toMatchObject({
      from: 'TenorID',
      to: '6281234567890',
      text: promoId.text,
      type: 'text',
      entityId: undefined,
      contentId: undefined,
      clientRef: 'promoOtp',
    });
  });

  it('refuses an Indian text that is not its registered template, before calling the gateway', async () => {
    const sms = vonageSms(configOf());
    const before = gateway.requests;
    for (const text of [
      promoText('zh'),
      `${promoText('en')}\n\n@daftar.tenor.example #730146`,
      cardText().replace(BRAND, 'Tenor Pro'),
    ]) {
      const error = await failureOf(
        sms.send({ phone: IN_PHONE, text, kind: 'promoOtp', region: 'IN' }),
      );
      expect(error.reason).toBe('dltTemplate');
      expect(error.message).toMatch(/registered promoOtp template/);
    }
    // A card text sent as a promotion code is refused too: the kind picks the template.
    const swapped = await failureOf(sms.send({ ...cardOtp, kind: 'promoOtp' }));
    expect(swapped.reason).toBe('dltTemplate');
    expect(gateway.requests).toBe(before);
  });

  it('turns a template id the DLT registry does not know, or names for other text, into rejected', async () => {
    const unknown = await failureOf(
      vonageSms(configOf({ ...baseEnv(), DLT_TEMPLATE_CARD_OTP: '1207000000000000000' })).send(
        cardOtp,
      ),
    );
    expect(unknown).toMatchObject({ reason: 'rejected', status: '3', transient: false });
    expect(unknown.message).toMatch(/Invalid content-id/);
    const crossed = await failureOf(
      vonageSms(
        configOf({
          ...baseEnv(),
          DLT_TEMPLATE_CARD_OTP: PROMO_TEMPLATE,
          DLT_TEMPLATE_PROMO_OTP: CARD_TEMPLATE,
        }),
      ).send(cardOtp),
    );
    expect(crossed).toMatchObject({ reason: 'rejected', status: '3' });
    expect(crossed.message).toMatch(/does not match the DLT template/);
  });

  it('refuses a market that is not served, a phone of the other market and Unicode to Indonesia', async () => {
    const inOnly = vonageSms(configOf({ ...baseEnv(), SMS_MARKETS: 'IN' }));
    expect((await failureOf(inOnly.send(promoId))).reason).toBe('market');
    const sms = vonageSms(configOf());
    expect((await failureOf(sms.send({ ...promoId, phone: IN_PHONE }))).reason).toBe('market');
    const chinese = { ...promoId, text: promoText('zh') };
    expect((await failureOf(sms.send(chinese))).reason).toBe('encoding');
  });
});

describe('failures', () => {
  const cases: [string, () => void, SmsMessage, string, boolean][] = [
    [
      'throttling (status 1)',
      () => gateway.fail({ status: '1', errorText: 'Throughput Rate Exceeded' }),
      promoId,
      'throttled',
      true,
    ],
    ['HTTP 429', () => gateway.fail({ http: 429 }), promoId, 'throttled', true],
    [
      'a barred number (status 7)',
      () => {},
      { ...cardOtp, phone: '+919000000001' },
      'invalidNumber',
      false,
    ],
    [
      'a number that is no Indian mobile (status 6)',
      () => {},
      { ...cardOtp, phone: '+911234567890' },
      'invalidNumber',
      false,
    ],
    [
      'the gateway’s internal error (status 5)',
      () => gateway.fail({ status: '5' }),
      promoId,
      'unavailable',
      true,
    ],
    ['HTTP 503', () => gateway.fail({ http: 503 }), promoId, 'unavailable', true],
    ['a dropped connection', () => gateway.fail({ drop: true }), promoId, 'unavailable', true],
    ['no answer in time', () => gateway.fail({ delayMs: 1500 }), promoId, 'timeout', true],
    ['out of credit (status 9)', () => gateway.fail({ status: '9' }), cardOtp, 'account', false],
  ];

  it.each(cases)('%s becomes a typed error', async (_name, arrange, message, reason, transient) => {
    arrange();
    const error = await failureOf(vonageSms(configOf()).send(message));
    expect(error).toMatchObject({ reason, transient });
  });

  it('refuses wrong credentials as an account failure', async () => {
    const error = await failureOf(
      vonageSms(configOf({ ...baseEnv(), VONAGE_API_SECRET: 'not-the-secret' })).send(promoId),
    );
    expect(error).toMatchObject({ reason: 'account', status: '4' });
  });

  it('counts and logs a failure with its labels, the phone masked and no secret', async () => {
    const seen = recorder();
    gateway.fail({ status: '1' });
    await failureOf(vonageSms(configOf(), seen).send(cardOtp));
    expect(seen.failures).toEqual([{ region: 'IN', kind: 'cardOtp', reason: 'throttled' }]);
    const logged = JSON.stringify(seen.lines);
    expect(logged).toContain('*********3210');
    expect(logged).not.toContain(IN_PHONE);
    expect(logged).not.toContain(API_SECRET);
  });
});

describe('delivery receipts', () => {
  const signed = {
    apiKey: 'a1b2c3d4',
    signature: { secret: secret(SIGNATURE_SECRET), method: 'sha256' as const },
  };

  async function sentId(message: SmsMessage): Promise<string> {
    await vonageSms(configOf()).send(message);
    const id = gateway.sent.at(-1)?.messageIds[0];
    if (id === undefined) throw new Error('nothing sent');
    return id;
  }

  it('reads a signed receipt from the query, a form and JSON', async () => {
    const id = await sentId(cardOtp);
    const params = gateway.receipt(id, { status: 'failed', errCode: '6' });
    const expected: DeliveryReport = {
      messageId: id,
      phone: IN_PHONE,
      region: 'IN',
      kind: 'cardOtp',
      status: 'failed',
      errorCode: '6',
    };
    const form = new URLSearchParams(params).toString();
    expect(deliveryReport({ query: new URLSearchParams(form) }, signed)).toEqual(expected);
    expect(
      deliveryReport({ rawBody: form, contentType: 'application/x-www-form-urlencoded' }, signed),
    ).toEqual(expected);
    expect(
      deliveryReport({ rawBody: JSON.stringify(params), contentType: 'application/json' }, signed),
    ).toEqual(expected);
  });

  it('refuses forged, unsigned, replayed and foreign receipts', async () => {
    const id = await sentId(promoId);
    const params = gateway.receipt(id, { status: 'failed', errCode: '1' });
    const read = (p: Record<string, string>, now?: Date) =>
      deliveryReport({ query: p }, signed, now);
    expect(read(params)).not.toBeNull();
    expect(read({ ...params, status: 'delivered', 'err-code': '0' })).toBeNull();
    const { sig: _sig, ...unsigned } = params;
    expect(read(unsigned)).toBeNull();
    expect(read(params, new Date(Date.now() + 11 * 60_000))).toBeNull();
    expect(read({ ...params, 'api-key': 'someone-else' })).toBeNull();
    expect(read({ ...params, sig: 'A'.repeat(64) })).toBeNull();
    expect(
      deliveryReport({ rawBody: '{"messageId":', contentType: 'application/json' }, signed),
    ).toBeNull();
  });

  it('tells something that is no receipt from a receipt that is not ours', async () => {
    const id = await sentId(promoId);
    const params = gateway.receipt(id);
    const read = (input: Parameters<typeof readReceipt>[0]) => readReceipt(input, signed);
    expect(read({ query: params })).toMatchObject({ ok: true, report: { messageId: id } });
    for (const foreign of [
      { ...params, sig: 'A'.repeat(64) },
      { ...params, 'api-key': 'someone-else' },
    ]) {
      expect(read({ query: foreign })).toEqual({ ok: false, problem: 'foreign' });
    }
    const { messageId: _m, ...noId } = params;
    for (const malformed of [
      { query: noId },
      { query: { ...params, msisdn: 'not-a-number' } },
      { rawBody: '{"messageId":', contentType: 'application/json' },
      { rawBody: '[1,2]', contentType: 'application/json' },
      { rawBody: JSON.stringify({ ...params, status: { nested: true } }), contentType: 'json' },
    ]) {
      expect(read(malformed)).toEqual({ ok: false, problem: 'malformed' });
    }
  });

  it('accepts unsigned receipts only when no signature secret is configured', async () => {
    const id = await sentId(promoId);
    const { sig: _sig, timestamp: _t, nonce: _n, ...unsigned } = gateway.receipt(id);
    expect(
      deliveryReport({ query: unsigned }, { apiKey: 'a1b2c3d4', signature: null }),
    ).toMatchObject({
      status: 'delivered',
      region: 'ID',
      kind: 'promoOtp',
    });
    expect(deliveryReport({ query: unsigned }, signed)).toBeNull();
  });

  it('verifies the legacy MD5-hash signature too', async () => {
    const md5 = await startRegisteredGateway({
      signature: { secret: SIGNATURE_SECRET, method: 'md5hash' },
    });
    try {
      const config = configOf({
        ...baseEnv(),
        VONAGE_API_URL: md5.url,
        VONAGE_SIGNATURE_METHOD: 'md5hash',
      });
      await vonageSms(config).send(promoId);
      const id = md5.sent[0]?.messageIds[0] ?? '';
      expect(deliveryReport({ query: md5.receipt(id) }, config)).toMatchObject({ messageId: id });
      expect(deliveryReport({ query: md5.receipt(id) }, signed)).toBeNull();
    } finally {
      await md5.close();
    }
  });

  it('arrives over HTTP the way Vonage posts it, and a failed one is counted and logged once', async () => {
    const seen = recorder();
    const reports: (DeliveryReport | null)[] = [];
    const hook = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const report = deliveryReport(
          {
            query: new URL(req.url ?? '/', 'http://hook').searchParams,
            rawBody: Buffer.concat(chunks),
            contentType: req.headers['content-type'],
          },
          signed,
        );
        reports.push(report);
        if (report !== null) recordDelivery(report, seen);
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/webhooks/sms`;
    try {
      const id = await sentId(cardOtp);
      for (const as of ['GET', 'POST', 'POST-JSON'] as const) {
        const status = await gateway.postReceipt(
          url,
          gateway.receipt(id, { status: 'rejected', errCode: '52' }),
          as,
        );
        expect(status).toBe(204);
      }
      expect(reports.map((r) => r?.status)).toEqual(['rejected', 'rejected', 'rejected']);
      // One message's one status, received three times: counted and logged once.
      expect(seen.deliveries).toEqual([{ region: 'IN', kind: 'cardOtp', status: 'rejected' }]);
      expect(seen.lines).toHaveLength(1);
      expect(JSON.stringify(seen.lines)).not.toContain(IN_PHONE);
    } finally {
      await new Promise((resolve) => hook.close(resolve));
    }
  });
});

describe('configuration', () => {
  it('refuses to start without the DLT ids and header when India is served', () => {
    const { DLT_TEMPLATE_CARD_OTP: _c, SMS_SENDER_IN: _s, ...env } = baseEnv();
    const built = build(env);
    expect(built.ok).toBe(false);
    expect(!built.ok && built.problems).toEqual([
      'SMS_SENDER_IN: is required when SMS_MARKETS includes IN',
      'DLT_TEMPLATE_CARD_OTP: is required when SMS_MARKETS includes IN',
    ]);
  });

  it('refuses DLT ids that are not 19 digits, and one id for both kinds', () => {
    for (const bad of ['120715', '12071615179684262901', '120716151796842629x']) {
      const parsed = z.object(smsEnv).safeParse({ ...baseEnv(), DLT_ENTITY_ID: bad });
      expect(parsed.success).toBe(false);
    }
    const same = build({ ...baseEnv(), DLT_TEMPLATE_PROMO_OTP: CARD_TEMPLATE });
    expect(!same.ok && same.problems).toEqual([
      'DLT_TEMPLATE_PROMO_OTP: must differ from DLT_TEMPLATE_CARD_OTP (one template per text)',
    ]);
  });

  it('needs no DLT ids when only Indonesia is served, but its sender and the credentials', () => {
    const built = build({ SMS_MARKETS: 'ID', VONAGE_API_URL: gateway.url });
    expect(!built.ok && built.problems).toEqual([
      'VONAGE_API_KEY: is required for SMS_PROVIDER=vonage',
      'VONAGE_API_SECRET: is required for SMS_PROVIDER=vonage',
      'SMS_SENDER_ID: is required when SMS_MARKETS includes ID',
    ]);
    const { DLT_ENTITY_ID: _e, SMS_SENDER_IN: _s, ...withoutIndia } = baseEnv();
    const ok = build({ ...withoutIndia, SMS_MARKETS: 'ID' });
    expect(ok.ok && ok.config.markets).toEqual({ ID: { sender: 'TenorID' } });
  });

  it('never prints a secret', () => {
    const config = configOf();
    const printed = JSON.stringify(config) + String(config.apiSecret);
    expect(printed).not.toContain(API_SECRET);
    expect(printed).not.toContain(SIGNATURE_SECRET);
    expect(config.apiSecret.reveal()).toBe(API_SECRET);
  });
});

describe('the registered templates', () => {
  it('are what the modules write in English, with the brand fixed', () => {
    const templates = dltTemplates(BRAND);
    expect(Object.values(REGISTERED)).toEqual([
      templates.cardOtp,
      templates.promoOtp,
      templates.documents,
      templates.closure,
      templates.rightsOtp,
      templates.reminder,
      templates.reminderMissed,
      templates.offer,
      templates.autopayNotice,
      templates.autopayFailed,
      templates.enachNotice,
      templates.enachFailed,
    ]);
    const fill = (template: string, ...values: string[]) =>
      values.reduce((text, value) => text.replace(DLT_VARIABLE, value), template);
    expect(cardText('123456')).toBe(
      fill(templates.cardOtp, '123456', formatMoney('IN', 1_234_500)),
    );
    expect(promoText('en', '123456')).toBe(fill(templates.promoOtp, '123456'));
    const link = 'https://app.tenor.test/documents/order/12?b=3&e=1800000000&s=abc';
    const documents = documentsCopy('en', 'sms', { brand: BRAND, orderNo: 'IN2611290001', link });
    expect(documents).toBe(fill(templates.documents, 'IN2611290001').replace(DLT_URL, link));
    expect(matchesTemplate(templates.documents, documents)).toBe(true);
    const closure = closureCopy('en', 'sms', { brand: BRAND, orderNo: 'IN2611290001', link });
    expect(closure).toBe(fill(templates.closure, 'IN2611290001').replace(DLT_URL, link));
    expect(rightsCopy('en', 'codeSms', { app: BRAND, code: '123456' })).toBe(
      fill(templates.rightsOtp, '123456'),
    );
    const due = reminderCopy('en', 'due', {
      amount: formatMoney('IN', 515_000),
      date: '2 Dec 2026',
    });
    const charge = formatMoney('IN', 100_000);
    const pay = 'https://app.tenor.test/installmentRepay?productId=7&orderId=42';
    for (const [key, template] of [
      ['smsDue', templates.reminder],
      ['smsMissed', templates.reminderMissed],
    ] as const) {
      const text = reminderCopy('en', key, { brand: BRAND, due, charge, link: pay });
      expect(text).toBe(fill(template, due, charge).replace(DLT_URL, pay));
      expect(matchesTemplate(template, text)).toBe(true);
    }
    const offer = offerSms('IN', BRAND, 'Top-up loans at 1.5% a month, this week');
    expect(offer).toBe(fill(templates.offer, 'Top-up loans at 1.5% a month', ', this week'));
    expect(matchesTemplate(templates.offer, offer)).toBe(true);
  });

  it('keep within the portal’s two variables', () => {
    for (const template of Object.values(dltTemplates(BRAND))) {
      expect(template.split(DLT_VARIABLE).length - 1).toBeLessThanOrEqual(2);
    }
  });
});
