/**
 * Razorpay's credentials (providers/razorpay), read when PAYMENT_PROVIDER_IN=razorpay
 * (config/repay.ts). Values are checked at start so a pasted dashboard label or a blank secret
 * fails the deploy, and the error messages never repeat a value. The secrets leave this module
 * wrapped (`secret()`), printing `[redacted]` wherever they are logged.
 */
import * as z from 'zod';
import { providerUrl } from './fields.ts';
import { secret } from './secret.ts';
import { DEFAULT_API_URL, DEFAULT_TIMEOUT_MS, type RazorpaySettings } from './razorpay-settings.ts';

export const razorpayEnv = {
  RAZORPAY_KEY_ID: z
    .string()
    .regex(
      /^rzp_(live|test)_[A-Za-z0-9]{6,32}$/,
      'must be a key id such as rzp_live_… or rzp_test_…',
    )
    .optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1, 'must not be empty').optional(),
  /** Only for a stand-in or a proxy; Razorpay's own is the default. */
  RAZORPAY_API_URL: providerUrl.optional(),
  RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(DEFAULT_TIMEOUT_MS),
};

type RazorpayEnv = z.infer<z.ZodObject<typeof razorpayEnv>>;

const REQUIRED = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** Start-up problems when Razorpay is the chosen provider (config.ts throws them). */
export function razorpayProblems(e: RazorpayEnv, demo: boolean): string[] {
  return [
    ...REQUIRED.filter((name) => e[name] === undefined).map(
      (name) => `${name}: is required when a market's PAYMENT_PROVIDER is razorpay`,
    ),
    // A live key in demo mode would move real money for demo borrowers.
    ...(demo && e.RAZORPAY_KEY_ID?.startsWith('rzp_live_')
      ? ['RAZORPAY_KEY_ID: a live key needs DEMO off']
      : []),
  ];
}

/** The adapter's settings, or null when Razorpay is not configured (razorpayProblems says why). */
export function razorpaySettings(e: RazorpayEnv): RazorpaySettings | null {
  const {
    RAZORPAY_KEY_ID: keyId,
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: hook,
  } = e;
  if (keyId === undefined || keySecret === undefined || hook === undefined) return null;
  return {
    keyId,
    keySecret: secret(keySecret),
    webhookSecret: secret(hook),
    apiUrl: e.RAZORPAY_API_URL ?? DEFAULT_API_URL,
    timeoutMs: e.RAZORPAY_TIMEOUT_MS,
  };
}
