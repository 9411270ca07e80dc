/**
 * What the Razorpay adapter needs to run, as razorpay.ts builds it from the
 * environment. The two secrets are wrapped so that logging the settings (or a whole config
 * object) prints `[redacted]` instead of a key that moves money.
 */
import type { Secret } from './secret.ts';

export const RAZORPAY = 'razorpay';
export const DEFAULT_API_URL = 'https://api.razorpay.com/v1';
/**
 * Where Payment Links' `short_url`s point: pages open them only from allow-listed hosts, so
 * configuring Razorpay allows this one (render/web-config.ts).
 */
export const PAYMENT_LINK_HOSTS = ['rzp.io'] as const;
/** Well under CHARGE_RECONCILE_AFTER_SECONDS (120 by default): a call in flight is never taken for a lost one. */
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface RazorpaySettings {
  /** `rzp_live_…` or `rzp_test_…`: the user name of HTTP Basic auth. */
  keyId: string;
  keySecret: Secret;
  /** Set at Dashboard → Webhooks; keys the `X-Razorpay-Signature` HMAC. */
  webhookSecret: Secret;
  /** Base URL of the v1 REST API, without a trailing slash. */
  apiUrl: string;
  /** Per request, via AbortSignal.timeout. */
  timeoutMs: number;
}
