import type { Region } from '@tenor/contract/launch';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Log } from '../kernel/log.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { razorpayProvider } from './razorpay/razorpay-payment.ts';
import { withSandboxMandates, type SandboxWithMandates } from './sandbox-mandates.ts';
import { sandboxProvider } from './sandbox-payment.ts';
import { smsFor } from './sms-for.ts';
import type { SmsProvider } from './sms.ts';
import { xenditProvider } from './xendit/xendit-provider.ts';

/** Each market's payment provider, and every configured one by name. */
export interface PaymentProviders {
  /** The provider that takes this market's payments; null when none is configured (1503). */
  of(region: Region): PaymentProvider | null;
  /** By the name stored with accounts and repayments and written in webhook paths. */
  named(name: string): PaymentProvider | null;
  /** Each configured provider once (the follow-up and the reconciler ask each). */
  readonly all: readonly PaymentProvider[];
}

export interface Providers {
  payment: PaymentProviders;
  sms: SmsProvider | null;
  /** The sandbox, when a market uses it (its extra powers are demo tools). */
  sandbox: SandboxWithMandates | null;
}

export function paymentProviders(
  byRegion: Record<Region, PaymentProvider | null>,
): PaymentProviders {
  const all = [...new Set([byRegion.IN, byRegion.ID])].filter((p) => p !== null);
  return {
    of: (region) => byRegion[region],
    named: (name) => all.find((p) => p.name === name) ?? null,
    all,
  };
}

/**
 * The providers PAYMENT_PROVIDER_IN / _ID and SMS_PROVIDER name (config/repay.ts). Another
 * provider is added here as another case, implementing payment-provider.ts or sms.ts
 * (docs/providers/README.md).
 */
export function providersFor(config: Config, db: Db, log: Pick<Log, 'warn'>): Providers {
  const { payment } = config.providers;
  const sandbox =
    payment.IN === 'sandbox' || payment.ID === 'sandbox'
      ? withSandboxMandates(
          sandboxProvider(config.webhookSecret, db, { cardLatencyMs: config.sandboxCardLatencyMs }),
        )
      : null;
  /** A market's provider: the real one its setting names when configured, else the sandbox or none. */
  const chosen = <S>(
    setting: string,
    real: string,
    settings: S | null,
    make: (settings: S) => PaymentProvider,
  ): PaymentProvider | null =>
    setting === real && settings !== null ? make(settings) : setting === 'sandbox' ? sandbox : null;
  return {
    payment: paymentProviders({
      IN: chosen(payment.IN, 'razorpay', config.razorpay, razorpayProvider),
      ID: chosen(payment.ID, 'xendit', config.xendit, xenditProvider),
    }),
    sandbox,
    sms: smsFor(config, db, log),
  };
}
