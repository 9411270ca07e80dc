/**
 * The Razorpay, Xendit and SMS gateway stand-ins (test/stand-ins) started together on loopback
 * ports, with the environment that points an app at them (PAYMENT_PROVIDER_IN=razorpay,
 * PAYMENT_PROVIDER_ID=xendit, SMS_PROVIDER=vonage: the whole production set), and their webhooks delivered to the app as the providers POST
 * them: the raw body and the provider's own headers.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { GatewayMethod } from '@tenor/contract/endpoints/repay';
import { generateVcode, repaymentHuichao } from '@tenor/contract/endpoints/repay';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import * as razorpayStandIn from '../stand-ins/razorpay.ts';
import type { SmsGatewayStandIn } from '../stand-ins/sms-gateway.ts';
import { startXenditStandIn, type XenditStandIn } from '../stand-ins/xendit.ts';
import { gatewayEnv, startRegisteredGateway } from './sms-gateway.ts';
import type { ServerData } from './child-server.ts';
import { asBorrower, formAsBorrower, owedOf } from './repay.ts';
import { demoSession, successData, type DemoSession, type TestApp } from './test-app.ts';

/** The stand-in Xendit's secret key and callback verification token. */
export const XENDIT_STAND_IN_SECRET = 'xnd_development_StandInJourneys0123456789';
export const XENDIT_STAND_IN_TOKEN = 'stand-in-journeys-callback-token-0123';

export interface ProviderStandIns {
  razorpay: razorpayStandIn.RazorpayStandIn;
  xendit: XenditStandIn;
  sms: SmsGatewayStandIn;
  /** What `buildTestApp({ env })` needs to take each market's payments through its stand-in. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startProviderStandIns(
  extraEnv: Record<string, string> = {},
): Promise<ProviderStandIns> {
  const [razorpay, xendit, sms] = await Promise.all([
    razorpayStandIn.startRazorpayStandIn(),
    startXenditStandIn({ secretKey: XENDIT_STAND_IN_SECRET, callbackToken: XENDIT_STAND_IN_TOKEN }),
    startRegisteredGateway(),
  ]);
  return {
    razorpay,
    xendit,
    sms,
    env: {
      SMS_PROVIDER: 'vonage',
      ...gatewayEnv(sms.url),
      PAYMENT_PROVIDER_IN: 'razorpay',
      PAYMENT_PROVIDER_ID: 'xendit',
      RAZORPAY_KEY_ID: razorpayStandIn.STAND_IN_KEY_ID,
      RAZORPAY_KEY_SECRET: razorpayStandIn.STAND_IN_KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: razorpayStandIn.STAND_IN_WEBHOOK_SECRET,
      RAZORPAY_API_URL: razorpay.url,
      XENDIT_SECRET_KEY: XENDIT_STAND_IN_SECRET,
      XENDIT_CALLBACK_TOKEN: XENDIT_STAND_IN_TOKEN,
      XENDIT_API_URL: xendit.url,
      ...extraEnv,
    },
    async close() {
      await razorpay.settled();
      await Promise.all([razorpay.close(), xendit.close(), sms.close()]);
    },
  };
}

/**
 * The stand-ins of a test file: started before its first test, closed after its last. Reads
 * like the stand-ins themselves (`stand.razorpay`, …). With `options`, their environment is
 * put there before the next `beforeAll` runs: `useTestApp(options)` after this builds the app
 * behind them.
 */
export function useStandIns(options: { env?: Record<string, string> } = {}): ProviderStandIns {
  let started: ProviderStandIns | undefined;
  beforeAll(async () => {
    started = await startProviderStandIns();
    options.env = { ...started.env, ...options.env };
  });
  afterAll(() => started?.close());
  const current = (): ProviderStandIns => {
    if (!started)
      throw new Error('the stand-ins start in beforeAll: use them inside tests and hooks');
    return started;
  };
  return {
    get razorpay() {
      return current().razorpay;
    },
    get xendit() {
      return current().xendit;
    },
    get sms() {
      return current().sms;
    },
    get env() {
      return current().env;
    },
    close: () => current().close(),
  };
}

/** A webhook or callback as a provider sends it: its raw body and its headers. */
export interface ProviderDelivery {
  body: string;
  headers: Record<string, string>;
}

/** POSTs a provider's webhook to the app at `/repay/webhook/<provider>`. */
export function deliverWebhook(
  t: TestApp,
  provider: 'razorpay' | 'xendit',
  delivery: ProviderDelivery,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/repay/webhook/${provider}`,
    headers: delivery.headers,
    payload: delivery.body,
  });
}

// ---- a borrower's calls through the providers, and what the stand-ins and the database hold

/** What generate-vcode asks for: the pay type and the bank, outlet or UPI. */
export type Bill = { payType: 1 | 2 | 3 | 4 | 5; payCode: string };
export const UPI: Bill = { payType: 3, payCode: 'UPI' };
export const BCA: Bill = { payType: 1, payCode: 'BCA' };
export const INDOMARET: Bill = { payType: 2, payCode: 'INDOMARET' };
/** A dynamic QRIS through Xendit's Payments API v3 (decision 073). */
export const QRIS: Bill = { payType: 4, payCode: 'QRIS' };
/** E-wallets through the same v3 payment requests (decision 077). */
export const DANA: Bill = { payType: 5, payCode: 'DANA' };
export const SHOPEEPAY: Bill = { payType: 5, payCode: 'SHOPEEPAY' };
/** Tenor's Indonesian amounts are sen; Xendit takes and reports whole rupiah. */
export const SEN = 100;

/** A new demo borrower of the market, their due day loan, and what it owes in all. */
export async function borrowerOn(app: TestApp, region: 'IN' | 'ID') {
  const session = await demoSession(app.app, { region });
  const orderId = session.orders['174']!;
  return { session, orderId, amount: await owedOf(app, orderId) };
}

/** generate-vcode for `amount`, answered as it came. */
export const askBill = (
  app: TestApp,
  session: DemoSession,
  orderId: number,
  amount: number,
  bill: Bill,
  languageType = '1',
) =>
  asBorrower(
    app,
    session,
    generateVcode.path,
    { orderId, amount, ...bill, isDefault: 1, isDisplay: 0, specificNum: 0 },
    languageType,
  );

/** The bill for the order's whole outstanding. */
export async function issueBillOn(app: TestApp, session: DemoSession, orderId: number, bill: Bill) {
  const amount = await owedOf(app, orderId);
  return successData(generateVcode, await askBill(app, session, orderId, amount, bill));
}

/** repayment-huichao, answered as it came. */
export const openGatewayOn = (
  app: TestApp,
  session: DemoSession,
  orderId: number,
  amount: number,
  method: GatewayMethod,
) => formAsBorrower(app, session, repaymentHuichao.path, { orderId, amount, method });

/** The stand-in Razorpay's QR code issued for a bill number. */
export function qrAt(stand: ProviderStandIns, vcode: string) {
  const qr = [...stand.razorpay.state.qrCodes.values()].find(
    (q) => (q.notes as Record<string, string>).tenor_vcode === vcode,
  );
  if (qr === undefined) throw new Error(`no QR code for ${vcode}`);
  return qr as { id: string; image_content: string; payment_amount: number; status: string };
}

/** The stand-in Razorpay's payment link behind a page URL, and the receipt it returns to. */
export function linkAt(stand: ProviderStandIns, url: string) {
  const links = [...stand.razorpay.state.links.values()].filter((l) => l.short_url === url);
  expect(links).toHaveLength(1);
  const link = links[0] as { reference_id: string; amount: number; status: string };
  const created = stand.razorpay.calls.find(
    (c) => c.path === '/payment_links' && c.body.reference_id === link.reference_id,
  )!;
  const returnUrl = new URL(created.body.callback_url as string);
  return {
    ...link,
    created: created.body,
    repaymentId: Number(returnUrl.searchParams.get('repaymentId')),
  };
}

/** The hosted page opened for `amount`: its URL and Razorpay's link behind it. */
export async function pageOn(
  app: TestApp,
  stand: ProviderStandIns,
  session: DemoSession,
  orderId: number,
  amount: number,
  method: GatewayMethod,
) {
  const { url } = successData(
    repaymentHuichao,
    await openGatewayOn(app, session, orderId, amount, method),
  );
  return { url, link: linkAt(stand, url) };
}

/** Razorpay's payment id in a webhook: the event id Tenor dedupes on. */
export const eventIdOf = (delivery: ProviderDelivery) =>
  (JSON.parse(delivery.body) as { payload: { payment: { entity: { id: string } } } }).payload
    .payment.entity.id;

/** A UPI bill for the whole outstanding, paid at Razorpay: its QR and the webhook to come. */
export async function upiPaidOn(
  app: TestApp,
  stand: ProviderStandIns,
  session: DemoSession,
  orderId: number,
) {
  const bill = await issueBillOn(app, session, orderId, UPI);
  const qrId = qrAt(stand, bill.vcode).id;
  const webhook = stand.razorpay.payQr(qrId);
  return { bill, qrId, webhook, eventId: eventIdOf(webhook) };
}

/** The stand-in Xendit takes the payment (amount in sen) and gives its callback. */
export function xenditPaysAt(stand: ProviderStandIns, accountNo: string, amountSen: number) {
  const paid = stand.xendit.pay(accountNo, amountSen / SEN);
  if (!paid.ok) throw new Error(`the stand-in Xendit refused: ${paid.refusal}`);
  return paid;
}

/** The webhook's answer: its HTTP status and the envelope's code and data. */
export async function deliveredTo(
  app: TestApp,
  provider: 'razorpay' | 'xendit',
  delivery: ProviderDelivery,
): Promise<{ status: number; data: unknown; code: string }> {
  const res = await deliverWebhook(app, provider, delivery);
  const body = res.json() as { code: string; data: unknown };
  return { status: res.statusCode, data: body.data, code: body.code };
}

export const applied = (eventId: string) => ({
  status: 200,
  code: '00',
  data: { eventId, result: 'applied' },
});
export const duplicate = (eventId: string) => ({
  status: 200,
  code: '00',
  data: { eventId, result: 'duplicate' },
});

/** Refunds the stand-in Razorpay made of a payment. */
export const refundsAtRazorpay = (stand: ProviderStandIns, paymentId: string) =>
  [...stand.razorpay.state.refunds.values()].filter((r) => r.payment_id === paymentId);

/** An account a stand-in issued: the number Tenor stores, and whether it would take money now. */
export interface HeldAccount {
  rail: 'qr' | 'va' | 'code';
  accountNo: string;
  open: boolean;
}

/** Every QR code, virtual account and payment code the stand-ins issued so far. */
export function heldAt(stand: ProviderStandIns): HeldAccount[] {
  const { books } = stand.xendit;
  const live = (a: { paid: boolean; is_single_use: boolean; expiration_date: string }) =>
    !(a.paid && a.is_single_use) && !books.isExpired(a.expiration_date);
  return [
    ...[...stand.razorpay.state.qrCodes.values()].map((q) => ({
      rail: 'qr' as const,
      accountNo: q.id as string,
      open: q.status === 'active',
    })),
    ...books.vas.map((v) => ({ rail: 'va' as const, accountNo: v.account_number, open: live(v) })),
    ...books.codes.map((c) => ({
      rail: 'code' as const,
      accountNo: c.payment_code,
      open: live(c),
    })),
  ];
}

/** What the stand-ins issue from now on: `made()` lists the accounts issued since. */
export function issuedFrom(stand: ProviderStandIns) {
  const before = new Set(heldAt(stand).map((a) => a.accountNo));
  return { made: () => heldAt(stand).filter((a) => !before.has(a.accountNo)) };
}

export const accountsOn = (app: TestApp, orderId: number) =>
  app.db.selectFrom('payment_accounts').selectAll().where('order_id', '=', orderId).execute();

export const notificationsOn = (app: TestApp, orderId: number) =>
  app.db
    .selectFrom('payment_notifications')
    .innerJoin('payment_accounts', 'payment_accounts.id', 'payment_notifications.account_id')
    .select(['event_id', 'payment_notifications.amount', 'applied_amount'])
    .where('payment_accounts.order_id', '=', orderId)
    .execute();

export const refundsOn = (app: TestApp, orderId: number) =>
  app.db.selectFrom('payment_refunds').selectAll().where('order_id', '=', orderId).execute();

/**
 * One more app (instance) on the database of `data` (child-server.ts `serverData`: a SQLite
 * file, or a PostgreSQL database under `npm run test:pg`), in this process: its own pool,
 * providers and memory, as another process has. Closing it leaves the database.
 */
export async function appOn(data: ServerData, env: Record<string, string> = {}): Promise<TestApp> {
  const config = loadConfig({ ...data.env, LOG_LEVEL: 'silent', ...env });
  const db = openDatabase(config);
  const app = await buildApp(config, { db });
  await app.ready();
  return { app, db, config, logs: () => '', close: () => app.close() };
}
