/**
 * The Razorpay and Xendit stand-ins (test/stand-ins) started together on loopback ports, with
 * the environment that points an app at them (PAYMENT_PROVIDER_IN=razorpay,
 * PAYMENT_PROVIDER_ID=xendit), and their webhooks delivered to the app as the providers POST
 * them: the raw body and the provider's own headers.
 */
import type { LightMyRequestResponse } from 'fastify';
import * as razorpayStandIn from '../stand-ins/razorpay.ts';
import { startXenditStandIn, type XenditStandIn } from '../stand-ins/xendit.ts';
import type { TestApp } from './test-app.ts';

/** The stand-in Xendit's secret key and callback verification token. */
export const XENDIT_STAND_IN_SECRET = 'xnd_development_StandInJourneys0123456789';
export const XENDIT_STAND_IN_TOKEN = 'stand-in-journeys-callback-token-0123';

export interface ProviderStandIns {
  razorpay: razorpayStandIn.RazorpayStandIn;
  xendit: XenditStandIn;
  /** What `buildTestApp({ env })` needs to take each market's payments through its stand-in. */
  env: Record<string, string>;
  close: () => Promise<void>;
}

export async function startProviderStandIns(
  extraEnv: Record<string, string> = {},
): Promise<ProviderStandIns> {
  const [razorpay, xendit] = await Promise.all([
    razorpayStandIn.startRazorpayStandIn(),
    startXenditStandIn({ secretKey: XENDIT_STAND_IN_SECRET, callbackToken: XENDIT_STAND_IN_TOKEN }),
  ]);
  return {
    razorpay,
    xendit,
    env: {
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
      await Promise.all([razorpay.close(), xendit.close()]);
    },
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
