/**
 * The providers' instruments (docs/operations.md "Metrics"), in the registry of kernel/metrics.ts:
 * SMS handed over (counted by the areas that send one), the gateway's failures and receipts,
 * one-time-code refusals.
 */
import { counter } from '../kernel/metrics.ts';

export const smsSent = counter({
  name: 'tenor_sms_sent_total',
  help: 'SMS handed to the provider, by purpose (promo registration, repayment code).',
  labelNames: ['purpose'],
});

/** Counted by the SMS gateway (providers/sms-gateway/observe.ts `smsCounters`). */
export const smsSendFailures = counter({
  name: 'tenor_sms_send_failures_total',
  help: 'SMS the gateway did not take, by market, kind (cardOtp, promoOtp) and reason (docs/providers/sms.md).',
  labelNames: ['region', 'kind', 'reason'],
});

export const smsDeliveries = counter({
  name: 'tenor_sms_deliveries_total',
  help: "The gateway's delivery receipts, by market, kind and status (delivered, failed, expired…).",
  labelNames: ['region', 'kind', 'status'],
});

export const otpRefusals = counter({
  name: 'tenor_otp_refusals_total',
  help: 'One-time-code sends or checks refused by a limit, by reason.',
  labelNames: ['reason'],
});
