/**
 * The providers' instruments (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts:
 * SMS handed over (counted by the areas that send one), the gateway's failures and receipts,
 * one-time-code refusals.
 */
import { Counter } from 'prom-client';
import { registry } from '../kernel/metrics.ts';

export const smsSent = new Counter({
  name: 'tenor_sms_sent_total',
  help: 'SMS handed to the provider, by purpose (promo registration, repayment code).',
  labelNames: ['purpose'] as const,
  registers: [registry],
});

/** Counted by the SMS gateway (providers/sms-gateway/observe.ts `smsCounters`). */
export const smsSendFailures = new Counter({
  name: 'tenor_sms_send_failures_total',
  help: 'SMS the gateway did not take, by market, kind (cardOtp, promoOtp) and reason (docs/providers/sms.md).',
  labelNames: ['region', 'kind', 'reason'] as const,
  registers: [registry],
});

export const smsDeliveries = new Counter({
  name: 'tenor_sms_deliveries_total',
  help: "The gateway's delivery receipts, by market, kind and status (delivered, failed, expired…).",
  labelNames: ['region', 'kind', 'status'] as const,
  registers: [registry],
});

export const otpRefusals = new Counter({
  name: 'tenor_otp_refusals_total',
  help: 'One-time-code sends or checks refused by a limit, by reason.',
  labelNames: ['reason'] as const,
  registers: [registry],
});
