/**
 * The server with SMS_PROVIDER=vonage against the gateway's stand-in (decision 031,
 * docs/providers/sms.md): card and registration codes reach it with each market's sender and
 * India's DLT ids, a gateway failure reaches the borrower as the localised 1503 and still
 * counts against the limits, delivery receipts are counted at their route, and the start is
 * refused without the gateway's settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repaymentCommit, repaymentConfirm } from '@tenor/contract/endpoints/repay';
import { loadConfig } from '../src/config.ts';
import { smsDeliveries, smsSendFailures } from '../src/providers/metrics.ts';
import { SMS_RECEIPT_PATH } from '../src/modules/sms/routes.ts';
import { askSms, e164, envelopeOf, landing, typedPhone } from './helpers/promo.ts';
import { cardScreen, formAsBorrower, owedOf } from './helpers/repay.ts';
import {
  CARD_TEMPLATE,
  ENTITY,
  PROMO_TEMPLATE,
  REGISTERED,
  SENDER_ID,
  SENDER_IN,
  gatewayEnv,
  startRegisteredGateway,
} from './helpers/sms-gateway.ts';
import { useTestApp, demoSession, successData } from './helpers/test-app.ts';
import type { SmsGatewayStandIn } from './stand-ins/sms-gateway.ts';

let gateway: SmsGatewayStandIn;
beforeAll(async () => {
  gateway = await startRegisteredGateway();
});
afterAll(() => gateway.close());

const t = useTestApp(() => ({
  // Indonesia offers saved cards here too, so its card code is sent as well.
  env: { SMS_PROVIDER: 'vonage', ...gatewayEnv(gateway.url), PAY_CHANNELS_ID: 'va,market,card' },
  captureLogs: true,
}));

const unavailable = {
  en: {
    code: '1503',
    message: 'The service is temporarily unavailable, please try again',
    data: null,
  },
  id: { code: '1503', message: 'Layanan sedang tidak tersedia, silakan coba lagi', data: null },
};

/** languageType 1 is English (India); 2 Indonesian. */
const LANGUAGE_TYPE = { en: '1', id: '2' } as const;

/** The DLT portal's matching, as the stand-in applies it. */
const fits = (template: string, text: string) =>
  new RegExp(
    `^${template
      .split('{#var#}')
      .map((p) => p.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&'))
      .join('[^\\n]{1,30}')}$`,
    'u',
  ).test(text);

const codeIn = (text: string | undefined) => text?.match(/\b(\d{6})\b/)?.[1] ?? '';

/** The newest message the stand-in accepted. */
function lastSent() {
  const sent = gateway.sent.at(-1);
  if (sent === undefined) throw new Error('nothing reached the gateway');
  return sent;
}

/** The first card payment's commit of a new borrower, with the card that needs a code. */
async function commitCardCode(region: 'IN' | 'ID', lang: 'en' | 'id' = 'en') {
  const session = await demoSession(t.app, { region });
  const orderId = session.orders['170']!;
  const way = await cardScreen(t, session, orderId);
  const commit = async (sendMsg: 0 | 1) =>
    formAsBorrower(
      t,
      session,
      repaymentCommit.path,
      {
        orderId,
        amount: await owedOf(t, orderId),
        cardId: way.bankCards[0]!.id,
        repayToken: way.repayToken,
        sendMsg,
      },
      LANGUAGE_TYPE[lang],
    );
  return { session, orderId, res: await commit(1), commit };
}

const sentEvents = async (phone: string) =>
  (
    await t.db
      .selectFrom('otp_events')
      .select('id')
      .where('phone', '=', phone)
      .where('kind', '=', 'sent')
      .execute()
  ).length;

const budgetUsed = async () =>
  (await t.db.selectFrom('rate_events').select('id').where('scope', '=', 'promoSmsAll').execute())
    .length;

async function counterValue(
  counter: typeof smsSendFailures | typeof smsDeliveries,
  labels: Record<string, string>,
): Promise<number> {
  const { values } = await counter.get();
  const found = values.find((v) => {
    const own: Record<string, unknown> = v.labels;
    return Object.entries(labels).every(([name, value]) => own[name] === value);
  });
  return found?.value ?? 0;
}

describe('codes reach the gateway', () => {
  it("sends India's card code under the DLT header, entity and card template, and it pays", async () => {
    const { session, orderId, res } = await commitCardCode('IN');
    const data = successData(repaymentCommit, res);
    expect(data.needValid).toBe(1);
    const sent = lastSent();
    expect(sent).toMatchObject({
      from: SENDER_IN,
      to: session.phone.slice(1),
      entityId: ENTITY,
      contentId: CARD_TEMPLATE,
      clientRef: 'cardOtp',
    });
    expect(sent.text).toMatch(/^Tenor: \d{6} is your code to confirm the repayment of ₹/);
    expect(fits(REGISTERED[CARD_TEMPLATE], sent.text)).toBe(true);
    const confirmed = await formAsBorrower(t, session, repaymentConfirm.path, {
      orderId,
      verifyCode: codeIn(sent.text),
      repaymentRecordId: data.repayRecordId,
    });
    expect(successData(repaymentConfirm, confirmed)).toBeNull();
  });

  it("sends Indonesia's card code in Indonesian under its masking, without DLT ids", async () => {
    const { session, res } = await commitCardCode('ID', 'id');
    expect(successData(repaymentCommit, res).needValid).toBe(1);
    expect(lastSent()).toMatchObject({
      from: SENDER_ID,
      to: session.phone.slice(1),
      entityId: undefined,
      contentId: undefined,
      clientRef: 'cardOtp',
      type: 'text',
    });
    expect(lastSent().text).toMatch(/^Tenor: \d{6} adalah kode untuk mengonfirmasi pembayaran Rp/);
  });

  it("sends India's registration code as the registered English template, even to an Indonesian page", async () => {
    const l = await landing(t, 'IN', { languageType: LANGUAGE_TYPE.id });
    const res = await askSms(t, l, { languageType: LANGUAGE_TYPE.id });
    expect(envelopeOf(res).code).toBe('0');
    const sent = lastSent();
    expect(sent).toMatchObject({
      from: SENDER_IN,
      to: e164('IN', l.phone).slice(1),
      entityId: ENTITY,
      contentId: PROMO_TEMPLATE,
      clientRef: 'promoOtp',
    });
    // No WebOTP line: the template has no room for a host.
    expect(sent.text).toBe(
      `Tenor: ${codeIn(sent.text)} is your registration code. It expires in 5 minutes. Never share it with anyone, including our staff.`,
    );
    expect(fits(REGISTERED[PROMO_TEMPLATE], sent.text)).toBe(true);
  });

  it("sends Indonesia's registration code under its masking, with the WebOTP line", async () => {
    const l = await landing(t, 'ID');
    expect(envelopeOf(await askSms(t, l)).code).toBe('0');
    const sent = lastSent();
    expect(sent).toMatchObject({ from: SENDER_ID, to: e164('ID', l.phone).slice(1) });
    const code = codeIn(sent.text);
    expect(sent.text).toMatch(/^Tenor: \d{6} adalah kode pendaftaran Anda\./);
    expect(sent.text.endsWith(`\n\n@localhost #${code}`)).toBe(true);
  });
});

describe('the gateway failing', () => {
  it('answers a card code the gateway refused with 5xx as the localised 1503, counted and logged masked', async () => {
    const labels = { region: 'IN', kind: 'cardOtp', reason: 'unavailable' };
    const before = await counterValue(smsSendFailures, labels);
    gateway.fail({ http: 503 });
    const { session, res } = await commitCardCode('IN');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable.en);
    expect(await counterValue(smsSendFailures, labels)).toBe(before + 1);
    // The failed send still counts against the borrower's and phone's code limits.
    expect(await sentEvents(session.phone)).toBe(1);
    const logs = t.logs();
    expect(logs).toMatch(/"kind":"cardOtp","region":"IN","reason":"unavailable".*SMS not sent/);
    expect(logs).not.toContain(session.phone);
  });

  it('lets the borrower tap Pay again at once after a code that never left, and sends it', async () => {
    gateway.fail({ http: 503 });
    const { session, res, commit } = await commitCardCode('IN');
    expect(res.statusCode).toBe(503);
    const sentBefore = gateway.sent.length;
    // The same screen, the same button: no countdown to wait for, no "do not repeat".
    const again = await commit(0);
    expect(envelopeOf(again)).toMatchObject({ code: '00', data: { needValid: 1 } });
    expect(gateway.sent.length).toBe(sentBefore + 1);
    expect(lastSent().to).toBe(session.phone.slice(1));
    // Both tries count against the phone's code limits.
    expect(await sentEvents(session.phone)).toBe(2);
    // A third tap now is a repeat: a code is on its way.
    expect(envelopeOf(await commit(0)).code).toBe('800005');
  });

  it('answers a card code the gateway did not answer in time as 1503, in Indonesian', async () => {
    const labels = { region: 'ID', kind: 'cardOtp', reason: 'timeout' };
    const before = await counterValue(smsSendFailures, labels);
    gateway.fail({ delayMs: 1500 });
    const { session, res } = await commitCardCode('ID', 'id');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable.id);
    expect(await counterValue(smsSendFailures, labels)).toBe(before + 1);
    expect(await sentEvents(session.phone)).toBe(1);
  });

  it('answers a registration code the gateway refused as 1503, and the code still counts', async () => {
    const labels = { region: 'ID', kind: 'promoOtp', reason: 'unavailable' };
    const before = await counterValue(smsSendFailures, labels);
    const budget = await budgetUsed();
    const phone = typedPhone('ID');
    gateway.fail({ http: 500 });
    const res = await askSms(t, await landing(t, 'ID', {}, phone));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable.id);
    expect(await counterValue(smsSendFailures, labels)).toBe(before + 1);
    // The hourly budget and the phone's limits keep the failed send: asking again at once
    // meets the one-a-minute limit, as after a code that arrived.
    expect(await budgetUsed()).toBe(budget + 1);
    expect(await sentEvents(e164('ID', phone))).toBe(1);
    const again = await askSms(t, await landing(t, 'ID', {}, phone));
    expect(envelopeOf(again).message).toMatch(/^Jangan kirim ulang kode/);
  });

  it('answers a registration code in English when the page is English', async () => {
    gateway.fail({ drop: true });
    const v = { languageType: LANGUAGE_TYPE.en };
    const res = await askSms(t, await landing(t, 'IN', v), v);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailable.en);
  });
});

describe('delivery receipts', () => {
  /** A receipt for the newest accepted message. */
  const receiptOf = (status: 'delivered' | 'failed' = 'delivered') =>
    gateway.receipt(lastSent().messageIds[0]!, {
      status,
      errCode: status === 'delivered' ? '0' : '6',
    });

  const post = (payload: string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: SMS_RECEIPT_PATH,
      headers: { 'content-type': contentType },
      payload,
    });

  it('counts a signed receipt by market, kind and status once, whichever way and however often it arrives', async () => {
    await commitCardCode('IN');
    const labels = { region: 'IN', kind: 'cardOtp', status: 'delivered' };
    const before = await counterValue(smsDeliveries, labels);
    const params = receiptOf();
    const form = new URLSearchParams(params).toString();
    const answers = [
      await t.app.inject({ method: 'GET', url: `${SMS_RECEIPT_PATH}?${form}` }),
      await post(form, 'application/x-www-form-urlencoded'),
      await post(JSON.stringify(params), 'application/json'),
    ];
    // The same receipt three times (Vonage's retries, or a replay): answered, counted once.
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]?.json()).toEqual({ code: '00', message: 'ok', data: null });
    expect(await counterValue(smsDeliveries, labels)).toBe(before + 1);
    // A later status of the same message is news.
    const failed = { region: 'IN', kind: 'cardOtp', status: 'failed' };
    const failedBefore = await counterValue(smsDeliveries, failed);
    expect((await post(JSON.stringify(receiptOf('failed')), 'application/json')).statusCode).toBe(
      200,
    );
    expect(await counterValue(smsDeliveries, failed)).toBe(failedBefore + 1);
  });

  it('logs a receipt that says the code did not arrive, with the phone masked', async () => {
    const { session } = await commitCardCode('IN');
    const labels = { region: 'IN', kind: 'cardOtp', status: 'failed' };
    const before = await counterValue(smsDeliveries, labels);
    const res = await t.app.inject({
      method: 'GET',
      url: `${SMS_RECEIPT_PATH}?${new URLSearchParams(receiptOf('failed')).toString()}`,
    });
    expect(res.statusCode).toBe(200);
    expect(await counterValue(smsDeliveries, labels)).toBe(before + 1);
    expect(t.logs()).toContain('SMS not delivered');
    // Neither the receipt's line nor the request's URL (msisdn, without the +) shows the phone.
    expect(t.logs()).not.toContain(session.phone.slice(1));
  });

  it('refuses a receipt with a bad or missing signature (401) and counts nothing', async () => {
    await commitCardCode('IN');
    const params = receiptOf();
    const labels = { region: 'IN', kind: 'cardOtp', status: 'delivered' };
    const before = await counterValue(smsDeliveries, labels);
    const { sig: _sig, ...unsigned } = params;
    for (const forged of [{ ...params, sig: 'A'.repeat(64) }, unsigned]) {
      const res = await post(
        new URLSearchParams(forged).toString(),
        'application/x-www-form-urlencoded',
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: '1002' });
    }
    expect(await counterValue(smsDeliveries, labels)).toBe(before);
  });

  it('refuses something that is no receipt (400), never 500', async () => {
    const answers = [
      await post('{"messageId":', 'application/json'),
      await post('msisdn=919876543210', 'application/x-www-form-urlencoded'),
      await post('\u0000\u0001', 'application/octet-stream'),
      await t.app.inject({ method: 'GET', url: SMS_RECEIPT_PATH }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(answers[0]?.json()).toMatchObject({ code: '1001' });
  });
});

describe('configuration', () => {
  describe('without the gateway', () => {
    const outbox = useTestApp();
    it('has no receipt route without the gateway', async () => {
      const res = await outbox.app.inject({ method: 'POST', url: SMS_RECEIPT_PATH });
      expect(res.statusCode).toBe(404);
    });
  });

  it('refuses to start with SMS_PROVIDER=vonage and the gateway’s settings missing', () => {
    expect(() => loadConfig({ DEMO: 'true', SMS_PROVIDER: 'vonage' })).toThrow(
      /VONAGE_API_KEY: is required[\s\S]*SMS_SENDER_IN: is required[\s\S]*SMS_SENDER_ID: is required/,
    );
    const { DLT_TEMPLATE_PROMO_OTP: _p, ...withoutPromoTemplate } = gatewayEnv(gateway.url);
    expect(() =>
      loadConfig({ DEMO: 'true', SMS_PROVIDER: 'vonage', ...withoutPromoTemplate }),
    ).toThrow(/DLT_TEMPLATE_PROMO_OTP: is required when SMS_MARKETS includes IN/);
    expect(() =>
      loadConfig({
        DEMO: 'true',
        SMS_PROVIDER: 'vonage',
        ...gatewayEnv(gateway.url),
        DLT_ENTITY_ID: '12345',
      }),
    ).toThrow(/DLT_ENTITY_ID/);
    expect(
      loadConfig({ DEMO: 'true', SMS_PROVIDER: 'vonage', ...gatewayEnv(gateway.url) }).smsGateway,
    ).toMatchObject({ apiUrl: gateway.url, markets: { IN: { sender: SENDER_IN } } });
  });
});
