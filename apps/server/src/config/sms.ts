/**
 * The SMS gateway (Vonage SMS API, decision 031): credentials, the markets it sends to, each
 * market's sender id and India's DLT ids. Read only when SMS_PROVIDER names the gateway;
 * `smsGatewayConfig` refuses a start that would send Indian messages the operators drop.
 */
import * as z from 'zod';
import { list, providerUrl } from './fields.ts';
import { secret, type Secret } from './secret.ts';

export type { Secret } from './secret.ts';

/** DLT principal-entity and content-template ids are 19-digit numbers on every DLT portal. */
const dltId = z.string().regex(/^\d{19}$/, 'must be the 19-digit id the DLT portal shows');

export const SIGNATURE_METHODS = ['md5hash', 'md5', 'sha1', 'sha256', 'sha512'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export const smsEnv = {
  SMS_MARKETS: list(z.string())
    .pipe(z.array(z.enum(['IN', 'ID'])).min(1))
    .default(['IN', 'ID']),
  VONAGE_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]{4,40}$/, 'must be the API key from the dashboard')
    .optional(),
  VONAGE_API_SECRET: z.string().min(8, 'must be the API secret from the dashboard').optional(),
  VONAGE_API_URL: providerUrl.default('https://rest.nexmo.com/sms/json'),
  /** Signs delivery receipts; without it anyone who knows the URL can post one. */
  VONAGE_SIGNATURE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  VONAGE_SIGNATURE_METHOD: z.enum(SIGNATURE_METHODS).default('sha256'),
  /** India's DLT header: six letters, registered on the DLT portal and with Vonage. */
  SMS_SENDER_IN: z
    .string()
    .regex(/^[A-Za-z]{6}$/, 'must be the 6-letter DLT header')
    .optional(),
  /** Indonesia's masking: up to 11 letters and digits, registered with Vonage. */
  SMS_SENDER_ID: z
    .string()
    .regex(/^(?=.*[A-Za-z])[A-Za-z0-9]{3,11}$/, 'must be 3–11 letters and digits, no spaces')
    .optional(),
  DLT_ENTITY_ID: dltId.optional(),
  DLT_TEMPLATE_CARD_OTP: dltId.optional(),
  DLT_TEMPLATE_PROMO_OTP: dltId.optional(),
  /** The link to a loan's documents at signing (decision 059). */
  DLT_TEMPLATE_DOCUMENTS: dltId.optional(),
  /** The link to a closed loan's certificate (decision 061). */
  DLT_TEMPLATE_CLOSURE: dltId.optional(),
  /** The code confirming a request about the borrower's data (decision 064). */
  DLT_TEMPLATE_RIGHTS_OTP: dltId.optional(),
  /** A payment reminder, and the notice of a missed payment with its penal charge (decision 062). */
  DLT_TEMPLATE_REMINDER: dltId.optional(),
  DLT_TEMPLATE_REMINDER_MISSED: dltId.optional(),
  /** A marketing offer, a PROMOTIONAL template (decision 065). */
  DLT_TEMPLATE_OFFER: dltId.optional(),
  /** UPI AutoPay's pre-debit notice and its failed debit (decision 072). */
  DLT_TEMPLATE_AUTOPAY_NOTICE: dltId.optional(),
  DLT_TEMPLATE_AUTOPAY_FAILED: dltId.optional(),
  /** e-NACH's, naming the bank account (decision 078). */
  DLT_TEMPLATE_ENACH_NOTICE: dltId.optional(),
  DLT_TEMPLATE_ENACH_FAILED: dltId.optional(),
  /**
   * The Hindi templates, each registered with its own text (decision 068, "SMS in Hindi"):
   * a kind without one goes to a Hindi reader in English, never as an unregistered text.
   */
  DLT_TEMPLATE_CARD_OTP_HI: dltId.optional(),
  DLT_TEMPLATE_PROMO_OTP_HI: dltId.optional(),
  DLT_TEMPLATE_DOCUMENTS_HI: dltId.optional(),
  DLT_TEMPLATE_CLOSURE_HI: dltId.optional(),
  DLT_TEMPLATE_RIGHTS_OTP_HI: dltId.optional(),
  DLT_TEMPLATE_REMINDER_HI: dltId.optional(),
  DLT_TEMPLATE_REMINDER_MISSED_HI: dltId.optional(),
  DLT_TEMPLATE_AUTOPAY_NOTICE_HI: dltId.optional(),
  DLT_TEMPLATE_AUTOPAY_FAILED_HI: dltId.optional(),
  DLT_TEMPLATE_ENACH_NOTICE_HI: dltId.optional(),
  DLT_TEMPLATE_ENACH_FAILED_HI: dltId.optional(),
  /** A marketing offer in Hindi, where the campaign has Hindi words (decision 074). */
  DLT_TEMPLATE_OFFER_HI: dltId.optional(),
  /** Where Vonage posts delivery receipts for our messages; unset: the dashboard's setting. */
  SMS_DLR_URL: z.url({ protocol: /^https$/ }).optional(),
  /** Above Vonage's usual answer time, below what a borrower waits for the code page. */
  SMS_TIMEOUT_MS: z.coerce.number().int().min(500).max(30_000).default(8000),
};

export type SmsEnv = z.infer<z.ZodObject<typeof smsEnv>>;

export interface IndiaSms {
  /** DLT header, sent as `from`. */
  sender: string;
  entityId: string;
  templateIds: {
    cardOtp: string;
    promoOtp: string;
    documents: string;
    closure: string;
    rightsOtp: string;
    reminder: string;
    reminderMissed: string;
    offer: string;
    autopayNotice: string;
    autopayFailed: string;
    enachNotice: string;
    enachFailed: string;
  };
  /** The kinds with a registered Hindi template, and its id (decision 068). */
  hindiTemplateIds: HindiTemplateIds;
}

/** India's Hindi DLT templates by kind: only the kinds a lender registered. */
export type HindiTemplateIds = Partial<Record<TemplateKind, string>>;

export interface SmsGatewayConfig {
  apiUrl: string;
  apiKey: string;
  apiSecret: Secret;
  /** Delivery receipts must carry this signature; null: unsigned receipts are accepted. */
  signature: { secret: Secret; method: SignatureMethod } | null;
  /** The markets served; a message for another is refused before sending. */
  markets: { IN?: IndiaSms; ID?: { sender: string } };
  /** The brand the DLT templates were registered with (BRAND_APP_NAME). */
  brand: string;
  deliveryReceiptUrl: string | undefined;
  timeoutMs: number;
}

export type SmsGatewayBuild =
  { ok: true; config: SmsGatewayConfig } | { ok: false; problems: string[] };

/** India's DLT templates: one registered template per kind of message (dlt-templates.ts). */
const dltTemplateEnv = {
  cardOtp: 'DLT_TEMPLATE_CARD_OTP',
  promoOtp: 'DLT_TEMPLATE_PROMO_OTP',
  documents: 'DLT_TEMPLATE_DOCUMENTS',
  closure: 'DLT_TEMPLATE_CLOSURE',
  rightsOtp: 'DLT_TEMPLATE_RIGHTS_OTP',
  reminder: 'DLT_TEMPLATE_REMINDER',
  reminderMissed: 'DLT_TEMPLATE_REMINDER_MISSED',
  offer: 'DLT_TEMPLATE_OFFER',
  autopayNotice: 'DLT_TEMPLATE_AUTOPAY_NOTICE',
  autopayFailed: 'DLT_TEMPLATE_AUTOPAY_FAILED',
  enachNotice: 'DLT_TEMPLATE_ENACH_NOTICE',
  enachFailed: 'DLT_TEMPLATE_ENACH_FAILED',
} as const satisfies Record<keyof IndiaSms['templateIds'], keyof SmsEnv>;

type TemplateKind = keyof typeof dltTemplateEnv;

/**
 * Each kind's Hindi template setting (decision 068): optional, one per kind. An offer goes in
 * Hindi only where its campaign has Hindi words too (decision 074).
 */
const hindiTemplates = {
  cardOtp: 'DLT_TEMPLATE_CARD_OTP_HI',
  promoOtp: 'DLT_TEMPLATE_PROMO_OTP_HI',
  documents: 'DLT_TEMPLATE_DOCUMENTS_HI',
  closure: 'DLT_TEMPLATE_CLOSURE_HI',
  rightsOtp: 'DLT_TEMPLATE_RIGHTS_OTP_HI',
  reminder: 'DLT_TEMPLATE_REMINDER_HI',
  reminderMissed: 'DLT_TEMPLATE_REMINDER_MISSED_HI',
  autopayNotice: 'DLT_TEMPLATE_AUTOPAY_NOTICE_HI',
  autopayFailed: 'DLT_TEMPLATE_AUTOPAY_FAILED_HI',
  enachNotice: 'DLT_TEMPLATE_ENACH_NOTICE_HI',
  enachFailed: 'DLT_TEMPLATE_ENACH_FAILED_HI',
  offer: 'DLT_TEMPLATE_OFFER_HI',
} as const satisfies Partial<Record<TemplateKind, keyof SmsEnv>>;
type HindiSetting = (typeof hindiTemplates)[keyof typeof hindiTemplates];
const hindiTemplateEnv: Partial<Record<TemplateKind, HindiSetting>> = hindiTemplates;

/**
 * The DLT template ids set, English and Hindi, whatever the provider: the gateway sends with
 * them, and the demo's outbox records the one a message would go with (providers/sms.ts).
 */
export function dltTemplateIds(e: SmsEnv): {
  en: Partial<Record<TemplateKind, string>>;
  hi: HindiTemplateIds;
} {
  const en: Partial<Record<TemplateKind, string>> = {};
  const hi: HindiTemplateIds = {};
  for (const kind of Object.keys(dltTemplateEnv) as TemplateKind[]) {
    const english = e[dltTemplateEnv[kind]];
    const hindiName = hindiTemplateEnv[kind];
    const hindi = hindiName === undefined ? undefined : e[hindiName];
    if (english !== undefined) en[kind] = english;
    if (hindi !== undefined) hi[kind] = hindi;
  }
  return { en, hi };
}

/** The kinds whose Hindi template is not set: their Hindi readers get the English SMS. */
export const englishOnlyKinds = (hi: HindiTemplateIds): TemplateKind[] =>
  (Object.keys(hindiTemplateEnv) as TemplateKind[]).filter((kind) => hi[kind] === undefined);

/** The Hindi template settings, by kind (README's settings table lists them). */
export const hindiTemplateSettings = hindiTemplateEnv;

/** India's settings, or the variables still missing (or clashing) for them. */
function india(e: SmsEnv): IndiaSms | string[] {
  const kinds = Object.keys(dltTemplateEnv) as TemplateKind[];
  const missing = [
    ...(['SMS_SENDER_IN', 'DLT_ENTITY_ID'] as const),
    ...kinds.map((kind) => dltTemplateEnv[kind]),
  ].filter((name) => e[name] === undefined);
  if (missing.length > 0 || e.SMS_SENDER_IN === undefined || e.DLT_ENTITY_ID === undefined) {
    return missing.map((name) => `${name}: is required when SMS_MARKETS includes IN`);
  }
  // One id for two kinds (or for a kind's English and Hindi texts) would make every message
  // of one of them fail DLT scrubbing.
  const templateIds = {} as IndiaSms['templateIds'];
  const hindiTemplateIds: HindiTemplateIds = {};
  const nameOfId = new Map<string, string>();
  const settings = [
    ...kinds.map((kind) => ({ kind, name: dltTemplateEnv[kind], hindi: false })),
    ...kinds.flatMap((kind) => {
      const name = hindiTemplateEnv[kind];
      return name === undefined ? [] : [{ kind, name, hindi: true }];
    }),
  ];
  for (const { kind, name, hindi } of settings) {
    const id = e[name];
    if (id === undefined) continue;
    const taken = nameOfId.get(id);
    if (taken !== undefined) return [`${name}: must differ from ${taken} (one template per text)`];
    nameOfId.set(id, name);
    if (hindi) hindiTemplateIds[kind] = id;
    else templateIds[kind] = id;
  }
  return { sender: e.SMS_SENDER_IN, entityId: e.DLT_ENTITY_ID, templateIds, hindiTemplateIds };
}

/**
 * The gateway's settings, or every reason not to start (config.ts will add them to its
 * ConfigError). Called only when SMS_PROVIDER=vonage.
 */
export function smsGatewayConfig(e: SmsEnv, brand: string): SmsGatewayBuild {
  const problems: string[] = [];
  const { VONAGE_API_KEY: apiKey, VONAGE_API_SECRET: apiSecret } = e;
  if (apiKey === undefined) problems.push('VONAGE_API_KEY: is required for SMS_PROVIDER=vonage');
  if (apiSecret === undefined) {
    problems.push('VONAGE_API_SECRET: is required for SMS_PROVIDER=vonage');
  }
  const markets: SmsGatewayConfig['markets'] = {};
  if (e.SMS_MARKETS.includes('IN')) {
    const settings = india(e);
    if (Array.isArray(settings)) problems.push(...settings);
    else markets.IN = settings;
  }
  if (e.SMS_MARKETS.includes('ID')) {
    if (e.SMS_SENDER_ID === undefined) {
      problems.push('SMS_SENDER_ID: is required when SMS_MARKETS includes ID');
    } else markets.ID = { sender: e.SMS_SENDER_ID };
  }
  if (problems.length > 0 || apiKey === undefined || apiSecret === undefined) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    config: {
      apiUrl: e.VONAGE_API_URL,
      apiKey,
      apiSecret: secret(apiSecret),
      signature:
        e.VONAGE_SIGNATURE_SECRET === undefined
          ? null
          : { secret: secret(e.VONAGE_SIGNATURE_SECRET), method: e.VONAGE_SIGNATURE_METHOD },
      markets,
      brand,
      deliveryReceiptUrl: e.SMS_DLR_URL,
      timeoutMs: e.SMS_TIMEOUT_MS,
    },
  };
}
