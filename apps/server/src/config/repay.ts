/** How borrowers pay: the ways each market offers, the payment and SMS providers, their timing. */
import * as z from 'zod';
import type { PayChannel } from '@tenor/contract/endpoints/repay';
import type { Region } from '@tenor/contract/launch';
import { channelList, httpsOutsideDemo } from './fields.ts';
import { razorpayEnv, razorpayProblems, razorpaySettings } from './razorpay.ts';
import type { RazorpaySettings } from './razorpay-settings.ts';
import { dltTemplateIds, smsEnv, smsGatewayConfig, type SmsGatewayConfig } from './sms.ts';
import { xenditConfig, xenditEnv, xenditMissing, type XenditConfig } from './xendit.ts';

/** Each market's payment providers: the sandbox in both, one real provider per market. */
export const PAYMENT_PROVIDERS = {
  IN: ['sandbox', 'razorpay', 'none'],
  ID: ['sandbox', 'xendit', 'none'],
} as const satisfies Record<Region, readonly string[]>;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[Region][number];
export type SmsProviderName = 'outbox' | 'vonage' | 'none';

export const repayEnv = {
  PAY_CHANNELS_IN: channelList.default(['upi', 'netbanking', 'debitCard', 'card']),
  PAY_CHANNELS_ID: channelList.default(['va', 'market', 'qris', 'ewallet']),
  WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Both markets' provider, unless PAYMENT_PROVIDER_IN / _ID name another. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  PAYMENT_PROVIDER_IN: z.enum(PAYMENT_PROVIDERS.IN).optional(),
  PAYMENT_PROVIDER_ID: z.enum(PAYMENT_PROVIDERS.ID).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'vonage', 'none']).optional(),
  ...razorpayEnv,
  ...xenditEnv,
  ...smsEnv,
  CHARGE_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  SANDBOX_CARD_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
};

export interface RepayConfig {
  /** The ways to pay each market offers, in the order pages show them. */
  payChannels: Record<Region, PayChannel[]>;
  /** Key of the payment webhook's HMAC-SHA256 signature (providers/webhook-signature.ts). */
  webhookSecret: string;
  /**
   * Payment providers per market and the SMS provider (providers/configured.ts). The sandbox
   * and the outbox are demo-only; `none` answers 1503 where a provider is needed.
   */
  providers: { payment: Record<Region, PaymentProviderName>; sms: SmsProviderName };
  /** Set when a market's provider is Razorpay (docs/providers/razorpay.md). */
  razorpay: RazorpaySettings | null;
  /** Set when a market's provider is Xendit (docs/providers/xendit.md). */
  xendit: XenditConfig | null;
  /** Set when SMS_PROVIDER=vonage (docs/providers/sms.md). */
  smsGateway: SmsGatewayConfig | null;
  /** India's DLT template ids set, English and Hindi, in every mode (decision 068). */
  dlt: ReturnType<typeof dltTemplateIds>;
  /**
   * A card charge without an answer for this long is settled by asking the provider
   * (repay/settlement/charge-reconciler.ts); it must exceed the provider call's own timeout.
   */
  chargeReconcileAfterMs: number;
  /** The sandbox bank's delay before answering a card charge (demo only). */
  sandboxCardLatencyMs: number;
}

type RepayEnv = z.infer<z.ZodObject<typeof repayEnv>>;

/** A demo-only secret: production must set its own (config.ts refuses to start without). */
const DEMO_WEBHOOK_SECRET = 'tenor-demo-webhook-secret';

/** The providers' configuration, or every reason it cannot start (config.ts throws them). */
export function repayConfig(
  e: RepayEnv,
  demo: boolean,
  brand: string,
): { ok: true; config: RepayConfig } | { ok: false; problems: string[] } {
  const both = e.PAYMENT_PROVIDER ?? (demo ? 'sandbox' : 'none');
  const payment = { IN: e.PAYMENT_PROVIDER_IN ?? both, ID: e.PAYMENT_PROVIDER_ID ?? both };
  const sms = e.SMS_PROVIDER ?? (demo ? 'outbox' : 'none');
  const gateway = sms === 'vonage' ? smsGatewayConfig(e, brand) : null;
  const problems = [
    ...(payment.IN === 'razorpay' ? razorpayProblems(e, demo) : []),
    ...(payment.ID === 'xendit' ? xenditMissing(e) : []),
    ...(gateway?.ok === false ? gateway.problems : []),
    ...httpsOutsideDemo(
      {
        RAZORPAY_API_URL: payment.IN === 'razorpay' ? e.RAZORPAY_API_URL : undefined,
        XENDIT_API_URL: payment.ID === 'xendit' ? e.XENDIT_API_URL : undefined,
        VONAGE_API_URL: sms === 'vonage' ? e.VONAGE_API_URL : undefined,
      },
      demo,
    ),
  ];
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      payChannels: { IN: e.PAY_CHANNELS_IN, ID: e.PAY_CHANNELS_ID },
      webhookSecret: e.WEBHOOK_SECRET ?? DEMO_WEBHOOK_SECRET,
      providers: { payment, sms },
      razorpay: payment.IN === 'razorpay' ? razorpaySettings(e) : null,
      xendit: payment.ID === 'xendit' ? xenditConfig(e) : null,
      smsGateway: gateway?.ok === true ? gateway.config : null,
      dlt: dltTemplateIds(e),
      chargeReconcileAfterMs: e.CHARGE_RECONCILE_AFTER_SECONDS * 1000,
      sandboxCardLatencyMs: e.SANDBOX_CARD_LATENCY_MS,
    },
  };
}

/** The sandbox settles loans without money and the outbox keeps codes readable: never live. */
export const repayDemoOnly = (config: RepayConfig, demo: boolean): string[] => [
  ...(['IN', 'ID'] as const)
    .filter((region) => config.providers.payment[region] === 'sandbox' && !demo)
    .map((region) => `PAYMENT_PROVIDER_${region}: sandbox needs DEMO on`),
  ...(config.providers.sms === 'outbox' && !demo ? ['SMS_PROVIDER: outbox needs DEMO on'] : []),
];
