/**
 * The Xendit adapter against the local stand-in of Xendit's published API (decision 030): what
 * it sends, what it makes of the answers and callbacks, and how it fails. Nothing leaves the
 * machine.
 */
import { inspect } from 'node:util';
import * as z from 'zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { xenditConfig, xenditEnv, xenditMissing } from '../../src/config/xendit.ts';
import type { AccountRepository } from '../../src/modules/repay/va/account-repository.ts';
import type { RepaymentRepository } from '../../src/modules/repay/repayment-repository.ts';
import { paymentProviders } from '../../src/providers/configured.ts';
import { webhookService } from '../../src/modules/repay/settlement/webhook-service.ts';
import type { IssueRequest, ReportedPayment } from '../../src/providers/payment-provider.ts';
import { XenditError } from '../../src/providers/xendit/errors.ts';
import {
  XENDIT,
  xenditProvider,
  type XenditProvider,
} from '../../src/providers/xendit/xendit-provider.ts';
import {
  startXenditStandIn,
  type DeliveredCallback,
  type XenditStandIn,
} from '../stand-ins/xendit.ts';

const SECRET = 'xnd_development_StandInKey0123456789abcdef';
const TOKEN = 'stand-in-callback-verification-token-0123';
const HOUR = 3_600_000;
/** Tenor's amounts are sen; Xendit's (and the stand-in's) whole rupiah. */
const SEN = 100;
const BANKS = ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA'] as const;
const OUTLETS = ['ALFAMART', 'INDOMARET'] as const;

let clock = Date.now();
const now = () => new Date(clock);
let standIn: XenditStandIn;
let vcodeSeq = 0;

const envOf = (extra: Record<string, string> = {}) =>
  z.object(xenditEnv).parse({
    XENDIT_SECRET_KEY: SECRET,
    XENDIT_CALLBACK_TOKEN: TOKEN,
    XENDIT_API_URL: standIn.url,
    // Generous on a busy machine; the timeout test below sets the shortest allowed on purpose.
    XENDIT_TIMEOUT_MS: '5000',
    ...extra,
  });

function provider(extra: Record<string, string> = {}): XenditProvider {
  return xenditProvider(xenditConfig(envOf(extra))!, { now });
}

const request = (over: Partial<IssueRequest> = {}): IssueRequest => ({
  region: 'ID',
  payType: 1,
  payCode: 'BCA',
  amount: 1_250_000 * SEN,
  expiresAt: new Date(clock + 24 * HOUR),
  vcode: `VC20260302${String(++vcodeSeq).padStart(8, '0')}`,
  ...over,
});

const asWebhook = (callback: DeliveredCallback) => ({
  raw: Buffer.from(callback.body),
  headers: callback.headers as Record<string, string | string[] | undefined>,
});

/** The XenditError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<XenditError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(XenditError);
  return err as XenditError;
}

beforeEach(async () => {
  clock = Date.now();
  standIn = await startXenditStandIn({ secretKey: SECRET, callbackToken: TOKEN, now });
});

afterEach(async () => {
  await standIn.close();
});

describe('configuration', () => {
  it('takes only Xendit-shaped keys and never prints the key or the token', () => {
    expect(z.object(xenditEnv).safeParse({ XENDIT_SECRET_KEY: 'sk_live_123' }).success).toBe(false);
    const e = envOf();
    const config = xenditConfig(e)!;
    expect(config.live).toBe(false);
    expect(config.banks).toEqual([...BANKS]);
    expect(config.outlets).toEqual([...OUTLETS]);
    for (const printed of [
      JSON.stringify(config),
      inspect(config, { depth: 5 }),
      String(config.secretKey),
    ]) {
      expect(printed).not.toContain(SECRET);
      expect(printed).not.toContain(TOKEN);
    }
    expect(xenditConfig({ ...e, XENDIT_CALLBACK_TOKEN: undefined })).toBeNull();
    expect(xenditMissing({ ...e, XENDIT_SECRET_KEY: undefined }).join()).toContain(
      'XENDIT_SECRET_KEY',
    );
  });
});

describe('channels and steps', () => {
  it('lists only the configured banks and outlets, and nothing outside Indonesia', () => {
    const p = provider({ XENDIT_BANKS: 'BCA,BRI', XENDIT_OUTLETS: 'INDOMARET' });
    expect(p.name).toBe(XENDIT);
    const id = p.channels('ID');
    expect(id.banks.map((b) => b.payCode)).toEqual(['BCA', 'BRI']);
    expect(id.banks[0]!.methods).toEqual(['ATM', 'MobileBank', 'InternetBank']);
    expect(id.markets.map((m) => m.payCode)).toEqual(['INDOMARET']);
    expect(p.channels('IN')).toEqual({ banks: [], markets: [], upi: false });
  });

  it('gives the localised steps with the issued number', () => {
    const p = provider();
    const base = { accountNo: '107661234567890', amountText: 'Rp1.250.000', merchant: 'Tenor' };
    const all = p.steps({ ...base, payType: 1, payCode: 'BNI', specificNum: 0, lang: 'id' });
    expect(all.bank.map((b) => b.name)).toEqual(['ATM', 'MobileBank', 'InternetBank']);
    expect(all.bank[0]!.steps.join(' ')).toContain('107661234567890');
    const atm = p.steps({ ...base, payType: 1, payCode: 'BNI', specificNum: 1, lang: 'en' });
    expect(atm.bank).toHaveLength(1);
    const market = p.steps({
      ...base,
      payType: 2,
      payCode: 'ALFAMART',
      specificNum: 0,
      lang: 'en',
    });
    expect(market.market.join(' ')).toContain('Alfamart');
    expect(market.market.join(' ')).toContain('Rp1.250.000');
  });
});

describe('issuing', () => {
  it.each(BANKS)(
    'issues a closed single-use %s VA for the exact amount until the expiry',
    async (bank) => {
      const req = request({ payCode: bank });
      const { accountNo, providerRef } = await provider().issueAccount(req);
      const va = standIn.books.vas.find((v) => v.external_id === req.vcode)!;
      expect(va).toMatchObject({
        bank_code: bank,
        account_number: accountNo,
        is_closed: true,
        expected_amount: 1_250_000,
        is_single_use: true,
        expiration_date: req.expiresAt.toISOString(),
        name: 'Tenor',
      });
      expect(providerRef).toBe(`va:${va.id}`);
      const sent = standIn.requests.at(-1)!;
      expect(sent.headers.authorization).toBe(
        `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`,
      );
      expect(sent.headers['x-idempotency-key']).toBe(req.vcode);
    },
  );

  it.each(OUTLETS)(
    'issues a single-use %s payment code for the exact amount until the expiry',
    async (outlet) => {
      const req = request({ payType: 2, payCode: outlet, amount: 480_000 * SEN });
      const { accountNo } = await provider().issueAccount(req);
      expect(standIn.books.codes).toEqual([
        expect.objectContaining({
          external_id: req.vcode,
          retail_outlet_name: outlet,
          payment_code: accountNo,
          expected_amount: 480_000,
          is_single_use: true,
          expiration_date: req.expiresAt.toISOString(),
        }),
      ]);
    },
  );
});

describe('callbacks', () => {
  it('reports a VA payment once per payment id, and refuses a forged or missing token', async () => {
    const p = provider();
    const { accountNo } = await p.issueAccount(request());
    const paid = standIn.pay(accountNo, 1_250_000);
    if (!paid.ok) throw new Error(paid.refusal);
    const { raw, headers } = asWebhook(paid.callback);
    expect(p.verifyWebhook(raw, headers)).toBe(true);
    expect(p.parseWebhook(raw)).toEqual({
      eventId: paid.paymentId,
      accountNo,
      amount: 1_250_000 * SEN,
      paidAt: new Date(clock).toISOString(),
    });
    expect(p.verifyWebhook(raw, { ...headers, 'x-callback-token': `${TOKEN}x` })).toBe(false);
    expect(p.verifyWebhook(raw, { ...headers, 'x-callback-token': TOKEN.slice(0, -1) })).toBe(
      false,
    );
    expect(p.verifyWebhook(raw, { ...headers, 'x-callback-token': undefined })).toBe(false);
    expect(p.verifyWebhook(raw, { ...headers, 'x-callback-token': [TOKEN, TOKEN] })).toBe(false);
    // Xendit redelivers until answered 200: the same payment keeps its event id.
    const again = asWebhook(standIn.redeliver(paid.paymentId));
    expect(p.parseWebhook(again.raw)?.eventId).toBe(paid.paymentId);
  });

  it('reads callbacks in any order, payment codes included', async () => {
    const p = provider();
    const va = await p.issueAccount(request());
    const code = await p.issueAccount(
      request({ payType: 2, payCode: 'INDOMARET', amount: 300_000 * SEN }),
    );
    const first = standIn.pay(va.accountNo, 1_250_000);
    clock += 60_000;
    const second = standIn.pay(code.accountNo, 300_000);
    if (!first.ok || !second.ok) throw new Error('refused');
    const late = p.parseWebhook(Buffer.from(second.callback.body));
    const early = p.parseWebhook(Buffer.from(first.callback.body));
    expect(late).toMatchObject({
      eventId: second.paymentId,
      accountNo: code.accountNo,
      amount: 300_000 * SEN,
    });
    expect(early).toMatchObject({ eventId: first.paymentId, accountNo: va.accountNo });
    expect(Date.parse(late!.paidAt) - Date.parse(early!.paidAt)).toBe(60_000);
  });

  it('is no payment: an "FVA created" event, or not JSON', () => {
    const p = provider();
    const created = {
      id: 'x1',
      external_id: 'VC1',
      account_number: '1076600001',
      status: 'ACTIVE',
    };
    expect(p.parseWebhook(Buffer.from(JSON.stringify(created)))).toBeNull();
    expect(p.parseWebhook(Buffer.from('{'))).toBeNull();
  });

  it('lets the stand-in refuse what Xendit refuses: another amount, a second payment, an expired VA', async () => {
    const p = provider();
    const { accountNo } = await p.issueAccount(request());
    expect(standIn.pay(accountNo, 1_000_000)).toEqual({ ok: false, refusal: 'amount' });
    expect(standIn.pay(accountNo, 1_250_000).ok).toBe(true);
    expect(standIn.pay(accountNo, 1_250_000)).toEqual({ ok: false, refusal: 'paid' });
    const late = await p.issueAccount(request({ payCode: 'BRI' }));
    clock += 25 * HOUR;
    expect(standIn.pay(late.accountNo, 1_250_000)).toEqual({ ok: false, refusal: 'expired' });
  });
});

describe('status lookups', () => {
  it('finds a VA payment by its id and a payment code payments by the code', async () => {
    const p = provider();
    const va = await p.issueAccount(request());
    const code = await p.issueAccount(
      request({ payType: 2, payCode: 'ALFAMART', amount: 200_000 * SEN }),
    );
    const vaPaid = standIn.pay(va.accountNo, 1_250_000);
    const codePaid = standIn.pay(code.accountNo, 200_000);
    if (!vaPaid.ok || !codePaid.ok) throw new Error('refused');
    expect(await p.virtualAccountPayment(vaPaid.paymentId)).toEqual(
      p.parseWebhook(Buffer.from(vaPaid.callback.body)),
    );
    expect(await p.virtualAccountPayment('nope')).toBeNull();
    expect(await p.paymentCodePayments(code.accountNo)).toEqual([
      {
        eventId: codePaid.paymentId,
        accountNo: code.accountNo,
        amount: 200_000 * SEN,
        paidAt: expect.any(String),
      },
    ]);
  });
});

describe('closing and refunds', () => {
  it('expires a VA and a payment code now, so the stand-in refuses payments into them', async () => {
    const p = provider();
    const va = await p.issueAccount(request());
    const code = await p.issueAccount(
      request({ payType: 2, payCode: 'ALFAMART', amount: 200_000 * SEN }),
    );
    await p.closeAccount(va.accountNo);
    await p.closeAccount(code.accountNo);
    const patch = standIn.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({ expiration_date: now().toISOString() });
    expect(standIn.pay(va.accountNo, 1_250_000)).toEqual({ ok: false, refusal: 'expired' });
    expect(standIn.pay(code.accountNo, 200_000)).toEqual({ ok: false, refusal: 'expired' });
    // Closing a closed (or paid) account is a no-op, as the interface asks.
    await p.closeAccount(va.accountNo);
    await p.closeAccount(code.accountNo);
  });

  it('closes by the stored provider ref after a restart, and says when it has neither', async () => {
    const issued = await provider().issueAccount(request());
    const restarted = provider();
    expect((await failure(restarted.closeAccount(issued.accountNo))).code).toBe('UNKNOWN_ACCOUNT');
    await restarted.closeAccount(issued.accountNo, issued.providerRef);
    expect(standIn.pay(issued.accountNo, 1_250_000)).toEqual({ ok: false, refusal: 'expired' });
  });

  it('leaves VA and retail payments to the operators: refund answers false', async () => {
    const p = provider();
    const before = standIn.requests.length;
    expect(await p.refund({ reference: 'refund-1', accountNo: '1', eventId: 'e', amount: 1 })).toBe(
      false,
    );
    expect(p.refundNote).toMatch(/cannot refund/);
    expect(standIn.requests.length).toBe(before);
  });
});

describe('rails Xendit does not serve here', () => {
  it('refuses cards, the hosted page and India clearly', async () => {
    const p = provider();
    const card = await failure(
      p.chargeCard({ bankCode: 'BCA', last4: '1234', amount: 1, reference: 'r' }),
    );
    expect(card).toMatchObject({ kind: 'unsupported', code: 'NO_CARD_RAIL' });
    const page = await failure(
      p.openGateway({
        ref: 'r',
        amount: 1,
        method: 'debitCard',
        expiresAt: new Date(),
        returnUrl: 'https://app.example/',
      }),
    );
    expect(page).toMatchObject({ kind: 'unsupported', code: 'NO_HOSTED_PAGE' });
    expect(await p.chargeStatus('r')).toBe('failed');
    expect(await p.cancelGateway('r')).toBe(true);
    const india = await failure(
      p.issueAccount(request({ region: 'IN', payType: 3, payCode: 'UPI' })),
    );
    expect(india.kind).toBe('unsupported');
  });
});

describe('provider errors', () => {
  it('turns a refused key into unavailable, and a refused request into a refusal', async () => {
    const wrongKey = xenditProvider(
      xenditConfig(envOf({ XENDIT_SECRET_KEY: 'xnd_development_SomeoneElsesKey123' }))!,
    );
    expect(await failure(wrongKey.issueAccount(request()))).toMatchObject({
      kind: 'unavailable',
      code: 'INVALID_API_KEY',
      status: 401,
      messageKey: 'unavailable',
      httpStatus: 503,
    });
    await standIn.close();
    standIn = await startXenditStandIn({
      secretKey: SECRET,
      callbackToken: TOKEN,
      now,
      banks: ['BCA'],
    });
    expect(await failure(provider().issueAccount(request({ payCode: 'PERMATA' })))).toMatchObject({
      kind: 'refused',
      code: 'BANK_NOT_SUPPORTED_ERROR',
      messageKey: 'payCodeNotOffered',
      httpStatus: 400,
    });
    const over = request({ payType: 2, payCode: 'ALFAMART', amount: 7_500_000 * SEN });
    expect(await failure(provider().issueAccount(over))).toMatchObject({
      kind: 'refused',
      code: 'API_VALIDATION_ERROR',
    });
  });

  it('refuses an amount that is not whole rupiah without asking Xendit', async () => {
    const p = provider();
    expect((await failure(p.issueAccount(request({ amount: 1_250_050 })))).code).toBe(
      'AMOUNT_NOT_WHOLE_RUPIAH',
    );
    expect(standIn.requests).toHaveLength(0);
  });

  it('refuses a bank that is not configured without asking Xendit', async () => {
    const p = provider({ XENDIT_BANKS: 'BCA' });
    expect((await failure(p.issueAccount(request({ payCode: 'BNI' })))).code).toBe(
      'BANK_NOT_ENABLED',
    );
    expect(standIn.requests).toHaveLength(0);
  });

  it('tries a 5xx or a dropped connection once more, with the same external_id', async () => {
    standIn.fault({ kind: 'status', status: 503 });
    const req = request();
    await provider().issueAccount(req);
    standIn.fault({ kind: 'drop' });
    await provider().issueAccount(
      request({ payType: 2, payCode: 'ALFAMART', amount: 50_000 * SEN }),
    );
    expect(standIn.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'POST', 'POST']);
    expect(standIn.requests[0]!.body).toEqual(standIn.requests[1]!.body);
    expect(standIn.books.vas).toHaveLength(1);
    expect(standIn.books.codes).toHaveLength(1);
  });

  it('gives up after a second 5xx: unavailable, nothing issued', async () => {
    standIn.fault({ kind: 'status', status: 500 });
    standIn.fault({ kind: 'status', status: 502 });
    expect(await failure(provider().issueAccount(request()))).toMatchObject({
      kind: 'unavailable',
      status: 502,
    });
    expect(standIn.books.vas).toHaveLength(0);
  });

  it('never issues twice for one external_id when the answer was lost', async () => {
    const req = request();
    standIn.fault({ kind: 'dropAfter' });
    // The first try took effect; its repeat, under the same key, is answered that account
    // (decision 044), not issued again.
    const { accountNo } = await provider().issueAccount(req);
    const vas = standIn.books.vas.filter((v) => v.external_id === req.vcode);
    expect(vas.map((v) => v.account_number)).toEqual([accountNo]);
    // Another body under the same bill number is refused as a duplicate.
    expect(
      await failure(provider().issueAccount({ ...req, amount: req.amount + SEN })),
    ).toMatchObject({ kind: 'unavailable', code: 'DUPLICATE_CALLBACK_VIRTUAL_ACCOUNT_ERROR' });
    expect(standIn.books.vas.filter((v) => v.external_id === req.vcode)).toHaveLength(1);
  });

  it('times out a slow answer without repeating it', async () => {
    const req = request({ payType: 2, payCode: 'INDOMARET', amount: 90_000 * SEN });
    standIn.fault({ kind: 'slow', ms: 4000 });
    const started = Date.now();
    expect(await failure(provider({ XENDIT_TIMEOUT_MS: '500' }).issueAccount(req))).toMatchObject({
      kind: 'unavailable',
      code: 'TIMEOUT',
    });
    expect(Date.now() - started).toBeLessThan(3500);
    expect(standIn.requests).toHaveLength(1);
    // Asking again for the same bill is answered the code the slow ask made, not a second one.
    const again = await provider().issueAccount(req);
    expect(standIn.books.codes.map((c) => c.payment_code)).toEqual([again.accountNo]);
  });

  it('repeats a close that met a 5xx', async () => {
    const p = provider();
    const { accountNo } = await p.issueAccount(request());
    standIn.fault({ kind: 'status', status: 503 }, '/callback_virtual_accounts/');
    await p.closeAccount(accountNo);
    expect(standIn.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2);
    expect(standIn.pay(accountNo, 1_250_000)).toEqual({ ok: false, refusal: 'expired' });
  });
});

describe('behind the repay webhook service', () => {
  it('answers 401 to a forged token and records a genuine callback once', async () => {
    const p = provider();
    const { accountNo } = await p.issueAccount(request());
    const paid = standIn.pay(accountNo, 1_250_000);
    if (!paid.ok) throw new Error(paid.refusal);
    const recorded: ReportedPayment[] = [];
    const repo = {
      recordNotification: async (_provider: string, payment: ReportedPayment) => {
        const seen = recorded.some((r) => r.eventId === payment.eventId);
        recorded.push(payment);
        return seen ? { kind: 'duplicate' } : { kind: 'recorded', payType: 1 };
      },
    } as unknown as AccountRepository;
    const service = webhookService(
      repo,
      {} as RepaymentRepository,
      paymentProviders({ IN: null, ID: p }),
      async () => {},
    );
    const { raw, headers } = asWebhook(paid.callback);
    const forged = { ...headers, 'x-callback-token': 'guessed-token-guessed-token' };
    await expect(service.receive(XENDIT, raw, forged, 'en')).rejects.toMatchObject({
      httpStatus: 401,
    });
    expect(await service.receive(XENDIT, raw, headers, 'en')).toEqual({
      eventId: paid.paymentId,
      result: 'applied',
    });
    const replay = asWebhook(standIn.redeliver(paid.paymentId));
    expect(await service.receive(XENDIT, replay.raw, replay.headers, 'en')).toEqual({
      eventId: paid.paymentId,
      result: 'duplicate',
    });
    expect(recorded.map((r) => r.accountNo)).toEqual([accountNo, accountNo]);
  });
});
