import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider, type SandboxProvider } from './sandbox-payment.ts';
import { outboxSms, type SmsProvider } from './sms.ts';

export interface Providers {
  /** null when none is configured: endpoints that need one answer 1503. */
  payment: PaymentProvider | null;
  sms: SmsProvider | null;
  /** The same object as `payment` when it is the sandbox (its extra powers are demo tools). */
  sandbox: SandboxProvider | null;
}

/**
 * The providers PAYMENT_PROVIDER and SMS_PROVIDER name. A real provider is added here as
 * another case (and another value in config.ts), implementing payment-provider.ts or sms.ts.
 */
export function providersFor(config: Config, db: Db): Providers {
  const sandbox =
    config.providers.payment === 'sandbox'
      ? sandboxProvider(config.webhookSecret, db, { cardLatencyMs: config.sandboxCardLatencyMs })
      : null;
  return {
    payment: sandbox,
    sandbox,
    sms: config.providers.sms === 'outbox' ? outboxSms(db) : null,
  };
}
