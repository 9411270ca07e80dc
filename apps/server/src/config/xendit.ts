/**
 * Xendit, the payment provider for Indonesia (providers/xendit, docs/providers/xendit.md):
 * its variables, their shape and the typed configuration the adapter receives, read when
 * PAYMENT_PROVIDER_ID=xendit (config/repay.ts).
 */
import * as z from 'zod';
import { list, providerUrl } from './fields.ts';
import { secret, type Secret } from './secret.ts';

export type { Secret } from './secret.ts';

/** Xendit's bank codes for fixed virtual accounts, as Tenor's pay codes spell them too. */
export const XENDIT_BANK_CODES = ['BCA', 'BNI', 'BRI', 'MANDIRI', 'PERMATA'] as const;
export type XenditBankCode = (typeof XENDIT_BANK_CODES)[number];

/** Xendit's `retail_outlet_name` values for fixed payment codes in Indonesia. */
export const XENDIT_OUTLETS = ['ALFAMART', 'INDOMARET'] as const;
export type XenditOutlet = (typeof XENDIT_OUTLETS)[number];

const names = <T extends readonly [string, ...string[]]>(values: T) =>
  list(z.string()).pipe(
    z.array(z.enum(values)).min(1, `must name at least one of ${values.join(', ')}`),
  );

export const xenditEnv = {
  // Test keys start xnd_development_, live keys xnd_production_ (Xendit dashboard, API keys).
  XENDIT_SECRET_KEY: z
    .string()
    .regex(
      /^xnd_(development|production)_[A-Za-z0-9+/=_-]{8,}$/,
      'must be a Xendit secret key (xnd_development_… or xnd_production_…)',
    )
    .optional(),
  /** The dashboard's "Callback verification token", sent back as `x-callback-token`. */
  XENDIT_CALLBACK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  XENDIT_API_URL: providerUrl.default('https://api.xendit.co'),
  XENDIT_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(8000),
  XENDIT_BANKS: names(XENDIT_BANK_CODES).default([...XENDIT_BANK_CODES]),
  XENDIT_OUTLETS: names(XENDIT_OUTLETS).default([...XENDIT_OUTLETS]),
  // Shown on ATM and cashier screens; Xendit accepts letters and spaces only (BCA: 3 or more).
  XENDIT_ACCOUNT_NAME: z
    .string()
    .regex(/^[A-Za-z ]{3,40}$/, 'must be 3–40 letters and spaces')
    .default('Tenor'),
};

export type XenditEnv = z.infer<z.ZodObject<typeof xenditEnv>>;

export interface XenditConfig {
  secretKey: Secret;
  callbackToken: Secret;
  /** Without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
  banks: XenditBankCode[];
  outlets: XenditOutlet[];
  /** The `name` of every virtual account and payment code (the lender's brand). */
  accountName: string;
  /** Test keys pay nothing real: operators see which mode runs (docs/providers/xendit.md). */
  live: boolean;
}

/**
 * What is missing for PAYMENT_PROVIDER=xendit (config.ts refuses to start with any); the key
 * and token are never echoed.
 */
export const xenditMissing = (e: XenditEnv): string[] => [
  ...(e.XENDIT_SECRET_KEY === undefined ? ['XENDIT_SECRET_KEY: is required for xendit'] : []),
  ...(e.XENDIT_CALLBACK_TOKEN === undefined
    ? ['XENDIT_CALLBACK_TOKEN: is required for xendit']
    : []),
];

/** The adapter's configuration, or null when Xendit is not configured. */
export function xenditConfig(e: XenditEnv): XenditConfig | null {
  if (e.XENDIT_SECRET_KEY === undefined || e.XENDIT_CALLBACK_TOKEN === undefined) return null;
  return {
    secretKey: secret(e.XENDIT_SECRET_KEY),
    callbackToken: secret(e.XENDIT_CALLBACK_TOKEN),
    baseUrl: e.XENDIT_API_URL,
    timeoutMs: e.XENDIT_TIMEOUT_MS,
    banks: e.XENDIT_BANKS,
    outlets: e.XENDIT_OUTLETS,
    accountName: e.XENDIT_ACCOUNT_NAME,
    live: e.XENDIT_SECRET_KEY.startsWith('xnd_production_'),
  };
}
