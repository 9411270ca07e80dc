/** How borrowers pay: the ways each market offers, the payment and SMS providers, their timing. */
import * as z from 'zod';
import type { PayChannel } from '@tenor/contract/endpoints/repay';
import type { Region } from '@tenor/contract/launch';
import { channelList } from './fields.ts';

export const repayEnv = {
  PAY_CHANNELS_IN: channelList.default(['upi', 'netbanking', 'debitCard', 'card']),
  PAY_CHANNELS_ID: channelList.default(['va', 'market']),
  WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'none']).optional(),
  SMS_PROVIDER: z.enum(['outbox', 'none']).optional(),
  CHARGE_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  SANDBOX_CARD_LATENCY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
};

export interface RepayConfig {
  /** The ways to pay each market offers, in the order pages show them. */
  payChannels: Record<Region, PayChannel[]>;
  /** Key of the payment webhook's HMAC-SHA256 signature (modules/repay/webhook-signature.ts). */
  webhookSecret: string;
  /**
   * Payment and SMS providers (providers/configured.ts). The sandbox and the outbox are
   * demo-only; `none` answers 1503 where a provider is needed. Real providers are added
   * as further values.
   */
  providers: { payment: 'sandbox' | 'none'; sms: 'outbox' | 'none' };
  /**
   * A card charge without an answer for this long is settled by asking the provider
   * (repay/charge-reconciler.ts); it must exceed the provider call's own timeout.
   */
  chargeReconcileAfterMs: number;
  /** The sandbox bank's delay before answering a card charge (demo only). */
  sandboxCardLatencyMs: number;
}

type RepayEnv = z.infer<z.ZodObject<typeof repayEnv>>;

/** A demo-only secret: production must set its own (config.ts refuses to start without). */
const DEMO_WEBHOOK_SECRET = 'tenor-demo-webhook-secret';

export function repayConfig(e: RepayEnv, demo: boolean): RepayConfig {
  return {
    payChannels: { IN: e.PAY_CHANNELS_IN, ID: e.PAY_CHANNELS_ID },
    webhookSecret: e.WEBHOOK_SECRET ?? DEMO_WEBHOOK_SECRET,
    providers: {
      payment: e.PAYMENT_PROVIDER ?? (demo ? 'sandbox' : 'none'),
      sms: e.SMS_PROVIDER ?? (demo ? 'outbox' : 'none'),
    },
    chargeReconcileAfterMs: e.CHARGE_RECONCILE_AFTER_SECONDS * 1000,
    sandboxCardLatencyMs: e.SANDBOX_CARD_LATENCY_MS,
  };
}

/** The sandbox settles loans without money and the outbox keeps codes readable: never live. */
export const repayDemoOnly = (config: RepayConfig, demo: boolean): string[] => [
  ...(config.providers.payment === 'sandbox' && !demo
    ? ['PAYMENT_PROVIDER: sandbox needs DEMO on']
    : []),
  ...(config.providers.sms === 'outbox' && !demo ? ['SMS_PROVIDER: outbox needs DEMO on'] : []),
];
